import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { minorToNumeric } from '../money-columns';
import { booksBackfill } from '../schema';
import type { NewJournalEntry } from './books';
import type { RunScope } from './monthly-profits';
import { rowsOf } from './raw-rows';

// The reads and writes of the books' backfill (docs/accounting.md §7): every money event already in
// the database that has no journal entry, read in keyset windows of ids, each window's entries written by one statement.

/** The audit row a source's entry links to: the newest of these actions on the record, if any. */
const auditOf = (entity: string, actions: readonly string[], id: SQL) =>
  sql`left join lateral (
        select a.id::text as "auditId", a.action as "auditAction" from audit_log a
        where a.entity = ${entity} and a.entity_id = ${id} and a.action in ${actions}
        order by a.id desc limit 1) as audit on true`;

/**
 * No entry yet for this source: one probe of journal_entries_source_idx per source read. A scalar
 * subquery with a limit stays a probe; `not exists` became an anti join over every entry of the
 * kind, planned on the stale statistics of a journal the backfill itself is filling (quadratic).
 */
const unposted = (kind: string, id: SQL) => sql`(select 1 from journal_entries e where e.source_kind = ${kind} and e.source_id = ${id} limit 1) is null`;

/**
 * A keyset window of sources (docs/accounting.md §7): the ids after `after` up to `through` (to the
 * table's end when null). Reading a window by a range of ids keeps the read an index range scan:
 * a limit after the "not yet posted" filter let the planner, which cannot size that filter, scan and
 * sort the whole table for every batch.
 */
export type SourceWindow<K> = { after: K; through: K | null };

export type SourceTable = 'balance_transactions' | 'subscribers' | 'operations' | 'product_sales' | 'distribution_runs';

const keyOf = (table: SourceTable, key: string | bigint) => (table === 'balance_transactions' ? sql`${key.toString()}::bigint` : sql`${key}`);

const inWindow = (table: SourceTable, column: SQL, window: SourceWindow<string | bigint>) =>
  window.through === null
    ? sql`${column} > ${keyOf(table, window.after)}`
    : sql`${column} > ${keyOf(table, window.after)} and ${column} <= ${keyOf(table, window.through)}`;

/** The id `size` rows after `after` in id order (one walk of the primary key), or null when fewer remain: the end of the next window. */
export async function windowEnd(db: Tx, table: SourceTable, after: string | bigint, size: number): Promise<string | null> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id::text as id from ${sql.identifier(table)} where id > ${keyOf(table, after)} order by id offset ${size - 1} limit 1`,
  );
  return rows[0]?.id ?? null;
}

type Audited = { auditId: string | null; auditAction: string | null };

export type UnpostedLedgerRow = Audited & {
  id: string;
  subscriberId: string;
  currency: string;
  transactionDate: string;
  type: string;
  creditType: string | null;
  amount: string;
  /** The row it reverses, for a reversal: its legs are mirrored. */
  reversed: { type: string; creditType: string | null; amount: string } | null;
  /** For a profit row paid into this capital (docs/distribution.md §11): the subscriber that earned it. */
  profitSubscriberId: string | null;
};

/** The ledger's actions whose audit row names the completed row (docs/operations.md §1, §3). */
export const LEDGER_AUDIT_ACTIONS = [
  'balance-transaction.create',
  'balance-transaction.update-balance',
  'balance-transaction.complete',
  'balance-transaction.reverse',
  'balance-transaction.profit-request',
  'balance-transaction.import',
] as const;

/**
 * Completed ledger rows of the window (and within `ids` when given) with no entry. A profit credit
 * whose note names a paid profit row (`profit <date> #<id>`, as an approved request and the demo
 * write it) and no other action's audit row is that row paid into capital.
 */
