import type { Tx } from '../../../db/client';
import { lockPeriod, type PeriodKey } from '../../../db/queries/periods';
import { AppError } from '../../app-error';

/** A record's date and currency: the month it belongs to. */
export type Dated = { date: string; currency: string };

export const periodKeyOf = (dated: Dated): PeriodKey => ({
  year: Number.parseInt(dated.date.slice(0, 4), 10),
  month: Number.parseInt(dated.date.slice(5, 7), 10),
  currency: dated.currency,
});

/** `YYYY-MM`: how PERIOD_CLOSED names the month; the web app words it in the reader's language. */
export const periodLabel = (key: PeriodKey): string => `${String(key.year).padStart(4, '0')}-${String(key.month).padStart(2, '0')}`;

const order = (key: PeriodKey) => `${periodLabel(key)} ${key.currency}`;

/**
 * docs/distribution.md §15: call inside the transaction of a write, before its audit entry, with
 * every month the write touches (an edit passes the record's month before and after). Each month's
 * row stays locked FOR SHARE until the write commits, so a close waits for it; the months are
 * locked in one order so that two edits moving records in opposite directions cannot deadlock.
 */
export async function assertPeriodsOpen(tx: Tx, dated: readonly Dated[]): Promise<void> {
  const keys = new Map(dated.map((item) => [order(periodKeyOf(item)), periodKeyOf(item)]));
  for (const name of [...keys.keys()].sort()) {
    const key = keys.get(name)!;
    if ((await lockPeriod(tx, key, 'share')) === 'closed') {
      throw new AppError('PERIOD_CLOSED', { period: periodLabel(key), currency: key.currency });
    }
  }
}
