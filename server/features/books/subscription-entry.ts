import { parseCurrency, postSubscription, type Currency } from '../../../domain';
import type { Tx } from '../../../db/client';
import { postEntry, type EntryLines } from './posting.service';

/** A subscription's opening capital, or the change of it (a fall as a negative amount, its sides swapped). */
export const subscriptionEntry =
  (params: { subscriberId: string; currency: Currency; amountMinor: bigint }): EntryLines =>
  (accounts) =>
    postSubscription(accounts, params);

type Terms = { date: string; amountMinor: bigint };

/**
 * A subscription's opening capital in the books (docs/accounting.md §3): posted when it is opened,
 * and when its terms change (only while its ledger is empty) the difference on the same date, or
 * the old opening taken back on its date and the new one posted on the new date.
 */
export async function postSubscriptionTerms(
  tx: Tx,
  params: { subscriberId: string; currency: string; before: Terms | null; after: Terms; auditId: bigint; action: string },
): Promise<void> {
  const currency = parseCurrency(params.currency);
  const { subscriberId, before, after } = params;
  const source = { kind: 'subscriber', id: subscriberId, auditId: params.auditId, memo: `${params.action} ${subscriberId}` };
  const post = (date: string, amountMinor: bigint) => postEntry(tx, { ...source, date }, subscriptionEntry({ subscriberId, currency, amountMinor }));
  if (before && before.date !== after.date) await post(before.date, -before.amountMinor);
  await post(after.date, after.amountMinor - (before && before.date === after.date ? before.amountMinor : 0n));
}
