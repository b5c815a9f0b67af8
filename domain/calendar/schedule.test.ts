import { describe, expect, it } from 'vitest';
import { parseIsoDate } from './iso-date';
import { isoWeekday, nextRun, previousRun, zonedMoment, type Rhythm } from './schedule';

const at = (iso: string) => new Date(iso);
const next = (rhythm: Rhythm, timeZone: string, now: string) => nextRun(rhythm, timeZone, at(now)).at.toISOString();

describe('scheduled runs (docs/mail.md §4)', () => {
  it('knows the ISO weekday', () => {
    expect(isoWeekday(parseIsoDate('2026-11-30'))).toBe(1);
    expect(isoWeekday(parseIsoDate('2026-11-29'))).toBe(7);
    expect(isoWeekday(parseIsoDate('1970-01-01'))).toBe(4);
  });

  it('runs daily at the hour, today when it is still to come, else tomorrow', () => {
    const daily: Rhythm = { frequency: 'daily', hour: 7 };
    expect(next(daily, 'UTC', '2026-11-29T06:59:00Z')).toBe('2026-11-29T07:00:00.000Z');
    expect(next(daily, 'UTC', '2026-11-29T07:00:00Z')).toBe('2026-11-30T07:00:00.000Z');
    expect(previousRun(daily, 'UTC', at('2026-11-29T07:00:00Z'))).toEqual({ day: '2026-11-29', at: at('2026-11-29T07:00:00Z') });
  });

  it('runs weekly on its weekday', () => {
    // Sunday 29 November 2026; Wednesday (3) at 08:00 is 2 December.
    const weekly: Rhythm = { frequency: 'weekly', weekday: 3, hour: 8 };
    expect(next(weekly, 'UTC', '2026-11-29T12:00:00Z')).toBe('2026-12-02T08:00:00.000Z');
    expect(next(weekly, 'UTC', '2026-12-02T08:00:00Z')).toBe('2026-12-09T08:00:00.000Z');
    expect(previousRun(weekly, 'UTC', at('2026-11-29T12:00:00Z'))?.day).toBe('2026-11-25');
    // Monday (1): the next Monday, never today's past hour.
    expect(next({ frequency: 'weekly', weekday: 1, hour: 6 }, 'UTC', '2026-11-30T09:00:00Z')).toBe('2026-12-07T06:00:00.000Z');
  });

  it('runs monthly on the 31st on the last day of a 30-day month, and of February', () => {
    const monthly: Rhythm = { frequency: 'monthly', monthDay: 31, hour: 9 };
    expect(next(monthly, 'UTC', '2026-11-15T00:00:00Z')).toBe('2026-11-30T09:00:00.000Z');
    expect(next(monthly, 'UTC', '2026-11-30T09:00:00Z')).toBe('2026-12-31T09:00:00.000Z');
    expect(next(monthly, 'UTC', '2027-02-01T00:00:00Z')).toBe('2027-02-28T09:00:00.000Z');
    expect(next(monthly, 'UTC', '2028-02-01T00:00:00Z')).toBe('2028-02-29T09:00:00.000Z');
    expect(previousRun(monthly, 'UTC', at('2026-12-15T00:00:00Z'))?.day).toBe('2026-11-30');
    expect(next({ frequency: 'monthly', monthDay: 15, hour: 0 }, 'UTC', '2026-11-15T00:00:01Z')).toBe('2026-12-15T00:00:00.000Z');
  });

  it("takes the hour in the company's time zone", () => {
    const daily: Rhythm = { frequency: 'daily', hour: 7 };
    // Cairo is UTC+2 in winter: 07:00 there is 05:00 UTC.
    expect(next(daily, 'Africa/Cairo', '2026-11-29T04:00:00Z')).toBe('2026-11-29T05:00:00.000Z');
    // 23:30 UTC on the 29th is already the 30th in Tokyo (UTC+9): its 07:00 on the 30th is 22:00 UTC on the 29th, past.
    expect(nextRun(daily, 'Asia/Tokyo', at('2026-11-29T23:30:00Z'))).toEqual({ day: '2026-12-01', at: at('2026-11-30T22:00:00Z') });
    // New York: UTC−4 in summer, UTC−5 in winter; the same 09:00 on either side of the change.
    expect(zonedMoment(parseIsoDate('2026-10-30'), 9, 'America/New_York').toISOString()).toBe('2026-10-30T13:00:00.000Z');
    expect(zonedMoment(parseIsoDate('2026-11-02'), 9, 'America/New_York').toISOString()).toBe('2026-11-02T14:00:00.000Z');
    // 02:00 does not exist on 8 March 2026 in New York: the run is at 03:00 EDT.
    expect(zonedMoment(parseIsoDate('2026-03-08'), 2, 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    // 01:00 happens twice on 1 November 2026: the first one (EDT).
    expect(zonedMoment(parseIsoDate('2026-11-01'), 1, 'America/New_York').toISOString()).toBe('2026-11-01T05:00:00.000Z');
  });
});
