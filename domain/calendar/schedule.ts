import { addDays, fromDayNumber, toDayNumber } from './day-number';
import { isoDateFromParts, type IsoDate } from './iso-date';
import { daysInValidMonth } from './month';

/**
 * When a scheduled report runs (docs/mail.md §4): every day, a weekday of each week (ISO, 1 Monday
 * … 7 Sunday) or a day of each month (a month shorter than that day runs on its last day), at an
 * hour of a time zone. At most one run a day, so a run's local day names its period.
 */
export type Rhythm =
  { frequency: 'daily'; hour: number } | { frequency: 'weekly'; weekday: number; hour: number } | { frequency: 'monthly'; monthDay: number; hour: number };

export type ScheduledRun = { day: IsoDate; at: Date };

/** The wall clock of `at` in `timeZone`: its day and hour, minute, second. */
function wallClock(at: Date, timeZone: string): { day: IsoDate; seconds: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value ?? '0');
  return {
    day: isoDateFromParts({ year: part('year'), month: part('month'), day: part('day') }),
    seconds: part('hour') * 3600 + part('minute') * 60 + part('second'),
  };
}

/** How far `timeZone` is ahead of UTC at `at`, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const { day, seconds } = wallClock(at, timeZone);
  const wall = toDayNumber(day) * 86_400_000 + seconds * 1000;
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The moment a wall clock of `timeZone` shows `hour`:00 on `day`. An hour skipped by a change to
 * summer time is taken an hour later; an hour shown twice, the first time.
 */
export function zonedMoment(day: IsoDate, hour: number, timeZone: string): Date {
  const wall = toDayNumber(day) * 86_400_000 + hour * 3_600_000;
  const before = wall - offsetMs(new Date(wall - 86_400_000), timeZone);
  const after = wall - offsetMs(new Date(wall + 86_400_000), timeZone);
  const shows = (moment: number) => {
    const clock = wallClock(new Date(moment), timeZone);
    return clock.day === day && clock.seconds === hour * 3600;
  };
  const fits = [before, after].filter(shows).sort((left, right) => left - right);
  return new Date(fits[0] ?? before);
}

/** The local day of `at` in `timeZone`. */
export const zonedDay = (at: Date, timeZone: string): IsoDate => wallClock(at, timeZone).day;

/** True when `timeZone` is an IANA name this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** ISO weekday of a day: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export const isoWeekday = (day: IsoDate): number => ((((toDayNumber(day) + 3) % 7) + 7) % 7) + 1;

function runsOn(rhythm: Rhythm, day: IsoDate): boolean {
  if (rhythm.frequency === 'daily') return true;
  if (rhythm.frequency === 'weekly') return isoWeekday(day) === rhythm.weekday;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return date === Math.min(rhythm.monthDay, daysInValidMonth(year, month));
}

/** The runs whose local day is within 32 days of `now`'s, in order. */
function runsAround(rhythm: Rhythm, timeZone: string, now: Date): ScheduledRun[] {
  const today = toDayNumber(zonedDay(now, timeZone));
  const runs: ScheduledRun[] = [];
  for (let offset = -32; offset <= 32; offset += 1) {
    const day = fromDayNumber(today + offset);
    if (runsOn(rhythm, day)) runs.push({ day, at: zonedMoment(day, rhythm.hour, timeZone) });
  }
  return runs;
}

/** The latest run at or before `now` (the period now due), null when none in the last month. */
export function previousRun(rhythm: Rhythm, timeZone: string, now: Date): ScheduledRun | null {
  return runsAround(rhythm, timeZone, now).findLast((run) => run.at.getTime() <= now.getTime()) ?? null;
}

/** The first run after `now`. */
export function nextRun(rhythm: Rhythm, timeZone: string, now: Date): ScheduledRun {
  const run = runsAround(rhythm, timeZone, now).find((each) => each.at.getTime() > now.getTime());
  if (!run) throw new Error('a rhythm runs at least once a month');
  return run;
}

/** The day before, for a run's "previous day" ranges. */
export const dayBefore = (day: IsoDate): IsoDate => addDays({ date: day, days: -1 });
