import { addDays } from '../calendar/day-number';
import { parseIsoDate } from '../calendar/iso-date';
import type { IsoDate } from '../calendar/iso-date';
import { DomainError } from '../errors/domain-error';
import { balanceAt } from './balance-at';
import { entryDeltaMinor } from './ledger-entry';
import type { LedgerEntry } from './ledger-entry';

export type StatementLine<TEntry extends LedgerEntry> = { entry: TEntry; balanceAfterMinor: bigint };

export type LedgerStatement<TEntry extends LedgerEntry> = {
  openingMinor: bigint;
  lines: StatementLine<TEntry>[];
  closingMinor: bigint;
  creditsMinor: bigint;
  debitsMinor: bigint;
};

/**
 * A statement for `from`..`to` inclusive: the balance at the end of the day before `from`, each row
 * of the range in date order with the balance after it (pending and cancelled rows leave it
 * unchanged), the completed credits and debits of the range, and the closing balance at `to`.
 */
export const ledgerStatement = <TEntry extends LedgerEntry>({
  subscriptionAmountMinor,
  entries,
  from,
  to,
}: {
  subscriptionAmountMinor: bigint;
  entries: readonly TEntry[];
  from: IsoDate;
  to: IsoDate;
}): LedgerStatement<TEntry> => {
  if (parseIsoDate(from) > parseIsoDate(to)) throw new DomainError('INVALID_INPUT', { field: 'from', from, to });
  const openingMinor = balanceAt({ subscriptionAmountMinor, entries, date: addDays({ date: from, days: -1 }) });
  let balanceMinor = openingMinor;
  let creditsMinor = 0n;
  let debitsMinor = 0n;
  // A stable sort keeps the given order of rows dated the same day.
  const inRange = entries.filter((entry) => entry.date >= from && entry.date <= to).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const lines = inRange.map((entry) => {
    const deltaMinor = entryDeltaMinor(entry);
    balanceMinor += deltaMinor;
    if (deltaMinor > 0n) creditsMinor += deltaMinor;
    if (deltaMinor < 0n) debitsMinor -= deltaMinor;
    return { entry, balanceAfterMinor: balanceMinor };
  });
  return { openingMinor, lines, closingMinor: balanceMinor, creditsMinor, debitsMinor };
};

/**
 * The lowest balance from the end of `from` onwards: a back-dated debit must not take the balance
 * below zero on any later day either, not only today.
 */
export const lowestBalanceFrom = ({
  subscriptionAmountMinor,
  entries,
  from,
}: {
  subscriptionAmountMinor: bigint;
  entries: readonly LedgerEntry[];
  from: IsoDate;
}): bigint => {
  let balanceMinor = balanceAt({ subscriptionAmountMinor, entries, date: from });
  let lowestMinor = balanceMinor;
  const later = entries.filter((entry) => entry.date > from).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (let index = 0; index < later.length; index += 1) {
    const entry = later[index] as LedgerEntry;
    balanceMinor += entryDeltaMinor(entry);
    // Only a day's closing balance counts: rows of one day are one movement.
    const next = later[index + 1];
    if ((next === undefined || next.date !== entry.date) && balanceMinor < lowestMinor) lowestMinor = balanceMinor;
  }
  return lowestMinor;
};

/** The last date a ledger can hold: the balance "now" is the balance after every row. */
export const LEDGER_END: IsoDate = parseIsoDate('9999-12-31');
