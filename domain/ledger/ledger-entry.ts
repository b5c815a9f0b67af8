import { parseIsoDate } from '../calendar/iso-date';
import type { IsoDate } from '../calendar/iso-date';
import { DomainError } from '../errors/domain-error';

export type LedgerEntryType = 'credit' | 'debit';
export type LedgerEntryStatus = 'pending' | 'completed' | 'cancelled';

/** One balance transaction of a subscriber, amount in the subscriber's currency's minor units. */
export type LedgerEntry = {
  date: IsoDate;
  type: LedgerEntryType;
  status: LedgerEntryStatus;
  amountMinor: bigint;
};

const TYPES: readonly string[] = ['credit', 'debit'] satisfies LedgerEntryType[];
const STATUSES: readonly string[] = ['pending', 'completed', 'cancelled'] satisfies LedgerEntryStatus[];

/** Rows reach the core from storage; a malformed one must be refused, not silently skipped. */
export const assertLedgerEntry = (entry: LedgerEntry): void => {
  parseIsoDate(entry.date);
  if (!TYPES.includes(entry.type)) throw new DomainError('INVALID_INPUT', { field: 'type', type: String(entry.type) });
  if (!STATUSES.includes(entry.status)) {
    throw new DomainError('INVALID_INPUT', { field: 'status', status: String(entry.status) });
  }
  if (typeof entry.amountMinor !== 'bigint') throw new DomainError('INVALID_AMOUNT', { field: 'amountMinor' });
  if (entry.amountMinor < 0n) throw new DomainError('NEGATIVE_AMOUNT', { amountMinor: entry.amountMinor.toString() });
};

/** How an entry moves the balance: only completed rows count (pending and cancelled do not). */
export const entryDeltaMinor = (entry: LedgerEntry): bigint =>
  entry.status !== 'completed' ? 0n : entry.type === 'credit' ? entry.amountMinor : -entry.amountMinor;