export async function unpostedLedgerRows(db: Tx, params: { window: SourceWindow<bigint>; ids?: { from: bigint; to: bigint } }): Promise<UnpostedLedgerRow[]> {
  const within = params.ids ? sql`and b.id between ${params.ids.from.toString()}::bigint and ${params.ids.to.toString()}::bigint` : sql``;
  const rows = await rowsOf<
    Omit<UnpostedLedgerRow, 'reversed'> & { reversedType: string | null; reversedCreditType: string | null; reversedAmount: string | null }
  >(
    db,
    sql`select b.id::text as id, b.subscriber_id as "subscriberId", s.currency, b.transaction_date::text as "transactionDate", b.type,
          b.credit_type as "creditType", b.amount::text as amount,
          r.type as "reversedType", r.credit_type as "reversedCreditType", r.amount::text as "reversedAmount",
          audit."auditId", audit."auditAction",
          case when audit."auditAction" is null or audit."auditAction" = 'balance-transaction.profit-request' then paid."profitSubscriberId" end as "profitSubscriberId"
        from balance_transactions b
        join subscribers s on s.id = b.subscriber_id
        left join balance_transactions r on r.id = b.reverses_id
        ${auditOf('balance-transaction', LEDGER_AUDIT_ACTIONS, sql`b.id::text`)}
        left join lateral (
          select coalesce(p.subscriber_id, b.subscriber_id) as "profitSubscriberId" from monthly_profits p
          where b.type = 'credit' and b.credit_type = 'profit' and b.reverses_id is null and b.note ~ '^profit [0-9]{4}-[0-9]{2}-[0-9]{2} #[0-9]{1,18}$'
            and p.id = substring(b.note from '#([0-9]+)$')::bigint and p.paid and p.distribution_type = 'profit') as paid on true
        where b.status = 'completed' and ${inWindow('balance_transactions', sql`b.id`, params.window)} ${within}
          and ${unposted('balance-transaction', sql`b.id::text`)}
        order by b.id`,
  );
  return rows.map(({ reversedType, reversedCreditType, reversedAmount, ...row }) => ({
    ...row,
    reversed: reversedType === null ? null : { type: reversedType, creditType: reversedCreditType, amount: reversedAmount! },
  }));
}

export type UnpostedSubscriber = Audited & { id: string; currency: string; subscriptionDate: string; subscriptionAmount: string };

/** Subscribers of the window whose opening capital has no entry. */
export async function unpostedSubscribers(db: Tx, params: { window: SourceWindow<string> }): Promise<UnpostedSubscriber[]> {
  return rowsOf(
    db,
    sql`select s.id, s.currency, s.subscription_date::text as "subscriptionDate", s.subscription_amount::text as "subscriptionAmount",
          audit."auditId", audit."auditAction"
        from subscribers s
        ${auditOf('subscriber', ['subscriber.create', 'subscriber.update'], sql`s.id`)}
        where ${inWindow('subscribers', sql`s.id`, params.window)} and ${unposted('subscriber', sql`s.id`)}
        order by s.id`,
  );
}

export type UnpostedOperation = Audited & {
  id: string;
  number: string;
  currency: string;
  operationDate: string;
  mediatorId: string;
  revenue: string;
  investorShare: string;
  mediatorShare: string;
  specialShare: string;
};

/** Completed operations of the window with no entry. */
export async function unpostedOperations(db: Tx, params: { window: SourceWindow<string> }): Promise<UnpostedOperation[]> {
  return rowsOf(
    db,
    sql`select o.id, o.number, o.currency, o.operation_date::text as "operationDate", o.mediator_id as "mediatorId", o.revenue::text as revenue,
          o.investor_share::text as "investorShare", o.mediator_share::text as "mediatorShare", o.special_share::text as "specialShare",
          audit."auditId", audit."auditAction"
        from operations o
        ${auditOf('operation', ['operation.complete'], sql`o.id`)}
        where o.status = 'completed' and ${inWindow('operations', sql`o.id`, params.window)} and ${unposted('operation', sql`o.id`)}
        order by o.id`,
  );
}

export type UnpostedSale = Audited & { id: string; saleNumber: string; currency: string; saleDate: string; totalSale: string; totalCost: string };

/** Sold sales of the window with no entry. */
export async function unpostedSales(db: Tx, params: { window: SourceWindow<string> }): Promise<UnpostedSale[]> {
  return rowsOf(
    db,
    sql`select p.id, p.sale_number as "saleNumber", p.currency, p.sale_date::text as "saleDate", p.total_sale::text as "totalSale",
          p.total_cost::text as "totalCost", audit."auditId", audit."auditAction"
        from product_sales p
        ${auditOf('product-sale', ['product-sale.sell'], sql`p.id`)}
        where p.status = 'sold' and ${inWindow('product_sales', sql`p.id`, params.window)} and ${unposted('product-sale', sql`p.id`)}
        order by p.id`,
  );
}

export type UnpostedRun = Audited &
  RunScope & {
    id: string;
    parameters: Record<string, unknown>;
    totals: Record<string, unknown>;
    /** Its profit rows in the order they were written. */
    rows: Array<{ type: string; subscriberId: string | null; individualId: string; share: string }>;
  };

