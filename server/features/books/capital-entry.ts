import { mirrorLines, postCapitalMovement, postProfitToCapital, type Currency } from '../../../domain';
import type { EntryLines } from './posting.service';

/** What a completed capital row posts from (docs/operations.md §1): its subscriber, currency, type, credit type and amount. */
export type CapitalRow = { subscriberId: string; currency: Currency; type: 'credit' | 'debit'; creditType: string | null; amountMinor: bigint };

/** The entry of a completed capital row (docs/accounting.md §3): a new amount, a profit or a debit. */
export const capitalEntry =
  (row: CapitalRow): EntryLines =>
  (accounts) =>
    postCapitalMovement(accounts, {
      subscriberId: row.subscriberId,
      currency: row.currency,
      type: row.type,
      creditType: row.type === 'credit' ? (row.creditType === 'profit' ? 'profit' : 'new-amount') : null,
      amountMinor: row.amountMinor,
    });

/** A reversal's entry: the reversed row's own legs, debit and credit swapped (docs/accounting.md §3). */
export const reversalEntry =
  (reversed: CapitalRow): EntryLines =>
  (accounts) =>
    mirrorLines(capitalEntry(reversed)(accounts));

/** A profit row paid into a capital by an approved request (docs/distribution.md §11): out of profits payable, not out of cash. */
export const profitToCapitalEntry =
  (params: { currency: Currency; amountMinor: bigint; profitSubscriberId: string; creditedSubscriberId: string }): EntryLines =>
  (accounts) =>
    postProfitToCapital(accounts, params);
