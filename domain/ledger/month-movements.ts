import type { IsoDate } from '../calendar/iso-date';
import { DomainError } from '../errors/domain-error';
import { assertLedgerEntry, entryDeltaMinor } from './ledger-entry';
import type { LedgerEntry } from './ledger-entry';

export type MonthMovements = { openingMinor: bigint; monthEndMinor: bigint };

/**
 * One pass over a subscriber's ledger for a month: the balance before the month's first day, the
 * balance at month end and, when a buffer is given, each day's net movement added into
 * `deltasByDayMinor[day − 1]`. The caller owns and zeroes the buffer so that a run over many
 * subscribers allocates nothing per subscriber or per day.
 */
export const collectMonthMovements = ({
  subscriptionAmountMinor,
  entries,
  monthStart,
  monthEnd,
  deltasByDayMinor,
}: {
  subscriptionAmountMinor: bigint;
  entries: readonly LedgerEntry[];
  monthStart: IsoDate;
  monthEnd: IsoDate;
  deltasByDayMinor: bigint[] | null;
}): MonthMovements => {
  if (subscriptionAmountMinor < 0n) throw new DomainError('NEGATIVE_AMOUNT', { field: 'subscriptionAmount' });
  let openingMinor = subscriptionAmountMinor;
  let inMonthMinor = 0n;
  for (const entry of entries) {
    assertLedgerEntry(entry);
    const deltaMinor = entryDeltaMinor(entry);
    if (deltaMinor === 0n || entry.date > monthEnd) continue;
    if (entry.date < monthStart) {
      openingMinor += deltaMinor;
      continue;
    }
    inMonthMinor += deltaMinor;
    if (deltasByDayMinor !== null) {
      // Same year and month as monthStart, so only the day digits differ.
      const dayIndex = (entry.date.charCodeAt(8) - 48) * 10 + (entry.date.charCodeAt(9) - 48) - 1;
      deltasByDayMinor[dayIndex] = (deltasByDayMinor[dayIndex] as bigint) + deltaMinor;
    }
  }
  return { openingMinor, monthEndMinor: openingMinor + inMonthMinor };
};
