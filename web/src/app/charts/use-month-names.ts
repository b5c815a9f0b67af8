import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

/** A month (`YYYY-MM`) as a chart's short tick ("Nov 26") and as its long name ("November 2026"), in the active language. */
export function useMonthNames(): { tick: (isoMonth: string) => string; title: (isoMonth: string) => string } {
  const { i18n } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const short = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC', numberingSystem: 'latn' });
    return { tick: (isoMonth) => short.format(new Date(`${isoMonth.slice(0, 7)}-01T00:00:00Z`)), title: format.month };
  }, [i18n.language, format]);
}
