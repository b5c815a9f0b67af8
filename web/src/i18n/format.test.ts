import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

describe('dates and numbers follow the language', () => {
  it('shows one day form per language, never the ISO form', () => {
    expect(formattersFor('en').day('2026-03-05')).toBe('Mar 5, 2026');
    expect(formattersFor('fr').day('2026-03-05')).toBe('5 mars 2026');
    expect(formattersFor('ar').day('2026-03-05')).toBe('5 مارس 2026');
  });

  it('shows an instant with the same day form as a calendar day', () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      const { day, dateTime } = formattersFor(language);
      const noon = new Date(2026, 2, 5, 12, 0).toISOString();
      expect(dateTime(noon).startsWith(day('2026-03-05'))).toBe(true);
    }
  });

  it('writes French decimals with a comma and keeps every digit', () => {
    expect(formattersFor('fr').number('1234.125')).toBe('1\u202f234,125');
    expect(formattersFor('en').number('1234.125')).toBe('1,234.125');
    expect(formattersFor('fr').percent('12.5')).toBe('12,5\u00a0%');
    expect(formattersFor('en').percent('12.5')).toBe('12.5%');
    expect(formattersFor('en').number('12345678901234567.5')).toBe('12,345,678,901,234,567.5');
  });

  it('names the month in the language', () => {
    expect(formattersFor('fr').month('2026-03')).toBe('mars 2026');
    expect(formattersFor('en').month('2026-03')).toBe('March 2026');
  });
});
