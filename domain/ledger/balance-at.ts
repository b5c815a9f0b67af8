import { parseIsoDate } from '../calendar/iso-date';
import type { IsoDate } from '../calendar/iso-date';
import { DomainError } from '../errors/domain-error';
import { assertLedgerEntry, entryDeltaMinor } from './ledger-entry';
import type { LedgerEntry } from './ledger-entry';

/**
 * A subscriber's balance at the end of `date`: the subscription amount plus completed credits minus
 * completed debits dated on or before that day. It is always derived, never stored by hand.
 */
export const balanceAt = ({
  subscriptionAmountMinor,
  entries,
  date,
}: {
  subscriptionAmountMinor: bigint;
  entries: readonly LedgerEntry[];
  date: IsoDate;
}): bigint => {
  parseIsoDate(date);
  if (subscriptionAmountMinor < 0n) throw new DomainError('NEGATIVE_AMOUNT', { field: 'subscriptionAmount' });
  let balanceMinor = subscriptionAmountMinor;
  for (const entry of entries) {
    assertLedgerEntry(entry);
    // Checked ISO dates sort as strings.
    if (entry.date <= date) balanceMinor += entryDeltaMinor(entry);
  }
  return balanceMinor;
};
