import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { Language } from '../../i18n/languages';

// Typed days are read in the form they are shown ("5 mars 2026"), month names of the language included.
dayjs.extend(customParseFormat);

/** Sunday 0 … Saturday 6, as the date pickers count. */
type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type DateFieldLocale = {
  /** The dayjs locale the pickers name months and weekdays with. */
  locale: Language;
  /** The week as calendars of the language lay it out. */
  firstDayOfWeek: DayOfWeek;
  /**
   * A chosen day written as the tables write it (web/src/i18n/format.ts): "Mar 5, 2026",
   * "5 mars 2026", "5 مارس 2026". dayjs without its digit plugin keeps Latin digits in Arabic, as
   * the rest of the app does.
   */
  valueFormat: string;
};

const LOCALES: Record<Language, DateFieldLocale> = {
  en: { locale: 'en', firstDayOfWeek: 0, valueFormat: 'MMM D, YYYY' },
  fr: { locale: 'fr', firstDayOfWeek: 1, valueFormat: 'D MMM YYYY' },
  ar: { locale: 'ar', firstDayOfWeek: 6, valueFormat: 'D MMM YYYY' },
};

export function dateFieldLocale(language: Language): DateFieldLocale {
  return LOCALES[language];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A typed day to `YYYY-MM-DD`, or null when it names no real day: the shown form of the language
 * or the ISO form, strictly, so "31 févr. 2026" is refused rather than moved to March.
 */
export function parseTypedDay(text: string, language: Language): string | null {
  const trimmed = text.trim();
  const { valueFormat, locale } = LOCALES[language];
  const shown = dayjs(trimmed, valueFormat, locale, true);
  if (shown.isValid()) return shown.format('YYYY-MM-DD');
  const iso = dayjs(trimmed, 'YYYY-MM-DD', true);
  return ISO_DAY.test(trimmed) && iso.isValid() ? iso.format('YYYY-MM-DD') : null;
}

/** The empty forms a field keeps ('' or null) become null for the pickers; a day stays as it is. */
export function toPickerDay(value: string | null | undefined): string | null {
  return value && ISO_DAY.test(value) ? value : null;
}
