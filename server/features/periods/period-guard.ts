import type { Tx } from '../../../db/client';
import { readIsoDateParts } from '../../../domain/calendar/iso-date';
import { DomainError } from '../../../domain/errors/domain-error';
import { lockPeriod, type PeriodKey } from '../../../db/queries/periods';
import { AppError } from '../../app-error';

/** A record's date and currency: the month it belongs to. */
export type Dated = { date: string; currency: string };

/** The month of a real calendar date; a day off the calendar (0000-00-00, 2026-02-30) is INVALID_DATE, never a month. */
export const periodKeyOf = (dated: Dated): PeriodKey => {
  const parts = readIsoDateParts(dated.date);
  if (parts === null) throw new DomainError('INVALID_DATE', { date: String(dated.date) });
  return { year: parts.year, month: parts.month, currency: dated.currency };
};

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
