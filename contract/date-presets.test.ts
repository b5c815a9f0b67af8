import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, isDatePreset, presetRange } from './date-presets';

describe('date presets, in the company day', () => {
  it('today is the one day', () => {
    expect(presetRange('today', '2026-11-29')).toEqual({ from: '2026-11-29', to: '2026-11-29' });
  });

  it.each([
    ['a Monday', '2026-11-23', '2026-11-23', '2026-11-29'],
    ['a Wednesday', '2026-11-25', '2026-11-23', '2026-11-29'],
    ['a Sunday (the last day of its week)', '2026-11-29', '2026-11-23', '2026-11-29'],
    ['a week across the year end', '2026-12-31', '2026-12-28', '2027-01-03'],
    ['a week across a leap February', '2028-03-01', '2028-02-28', '2028-03-05'],
  ])('a week starts on Monday: %s', (_title, today, from, to) => {
    expect(presetRange('thisWeek', today)).toEqual({ from, to });
  });

  it.each([
    ['2026-01-01', '2026-01-01', '2026-03-31'],
    ['2026-03-31', '2026-01-01', '2026-03-31'],
    ['2026-04-01', '2026-04-01', '2026-06-30'],
    ['2026-08-15', '2026-07-01', '2026-09-30'],
    ['2026-12-31', '2026-10-01', '2026-12-31'],
  ])('the quarter of %s runs from %s to %s', (today, from, to) => {
    expect(presetRange('thisQuarter', today)).toEqual({ from, to });
  });

  it('this month ends on its last day, February of a leap year too', () => {
    expect(presetRange('thisMonth', '2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('thisMonth', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('last month crosses the year end in January', () => {
    expect(presetRange('lastMonth', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('lastMonth', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('this year is the calendar year, on its last day too', () => {
    expect(presetRange('thisYear', '2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetRange('thisYear', '2027-01-01')).toEqual({ from: '2027-01-01', to: '2027-12-31' });
  });

  it('knows its names and refuses other days', () => {
    expect(DATE_PRESETS.every(isDatePreset)).toBe(true);
    expect(isDatePreset('nextYear')).toBe(false);
    expect(() => presetRange('today', '29/11/2026')).toThrow();
  });
});
