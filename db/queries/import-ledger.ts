import { asc, eq, inArray, sql } from 'drizzle-orm';
import { parseCurrency, type Currency } from '../../domain';
import type { Tx } from '../client';
import { minorToNumeric, numericToMinor } from '../money-columns';
import { balanceTransactions, individuals, periods, subscribers } from '../schema';
import { rowsOf } from './raw-rows';
import { IMPORT_SUBSCRIBER_COLUMNS } from './imports';
import { chunks, KEYS_PER_STATEMENT, readInParts } from './key-parts';
import type { InsertLedgerParams } from './ledger';

// Set-based reads and writes of a ledger import (docs/import.md §6): a few statements for a whole file.

export type ImportSubscriber = { id: string; nni: string; currency: Currency; subscriptionDate: string; subscriptionAmountMinor: bigint };

/** Every subscriber of the individuals with these NNIs. */
export async function subscribersOfNnis(db: Tx, nnis: readonly string[]): Promise<ImportSubscriber[]> {
  const rows = await readInParts(nnis, (part) =>
    db
      .select({ ...IMPORT_SUBSCRIBER_COLUMNS, nni: individuals.nni })
      .from(subscribers)
      .innerJoin(individuals, eq(individuals.id, subscribers.individualId))
      .where(inArray(individuals.nni, part))
      .orderBy(asc(subscribers.id)),
  );
  return rows.map((row) => {
    const currency = parseCurrency(row.currency);
    return {
      id: row.id,
      nni: row.nni,
      currency,
      subscriptionDate: row.subscriptionDate,
      subscriptionAmountMinor: numericToMinor(row.subscriptionAmount, currency),
    };
  });
}

/** Locks the subscribers' rows, in id order, as every ledger write does (docs/operations.md §1). */
export async function lockSubscribers(db: Tx, ids: readonly string[]): Promise<void> {
  for (const part of chunks([...ids].sort(), KEYS_PER_STATEMENT)) {
    await db.select({ id: subscribers.id }).from(subscribers).where(inArray(subscribers.id, part)).orderBy(asc(subscribers.id)).for('update');
  }
}

export type ExistingLedgerRow = {
  subscriberId: string;
  transactionDate: string;
  type: string;
  creditType: string | null;
  status: string;
  amount: string;
  note: string;
};

/** Every ledger row of these subscribers: the balances and the duplicates of an import are judged from them. */
export function ledgerRowsOfSubscribers(db: Tx, ids: readonly string[]): Promise<ExistingLedgerRow[]> {
  return readInParts(ids, (part) =>
    db
      .select({
        subscriberId: balanceTransactions.subscriberId,
        transactionDate: balanceTransactions.transactionDate,
        type: balanceTransactions.type,
        creditType: balanceTransactions.creditType,
        status: balanceTransactions.status,
        amount: balanceTransactions.amount,
        note: balanceTransactions.note,
      })
      .from(balanceTransactions)
      .where(inArray(balanceTransactions.subscriberId, part))
      .orderBy(asc(balanceTransactions.subscriberId), asc(balanceTransactions.transactionDate), asc(balanceTransactions.id)),
  );
}

/** The closed months, every currency. */
export function closedPeriods(db: Tx) {
  return db.select({ year: periods.year, month: periods.month, currency: periods.currency }).from(periods).where(eq(periods.status, 'closed'));
}

/** `count` fresh ids of a table's sequence, in the order they were drawn. */
export async function nextIds(db: Tx, table: 'balance_transactions' | 'audit_log' | 'journal_entries', count: number): Promise<bigint[]> {
  if (count === 0) return [];
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id from generate_series(1, ${count}) as n order by n`,
  );
  return rows.map((row) => BigInt(row.id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A ledger row as one entry form would insert it (no reversal, the actor given once per batch), with its drawn id. */
export type ImportedLedgerRow = Omit<InsertLedgerParams, 'reversesId' | 'actorId'> & { id: bigint };

/** Rows per INSERT: a thousand rows of eleven columns stay far under the parameter limit. */
export const LEDGER_ROWS_PER_INSERT = 1_000;

/**
 * One multi-row INSERT of rows whose ids were drawn with {@link nextIds}. The rows travel as one
 * JSON parameter: a thousand rows of twelve bound values each cost far more to bind than to insert.
 */
export async function insertLedgerRows(db: Tx, rows: readonly ImportedLedgerRow[], actorId: string | null): Promise<void> {
  if (rows.length === 0) return;
  const values = JSON.stringify(
    rows.map((row) => ({
      id: row.id.toString(),
      subscriber_id: row.subscriberId,
      transaction_date: row.transactionDate,
      type: row.type,
      credit_type: row.creditType,
      amount: minorToNumeric(row.amountMinor, row.currency),
      status: row.status,
      note: row.note,
    })),
  );
  await db.execute(sql`
    insert into balance_transactions (id, subscriber_id, transaction_date, type, credit_type, amount, status, note, reverses_id, created_by, completed_by, completed_at)
    select given.id, given.subscriber_id, given.transaction_date, given.type, given.credit_type, given.amount, given.status, given.note, null, ${actorId}::text,
      case when given.status = 'completed' then ${actorId}::text end, case when given.status = 'completed' then now() end
    from jsonb_to_recordset(${values}::jsonb) as given(id bigint, subscriber_id text, transaction_date date, type text, credit_type text, amount numeric, status text, note text)`);
}

/** The balance caches of many subscribers in one statement (docs/operations.md §1). */
export async function setSubscriberBalances(db: Tx, balances: ReadonlyArray<{ id: string; currency: Currency; balanceMinor: bigint }>): Promise<void> {
  for (const part of chunks(balances, KEYS_PER_STATEMENT)) {
    const values = JSON.stringify(part.map((item) => ({ id: item.id, balance: minorToNumeric(item.balanceMinor, item.currency) })));
    await db.execute(sql`
      update subscribers set balance = given.balance, updated_at = now()
      from jsonb_to_recordset(${values}::jsonb) as given(id text, balance numeric)
      where subscribers.id = given.id`);
  }
}
