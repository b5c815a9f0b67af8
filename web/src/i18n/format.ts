import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/*
 * The one way dates and plain numbers reach the screen: through Intl in the active language, so a
 * day reads "Mar 5, 2026", "5 mars 2026" or "5 مارس 2026" in every table and card alike, and French
 * decimals take a comma. Arabic keeps Latin digits, as amounts do (they are compared with bank
 * statements written that way).
 */
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', numberingSystem: 'latn' };

export type Formatters = {
  /** A calendar day, `YYYY-MM-DD` (or the day of a timestamp). */
  day: (isoDay: string | null) => string;
  /** An instant: the same day form, and the time. */
  dateTime: (iso: string | null) => string;
  /** A month, `YYYY-MM`. */
  month: (isoMonth: string) => string;
  /** A decimal string, every digit kept. */
  number: (decimal: string) => string;
  /** A decimal string of percent. */
  percent: (decimal: string) => string;
};

const cache = new Map<Language, Formatters>();

export function formattersFor(language: Language): Formatters {
  const cached = cache.get(language);
  if (cached) return cached;
  // Days are calendar dates without a zone: read and shown in UTC, so no zone moves them by one.
  const day = new Intl.DateTimeFormat(language, { ...DAY, timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(language, { ...DAY, hour: 'numeric', minute: '2-digit' });
  const month = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC', numberingSystem: 'latn' });
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 20, numberingSystem: 'latn' });
  const percent = new Intl.NumberFormat(language, { style: 'unit', unit: 'percent', maximumFractionDigits: 20, numberingSystem: 'latn' });
  // Intl takes the exact decimal string, never a float, so no digit is lost.
  const exact = (decimal: string) => decimal as Intl.StringNumericLiteral;
  const made: Formatters = {
    day: (isoDay) => (isoDay ? day.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`)) : '—'),
    dateTime: (iso) => (iso ? dateTime.format(new Date(iso)) : '—'),
    month: (isoMonth) => month.format(new Date(`${isoMonth.slice(0, 7)}-01T00:00:00Z`)),
    number: (decimal) => number.format(exact(decimal)),
    percent: (decimal) => percent.format(exact(decimal)),
  };
  cache.set(language, made);
  return made;
}

/** The formatters of the active language. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useMemo(() => formattersFor(language), [language]);
}

/** Instants (last login, request time) in the active language. */
export function useDateFormatter(): (iso: string | null) => string {
  return useFormat().dateTime;
}
