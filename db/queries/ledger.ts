import { eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { LedgerSortColumn } from '../../contract/ledger';
import { parseCurrency, type Currency, type LedgerEntry } from '../../domain';
import type { IsoDate } from '../../domain';
import type { Tx } from '../client';
import { minorToNumeric, numericToMinor } from '../money-columns';
import { balanceTransactions, individuals, subscribers } from '../schema';
import { filteredPages } from './filtered-pages';
import { sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

/** One ledger row, amount in minor units of its subscriber's currency. */
export type LedgerRow = {
  id: bigint;
  subscriberId: string;
  subscriberName: string;
  currency: Currency;
  transactionDate: string;
  type: 'credit' | 'debit';
  creditType: string | null;
  amountMinor: bigint;
  status: 'pending' | 'completed' | 'cancelled';
  note: string;
  reversesId: bigint | null;
  reversedById: bigint | null;
  createdAt: Date;
};

const columns = {
  id: balanceTransactions.id,
  subscriberId: balanceTransactions.subscriberId,
  subscriberName: individuals.name,
  currency: subscribers.currency,
  transactionDate: balanceTransactions.transactionDate,
  type: balanceTransactions.type,
  creditType: balanceTransactions.creditType,
  amount: balanceTransactions.amount,
  status: balanceTransactions.status,
  note: balanceTransactions.note,
  reversesId: balanceTransactions.reversesId,
  reversedById: sql<string | null>`(select reversal.id from balance_transactions reversal where reversal.reverses_id = ${balanceTransactions.id})`,
  createdAt: balanceTransactions.createdAt,
};

type Selected = Awaited<ReturnType<typeof selectLedger>>[number];

function toLedgerRow(row: Selected): LedgerRow {
  const currency = parseCurrency(row.currency);
  // Each field named, not the selected row spread: a spread copied the row's other columns too
  // (its decimal amount, a page's sort value) and cost more than the rest of a page's row.
  return {
    id: row.id,
    subscriberId: row.subscriberId,
    subscriberName: row.subscriberName,
    currency,
    transactionDate: row.transactionDate,
    type: row.type as LedgerRow['type'],
    creditType: row.creditType,
    amountMinor: numericToMinor(row.amount, currency),
    status: row.status as LedgerRow['status'],
    note: row.note,
    reversesId: row.reversesId,
    reversedById: row.reversedById === null ? null : BigInt(row.reversedById),
    createdAt: row.createdAt,
  };
}

function selectLedger(db: Tx, sortValue: SQL<string> = sql<string>`''`) {
  return db
    .select({ ...columns, sortValue })
    .from(balanceTransactions)
    .innerJoin(subscribers, eq(subscribers.id, balanceTransactions.subscriberId))
    .innerJoin(individuals, eq(individuals.id, subscribers.individualId));
}

export async function findLedgerRow(db: Tx, id: bigint): Promise<LedgerRow | null> {
  const rows = await selectLedger(db).where(eq(balanceTransactions.id, id)).limit(1);
  return rows[0] ? toLedgerRow(rows[0]) : null;
}

/** A subscriber's whole ledger as the core reads it; the caller holds the subscriber's row lock. */
export async function ledgerEntriesOf(
  db: Tx,
  subscriberId: string,
  currency: Currency,
): Promise<Array<LedgerEntry & { id: bigint; creditType: string | null }>> {
  const rows = await db
    .select({
      id: balanceTransactions.id,
      date: balanceTransactions.transactionDate,
      type: balanceTransactions.type,
      status: balanceTransactions.status,
      amount: balanceTransactions.amount,
      creditType: balanceTransactions.creditType,
    })
    .from(balanceTransactions)
    .where(eq(balanceTransactions.subscriberId, subscriberId))
    .orderBy(balanceTransactions.transactionDate, balanceTransactions.id);
  return rows.map((row) => ({
    id: row.id,
    date: row.date as IsoDate,
    type: row.type as LedgerEntry['type'],
    status: row.status as LedgerEntry['status'],
    amountMinor: numericToMinor(row.amount, currency),
    creditType: row.creditType,
  }));
}

export type InsertLedgerParams = {
  subscriberId: string;
  currency: Currency;
  transactionDate: string;
  type: 'credit' | 'debit';
  creditType: string | null;
  amountMinor: bigint;
  status: 'pending' | 'completed';
  note: string;
  reversesId: bigint | null;
  actorId: string | null;
};

export async function insertLedgerRow(db: Tx, params: InsertLedgerParams): Promise<bigint> {
  const completed = params.status === 'completed';
  const [row] = await db
    .insert(balanceTransactions)
    .values({
      subscriberId: params.subscriberId,
      transactionDate: params.transactionDate,
      type: params.type,
      creditType: params.creditType,
      amount: minorToNumeric(params.amountMinor, params.currency),
      status: params.status,
      note: params.note,
      reversesId: params.reversesId,
      createdBy: params.actorId,
      completedBy: completed ? params.actorId : null,
      completedAt: completed ? new Date() : null,
    })
    .returning({ id: balanceTransactions.id });
  if (!row) throw new Error('insert into balance_transactions returned no row');
  return row.id;
}

export async function setLedgerStatus(db: Tx, id: bigint, status: 'completed' | 'cancelled', actorId: string | null): Promise<void> {
  await db
    .update(balanceTransactions)
    .set(status === 'completed' ? { status, completedBy: actorId, completedAt: new Date() } : { status })
    .where(eq(balanceTransactions.id, id));
}

/**
 * What the history sorts by; newest first (date, id) is served by index balance_transactions_date_idx.
 * By currency: the row's copy of its subscriber's currency, kept by the database and indexed with the id.
 */
export const LEDGER_SORTS = sortableColumns({
  day: { date: balanceTransactions.transactionDate },
  text: { subscriber: individuals.name, type: balanceTransactions.type, currency: balanceTransactions.currency, status: balanceTransactions.status },
  decimal: { amount: balanceTransactions.amount },
  time: { createdAt: balanceTransactions.createdAt },
}) satisfies Record<LedgerSortColumn, SortableColumn>;

/** The filters, and the page after the last row seen (the row id is a bigint). */
export type ListLedgerParams = KeysetPage<LedgerSortColumn> & {
  subscriberId?: string;
  type?: string;
  status?: string;
  from?: string;
  to?: string;
};

const placeholder = sql.placeholder;

/** The filters a page names; their values are the statement's placeholders of the same names. */
const LEDGER_FILTERS = {
  subscriberId: () => eq(balanceTransactions.subscriberId, placeholder('subscriberId')),
  type: () => eq(balanceTransactions.type, placeholder('type')),
  status: () => eq(balanceTransactions.status, placeholder('status')),
  from: () => gte(balanceTransactions.transactionDate, placeholder('from')),
  to: () => lte(balanceTransactions.transactionDate, placeholder('to')),
};

/** The page of every visit, one statement per shape (planned-once.ts); a filtered page is planned for its values. */
const ledgerPages = filteredPages('ledger_page', {
  select: (db, sortValue) => selectLedger(db, sortValue).$dynamic(),
  sorts: LEDGER_SORTS,
  id: balanceTransactions.id,
  filters: LEDGER_FILTERS,
  idKind: 'integer',
});

export async function listLedger(db: Tx, params: ListLedgerParams): Promise<Array<LedgerRow & { sortValue: string }>> {
  const values = Object.fromEntries(ledgerPages.given(params).map((filter) => [filter, params[filter]]));
  const rows = await ledgerPages.page(db, params, values);
  return rows.map((row) => Object.assign(toLedgerRow(row), { sortValue: row.sortValue }));
}
