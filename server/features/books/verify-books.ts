import type { Tx } from '../../../db/client';
import { capitalTotals, firstCapitalMismatch, firstUnbalancedEntry, journalSize } from '../../../db/queries/books-verify';
import { postingAccounts } from './posting.service';

/** What `npm run ledger:verify` finds (docs/accounting.md §4): all invariants hold, or the first that does not. */
export type BooksVerdict =
  { intact: true; entries: number; lines: number } | { intact: false; invariant: 'entry-balance' | 'investor-capital'; message: string };

/**
 * The invariants of docs/accounting.md §4 that the books keep today, in order: every entry balances
 * in each currency; the investors' capital account equals, per currency and per subscriber, the
 * subscribers' balances.
 */
export async function verifyBooks(db: Tx): Promise<BooksVerdict> {
  const unbalanced = await firstUnbalancedEntry(db);
  if (unbalanced) {
    return {
      intact: false,
      invariant: 'entry-balance',
      message: `entry ${unbalanced.number} does not balance in ${unbalanced.currency}: debits ${unbalanced.debit}, credits ${unbalanced.credit}`,
    };
  }
  const capital = (await postingAccounts(db))['capital-credit'].capital;
  for (const total of await capitalTotals(db, capital)) {
    if (total.books !== total.balances) {
      const first = await firstCapitalMismatch(db, capital);
      const detail = first ? `; first: subscriber ${first.subscriberId}, books ${first.books}, balance ${first.balance}` : '';
      return {
        intact: false,
        invariant: 'investor-capital',
        message: `account ${capital} in ${total.currency} holds ${total.books}, the subscribers' balances ${total.balances}${detail}`,
      };
    }
  }
  const mismatch = await firstCapitalMismatch(db, capital);
  if (mismatch) {
    return {
      intact: false,
      invariant: 'investor-capital',
      message: `account ${capital} holds ${mismatch.books} ${mismatch.currency} for subscriber ${mismatch.subscriberId}, whose balance is ${mismatch.balance}`,
    };
  }
  return { intact: true, ...(await journalSize(db)) };
}

export function describeBooksVerdict(verdict: BooksVerdict): string {
  return verdict.intact
    ? `books intact: ${verdict.entries} entries, ${verdict.lines} lines, every entry balanced per currency, investors' capital tied to the subscribers' balances`
    : `books broken (${verdict.invariant}): ${verdict.message}`;
}
