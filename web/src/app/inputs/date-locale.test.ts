import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../i18n/format';
import { LANGUAGES } from '../../i18n/languages';
import { dateFieldLocale, parseTypedDay, toPickerDay } from './date-locale';

const firstDays = Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, '0')}-05`);

describe('a date field writes and reads days in the language', () => {
  it('shows a chosen day exactly as the tables show it, every month, in every language', () => {
    for (const language of LANGUAGES) {
      const { valueFormat, locale } = dateFieldLocale(language);
      for (const day of firstDays) expect(dayjs(day).locale(locale).format(valueFormat)).toBe(formattersFor(language).day(day));
    }
  });

  it('reads back the shown form and the ISO form of a day', () => {
    for (const language of LANGUAGES) {
      for (const day of firstDays) expect(parseTypedDay(formattersFor(language).day(day), language)).toBe(day);
      expect(parseTypedDay(' 2026-12-31 ', language)).toBe('2026-12-31');
    }
    expect(parseTypedDay('5 مارس 2026', 'ar')).toBe('2026-03-05');
  });

  it('refuses what names no real day rather than moving it', () => {
    expect(parseTypedDay('31 févr. 2026', 'fr')).toBeNull();
    expect(parseTypedDay('2026-02-30', 'en')).toBeNull();
    expect(parseTypedDay('2026-3-5', 'en')).toBeNull();
    expect(parseTypedDay('tomorrow', 'en')).toBeNull();
    expect(parseTypedDay('', 'ar')).toBeNull();
  });

  it('hands the picker a day or nothing', () => {
    expect(toPickerDay('2026-03-05')).toBe('2026-03-05');
    expect(toPickerDay('')).toBeNull();
    expect(toPickerDay(null)).toBeNull();
    expect(toPickerDay(undefined)).toBeNull();
  });

  it('starts the week as the language\u2019s calendars do', () => {
    expect(dateFieldLocale('ar').firstDayOfWeek).toBe(6);
    expect(dateFieldLocale('fr').firstDayOfWeek).toBe(1);
    expect(dateFieldLocale('en').firstDayOfWeek).toBe(0);
  });
});