/** Runs of the window with no entry, with their profit rows. */
export async function unpostedRuns(db: Tx, params: { window: SourceWindow<string>; kind: string }): Promise<UnpostedRun[]> {
  return rowsOf(
    db,
    sql`select r.id, r.kind, r.source, r.year, r.month, r.currency, r.parameters, r.totals, audit."auditId", audit."auditAction",
          coalesce((select json_agg(json_build_object('type', p.distribution_type, 'subscriberId', p.subscriber_id, 'individualId', p.individual_id,
              'share', p.share::text) order by p.id)
            from monthly_profits p where p.run_id = r.id), '[]'::json) as rows
        from distribution_runs r
        ${auditOf('distribution_run', ['profit-distribution.distribute', 'profit-distribution.commissions'], sql`r.id`)}
        where ${inWindow('distribution_runs', sql`r.id`, params.window)} and ${unposted(params.kind, sql`r.id`)}
        order by r.id`,
  );
}

/**
 * Many entries and their lines in one statement (docs/accounting.md §1, §7): the entries' ids drawn
 * from the sequence in the order given, the entries, then every line, joined to its entry by the
 * entry's place in the list. The values travel as one array a column. The database checks each
 * entry's balance at commit.
 */
export async function insertJournalEntries(db: Tx, entries: readonly NewJournalEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const lines = { entry: [] as number[], lineNo: [] as number[], account: [] as string[], party: [] as Array<string | null> };
  const amounts = { currency: [] as string[], debit: [] as string[], credit: [] as string[] };
  entries.forEach((entry, index) => {
    entry.lines.forEach((line, lineIndex) => {
      lines.entry.push(index + 1);
      lines.lineNo.push(lineIndex + 1);
      lines.account.push(line.account);
      lines.party.push(line.partyId);
      amounts.currency.push(line.currency);
      amounts.debit.push(minorToNumeric(line.debitMinor, line.currency));
      amounts.credit.push(minorToNumeric(line.creditMinor, line.currency));
    });
  });
  const column = <T>(pick: (entry: NewJournalEntry) => T) => sql.param(entries.map(pick));
  await db.execute(sql`
    with heads as materialized (
      select h.place, nextval(pg_get_serial_sequence('journal_entries', 'id')) as id, h.entry_date, h.memo, h.source_kind, h.source_id, h.audit_id
      from unnest(${column((entry) => entry.entryDate)}::date[], ${column((entry) => entry.memo)}::text[],
          ${column((entry) => entry.sourceKind)}::text[], ${column((entry) => entry.sourceId)}::text[],
          ${column((entry) => (entry.auditId === null ? null : entry.auditId.toString()))}::bigint[])
        with ordinality as h(entry_date, memo, source_kind, source_id, audit_id, place)
      order by h.place
    ), written as (
      insert into journal_entries (id, number, entry_date, memo, source_kind, source_id, audit_id)
      select id, 'JE-' || lpad(id::text, greatest(6, length(id::text)), '0'), entry_date, memo, source_kind, source_id, audit_id
      from heads order by id
    )
    insert into journal_lines (entry_id, line_no, account_code, party_id, currency, debit, credit)
    select h.id, l.line_no, l.account_code, l.party_id, l.currency, l.debit, l.credit
    from unnest(${sql.param(lines.entry)}::int[], ${sql.param(lines.lineNo)}::int[], ${sql.param(lines.account)}::text[],
        ${sql.param(lines.party)}::text[], ${sql.param(amounts.currency)}::text[], ${sql.param(amounts.debit)}::numeric[],
        ${sql.param(amounts.credit)}::numeric[])
      as l(place, line_no, account_code, party_id, currency, debit, credit)
    join heads h on h.place = l.place
    order by h.id, l.line_no`);
  return entries.length;
}

/** Whether the start's backfill has run on this database (one row, by its key). */
export async function booksBackfilled(db: Tx): Promise<boolean> {
  const rows = await db.select({ id: booksBackfill.id }).from(booksBackfill).limit(1);
  return rows.length > 0;
}

export async function markBooksBackfilled(db: Tx, entries: number): Promise<void> {
  await db.insert(booksBackfill).values({ id: 1, entries }).onConflictDoNothing();
}

/**
 * Serialises backfills of one database across instances, for the caller's transaction. JIT is off
 * in it: a window's read joins per source (its audit row, its "not yet posted" probe) that the
 * planner cannot size, and PostgreSQL compiled such a read for 1.2 s to run it in 45 ms.
 */
export async function lockBooksBackfill(db: Tx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('wasit.books-backfill'))`);
  await db.execute(sql`set local jit = off`);
}
