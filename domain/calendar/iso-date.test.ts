import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../test-support/error-code';
import { addDays, daysBetween, fromDayNumber, toDayNumber } from './day-number';
import { isIsoDate, parseIsoDate } from './iso-date';
import type { IsoDate } from './iso-date';
import { daysInMonth } from './month';
import { monthEnd, monthStart } from './month-bounds';

describe('ISO dates', () => {
  it.each(['2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01', '9999-12-31'])('accepts %s', (text) => {
    expect(parseIsoDate(text)).toBe(text);
  });

  it.each([
    '2026-13-01',
    '2026-00-10',
    '2026-01-32',
    '2026-02-29',
    '1900-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-1-01',
    '26-01-01',
    '2026/01/01',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    '٢٠٢٦-٠١-٠١',
    '0000-01-01',
    '',
  ])('refuses %j', (text) => {
    expect(isIsoDate(text)).toBe(false);
    expect(errorCodeOf(() => parseIsoDate(text))).toBe('INVALID_DATE');
  });
});

describe('day arithmetic', () => {
  it.each<[string, number]>([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11017],
    ['2026-02-15', 20499],
  ])('%s is day %s', (date, dayNumber) => {
    expect(toDayNumber(date as IsoDate)).toBe(dayNumber);
    expect(fromDayNumber(dayNumber)).toBe(date);
  });

  it.each<[string, number, string]>([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-31', 365, '2027-01-31'],
  ])('%s + %s days = %s', (date, days, expected) => {
    expect(addDays({ date: date as IsoDate, days })).toBe(expected);
  });

  it('counts days between dates', () => {
    expect(daysBetween({ from: '2026-02-15' as IsoDate, to: '2026-02-28' as IsoDate })).toBe(13);
  });

  it('round-trips every day over four centuries', () => {
    const mismatches: number[] = [];
    for (let day = toDayNumber('1900-01-01' as IsoDate); day < toDayNumber('2300-01-01' as IsoDate); day += 1) {
      if (toDayNumber(fromDayNumber(day)) !== day) mismatches.push(day);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('months', () => {
  it.each<[number, number, number, string, string]>([
    [2024, 2, 29, '2024-02-01', '2024-02-29'],
    [2026, 2, 28, '2026-02-01', '2026-02-28'],
    [1900, 2, 28, '1900-02-01', '1900-02-28'],
    [2000, 2, 29, '2000-02-01', '2000-02-29'],
    [2026, 4, 30, '2026-04-01', '2026-04-30'],
    [2026, 12, 31, '2026-12-01', '2026-12-31'],
  ])('%s-%s has %s days, %s to %s', (year, month, days, start, end) => {
    expect(daysInMonth({ year, month })).toBe(days);
    expect(monthStart({ year, month })).toBe(start);
    expect(monthEnd({ year, month })).toBe(end);
  });

  it.each<[number, number]>([
    [2026, 13],
    [2026, 0],
    [2026, 1.5],
    [0, 1],
    [10000, 1],
    [Number.NaN, 1],
  ])('refuses %s-%s', (year, month) => {
    expect(errorCodeOf(() => daysInMonth({ year, month }))).toBe('INVALID_MONTH');
    expect(errorCodeOf(() => monthEnd({ year, month }))).toBe('INVALID_MONTH');
  });
});
