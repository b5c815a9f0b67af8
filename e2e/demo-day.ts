/**
 * The day the browser tests' servers loaded their demo data. The demo leaves its current month
 * undistributed and distributes the months before it (docs/distribution.md), so the specs act on
 * that month, not on the clock's: a run that crosses midnight at a month's end would otherwise open
 * a new month with no operations. globalSetup fixes it in the runner's env, which Playwright hands
 * to every worker it starts.
 */
const DEMO_DAY_VARIABLE = 'WASIT_E2E_DEMO_DAY';

/**
 * Fixes the demo's day before the servers start. Within `startLimitMs` of a month's end it first
 * waits for the new month, so that every server loads its demo in the month fixed here (they start
 * within that limit or the run stops); answers the wait in milliseconds.
 */
export async function fixDemoDay(startLimitMs: number): Promise<number> {
  const now = new Date();
  const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const wait = nextMonth.getTime() - now.getTime() < startLimitMs ? nextMonth.getTime() - now.getTime() + 1000 : 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const day = new Date();
  process.env[DEMO_DAY_VARIABLE] = String(day.getTime());
  return wait;
}

/** The day the demo was loaded (local time, as the servers count it). */
export function demoDay(): Date {
  const fixed = process.env[DEMO_DAY_VARIABLE];
  if (!fixed) throw new Error(`${DEMO_DAY_VARIABLE} is not set: the browser tests run through e2e/global-setup.ts.`);
  return new Date(Number(fixed));
}

/** The first day of the month `back` months before the demo's (0: the demo's own month, which it leaves to distribute). */
export function demoMonthBack(back: number): Date {
  const day = demoDay();
  return new Date(day.getFullYear(), day.getMonth() - back, 1);
}

/** A month as the app's addresses and files name it: `YYYY-MM`. */
export function yearMonthText(month: Date): string {
  return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
}

/** The profit distribution page opened on the month `back` months before the demo's, in XAF. */
export function distributionPath(back = 0): string {
  return `/app/profit-distribution?yearMonth=${yearMonthText(demoMonthBack(back))}&currency=XAF`;
}
