import type { PostingAccounts } from '../../../domain';
import type { Tx } from '../../../db/client';
import { firstCapitalMismatch, firstCapitalMismatchAtDay, firstUnbalancedEntry, journalSize } from '../../../db/queries/books-verify';
import { firstEntryAfterClose, firstOperationMonthMismatch, firstPayableMismatch, firstPoolMismatch } from '../../../db/queries/books-verify-ties';
import { postingAccounts } from './posting.service';
import { verifyClosedMonths } from './verify-closed-months';

/** The invariants of docs/accounting.md §4, in the order `npm run ledger:verify` checks them. */
export const BOOKS_INVARIANTS = [
  'entry-balance',
  'investor-capital',
  'profits-payable',
  'investor-pool',
  'operation-months',
  'closed-periods',
  'closed-month-trial-balance',
] as const;
export type BooksInvariant = (typeof BOOKS_INVARIANTS)[number];

/** What `npm run ledger:verify` finds (docs/accounting.md §4): all invariants hold, or the first that does not. */
export type BooksVerdict = { intact: true; entries: number; lines: number } | { intact: false; invariant: BooksInvariant; message: string };

type Check = (db: Tx, accounts: PostingAccounts) => Promise<string | null>;

const party = (id: string) => (id === '' ? 'no party' : `party ${id}`);

/** Every entry balances in each currency. */
const entryBalance: Check = async (db) => {
  const entry = await firstUnbalancedEntry(db);
  return entry && `entry ${entry.number} does not balance in ${entry.currency}: debits ${entry.debit}, credits ${entry.credit}`;
};

/**
 * The investors' capital account (the account of the `capital` leg of a capital credit) equals the
 * subscribers' derived balances at every month end with activity and today, per currency then per
 * subscriber, and per subscriber their balance column.
 */
const investorCapital: Check = async (db, accounts) => {
  const capital = accounts['capital-credit'].capital;
  const total = await firstCapitalMismatchAtDay(db, capital, false);
  if (total) {
    const first = await firstCapitalMismatchAtDay(db, capital, true);
    const detail = first ? `; first: subscriber ${first.subscriberId || '(none)'} on ${first.day}, books ${first.books}, balance ${first.balances}` : '';
    return `account ${capital} in ${total.currency} on ${total.day} holds ${total.books}, the subscribers' balances ${total.balances}${detail}`;
  }
  const atDay = await firstCapitalMismatchAtDay(db, capital, true);
  if (atDay) {
    return `account ${capital} holds ${atDay.books} ${atDay.currency} on ${atDay.day} for subscriber ${atDay.subscriberId || '(none)'}, whose balance that day is ${atDay.balances}`;
  }
  const cached = await firstCapitalMismatch(db, capital);
  return (
    cached && `account ${capital} holds ${cached.books} ${cached.currency} for subscriber ${cached.subscriberId}, whose balance column is ${cached.balance}`
  );
};

/** Profits payable (the accounts crediting each type of profit row) equal the unpaid rows per party and currency. */
const profitsPayable: Check = async (db, accounts) => {
  const run = accounts['investor-run-operations'];
  const found = await firstPayableMismatch(db, { profit: run.profit, commission: accounts['commission-run'].payable, special: run['special-payable'] });
  return found && `account ${found.account} in ${found.currency} holds ${found.books} for ${party(found.partyId)}, its unpaid profit rows ${found.unpaid}`;
};

/** The investors' pool (the account of a completed operation's `investor-pool` leg) equals the undistributed investor shares. */
const investorPool: Check = async (db, accounts) => {
  const pool = accounts['operation-completed']['investor-pool'];
  const found = await firstPoolMismatch(db, pool);
  return found && `account ${pool} in ${found.currency} holds ${found.books}, the undistributed investor shares of completed operations ${found.undistributed}`;
};

/** Each month's fee revenue and operation shares equal the figures of the operations completed for that month. */
const operationMonths: Check = async (db, accounts) => {
  const legs = accounts['operation-completed'];
  const found = await firstOperationMonthMismatch(db, {
    revenue: legs.revenue,
    investor: legs['investor-expense'],
    mediator: legs['mediator-expense'],
    special: legs['special-expense'],
  });
  return (
    found &&
    `account ${found.account} in ${found.currency} for ${found.month} moved ${found.books} (credits − debits), the completed operations of the month ${found.operations}`
  );
};

/** No entry dated inside a closed month was made after the month was closed. */
const closedPeriods: Check = async (db) => {
  const late = await firstEntryAfterClose(db);
  return (
    late && `entry ${late.number} dated ${late.entryDate} was made at ${late.createdAt}, after ${late.period} ${late.currency} was closed at ${late.closedAt}`
  );
};

/** Each closed month's stamped trial balance equals the one its journal gives today (docs/accounting.md §6). */
const closedMonthTrialBalance: Check = async (db) => {
  const verdict = await verifyClosedMonths(db);
  return verdict.intact ? null : verdict.message;
};

const CHECKS: Record<BooksInvariant, Check> = {
  'entry-balance': entryBalance,
  'investor-capital': investorCapital,
  'profits-payable': profitsPayable,
  'investor-pool': investorPool,
  'operation-months': operationMonths,
  'closed-periods': closedPeriods,
  'closed-month-trial-balance': closedMonthTrialBalance,
};

/**
 * The invariants of docs/accounting.md §4, in order; the first broken one is named with its
 * figures. The accounts are read from the posting rules, which are data (docs/accounting.md §3).
 */
export async function verifyBooks(db: Tx): Promise<BooksVerdict> {
  const accounts = await postingAccounts(db);
  for (const invariant of BOOKS_INVARIANTS) {
    const message = await CHECKS[invariant](db, accounts);
    if (message) return { intact: false, invariant, message };
  }
  return { intact: true, ...(await journalSize(db)) };
}

export function describeBooksVerdict(verdict: BooksVerdict): string {
  return verdict.intact
    ? `books intact: ${verdict.entries} entries, ${verdict.lines} lines; every entry balanced per currency, investors' capital tied to the subscribers' balances at every month end and today, profits payable to the unpaid profit rows, the pool to the undistributed shares, each month's fees and shares to its completed operations, no entry made in a closed month, each closed month's stamped trial balance unchanged`
    : `books broken (${verdict.invariant}): ${verdict.message}`;
}
