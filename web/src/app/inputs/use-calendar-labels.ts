import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

const CONTROLS = ['previousMonth', 'nextMonth', 'previousYear', 'nextYear', 'previousDecade', 'nextDecade'] as const;

/**
 * The calendar's arrows show only a sign: they are named in the interface language. The level
 * button keeps its shown month or year as its name, so what is heard is what is seen.
 */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return Object.fromEntries(CONTROLS.map((control) => [control, t(`inputs.calendar.${control}`)]));
}
