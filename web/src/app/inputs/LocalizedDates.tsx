import '@mantine/dates/styles.css';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { dateFieldLocale } from './date-locale';
import { useLanguage } from './use-language';

/**
 * Months and weekdays in the interface language, the week laid out as that language's calendars
 * do. Around each date field rather than the whole app, so that @mantine/dates, dayjs and their
 * styles load with the screens that have a date field, not with the first visit (docs/architecture.md §5).
 */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const dates = dateFieldLocale(useLanguage());
  return <DatesProvider settings={{ locale: dates.locale, firstDayOfWeek: dates.firstDayOfWeek }}>{children}</DatesProvider>;
}
