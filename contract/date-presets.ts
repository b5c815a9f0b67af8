/**
 * The named periods a date filter offers (docs/architecture.md §8): each is computed from the
 * company's day (the server's calendar day, sent with the saved views) at the moment it is applied,
 * so a saved "this month" stays this month. Weeks start on Monday (ISO 8601). Pure day arithmetic on
 * ISO days, in UTC, so no time zone moves a day.
 */
export const DATE_PRESETS = ['today', 'thisWeek', 'thisMonth', 'lastMonth', 'thisQuarter', 'thisYear'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export function isDatePreset(value: string): value is DatePreset {
  return (DATE_PRESETS as readonly string[]).includes(value);
}

export type DayRangeOf = { from: string; to: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const iso = (date: Date) => date.toISOString().slice(0, 10);
/** The day `day` of month `month` (0-based, may overflow either way) of `year`. */
const dayOf = (year: number, month: number, day: number) => iso(new Date(Date.UTC(year, month, day)));

/** The first and last days of `preset` around `today` (an ISO day, the company's). */
export function presetRange(preset: DatePreset, today: string): DayRangeOf {
  const match = DAY.exec(today);
  if (!match) throw new Error(`not an ISO day: ${today}`);
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'thisWeek': {
      // getUTCDay: Sunday 0 … Saturday 6; days since Monday: Monday 0 … Sunday 6.
      const sinceMonday = (new Date(Date.UTC(year, month, day)).getUTCDay() + 6) % 7;
      return { from: dayOf(year, month, day - sinceMonday), to: dayOf(year, month, day - sinceMonday + 6) };
    }
    case 'thisMonth':
      return { from: dayOf(year, month, 1), to: dayOf(year, month + 1, 0) };
    case 'lastMonth':
      return { from: dayOf(year, month - 1, 1), to: dayOf(year, month, 0) };
    case 'thisQuarter': {
      const first = month - (month % 3);
      return { from: dayOf(year, first, 1), to: dayOf(year, first + 3, 0) };
    }
    case 'thisYear':
      return { from: dayOf(year, 0, 1), to: dayOf(year, 11, 31) };
  }
}
