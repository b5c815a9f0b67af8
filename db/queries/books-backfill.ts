import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { minorToNumeric } from '../money-columns';
import { booksBackfill } from '../schema';
import type { NewJournalEntry } from './books';
import { nextIds } from './import-ledger';
import { rowsOf } from './raw-rows';

// The reads and writes of the books' backfill (docs/accounting.md §7): every money event already in
// the database that has no journal entry, read in keyset batches, its entries written a batch at a time.

/** The audit row a source's entry links to: the newest of these actions on the record, if any. */
const auditOf = (entity: string, actions: readonly string[], id: SQL) =>
  sql`left join lateral (
        select a.id::text as "auditId", a.action as "auditAction" from audit_log a
        where a.entity = ${entity} and a.entity_id = ${id} and a.action in (${sql.join(
          actions.map((action) => sql`${action}`),
          sql`, `,
        )})
        order by a.id desc limit 1) as audit on true`;

/**
 * No entry yet for this source: one probe of journal_entries_source_idx per source read. A scalar
 * subquery with a limit stays a probe; `not exists` became an anti join over every entry of the
 * kind, planned on the stale statistics of a journal the backfill itself is filling (quadratic).
 */
const unposted = (kind: string, id: SQL) => sql`(select 1 from journal_entries e where e.source_kind = ${kind} and e.source_id = ${id} limit 1) is null`;

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
 * Completed ledger rows after `after` (and within `ids` when given) with no entry. A profit credit
 * whose note names a paid profit row (`profit <date> #<id>`, as an approved request and the demo
 * write it) and no other action's audit row is that row paid into capital.
 */
export async function unpostedLedgerRows(db: Tx, params: { after: bigint; limit: number; ids?: { from: bigint; to: bigint } }): Promise<UnpostedLedgerRow[]> {
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
        where b.status = 'completed' and b.id > ${params.after.toString()}::bigint ${within}
          and ${unposted('balance-transaction', sql`b.id::text`)}
        order by b.id limit ${params.limit}`,
  );
  return rows.map(({ reversedType, reversedCreditType, reversedAmount, ...row }) => ({
    ...row,
    reversed: reversedType === null ? null : { type: reversedType, creditType: reversedCreditType, amount: reversedAmount! },
  }));
}

export type UnpostedSubscriber = Audited & { id: string; currency: string; subscriptionDate: string; subscriptionAmount: string };

/** Subscribers after `after` whose opening capital has no entry. */
export async function unpostedSubscribers(db: Tx, params: { after: string; limit: number }): Promise<UnpostedSubscriber[]> {
  return rowsOf(
    db,
    sql`select s.id, s.currency, s.subscription_date::text as "subscriptionDate", s.subscription_amount::text as "subscriptionAmount",
          audit."auditId", audit."auditAction"
        from subscribers s
        ${auditOf('subscriber', ['subscriber.create', 'subscriber.update'], sql`s.id`)}
        where s.id > ${params.after} and ${unposted('subscriber', sql`s.id`)}
        order by s.id limit ${params.limit}`,
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

/** Completed operations after `after` with no entry. */
export async function unpostedOperations(db: Tx, params: { after: string; limit: number }): Promise<UnpostedOperation[]> {
  return rowsOf(
    db,
    sql`select o.id, o.number, o.currency, o.operation_date::text as "operationDate", o.mediator_id as "mediatorId", o.revenue::text as revenue,
          o.investor_share::text as "investorShare", o.mediator_share::text as "mediatorShare", o.special_share::text as "specialShare",
          audit."auditId", audit."auditAction"
        from operations o
        ${auditOf('operation', ['operation.complete'], sql`o.id`)}
        where o.status = 'completed' and o.id > ${params.after} and ${unposted('operation', sql`o.id`)}
        order by o.id limit ${params.limit}`,
  );
}

export type UnpostedSale = Audited & { id: string; saleNumber: string; currency: string; saleDate: string; totalSale: string; totalCost: string };

/** Sold sales after `after` with no entry. */
export async function unpostedSales(db: Tx, params: { after: string; limit: number }): Promise<UnpostedSale[]> {
  return rowsOf(
    db,
    sql`select p.id, p.sale_number as "saleNumber", p.currency, p.sale_date::text as "saleDate", p.total_sale::text as "totalSale",
          p.total_cost::text as "totalCost", audit."auditId", audit."auditAction"
        from product_sales p
        ${auditOf('product-sale', ['product-sale.sell'], sql`p.id`)}
        where p.status = 'sold' and p.id > ${params.after} and ${unposted('product-sale', sql`p.id`)}
        order by p.id limit ${params.limit}`,
  );
}

export type UnpostedRun = Audited & {
  id: string;
  kind: 'investor' | 'commission';
  source: 'operations' | 'sales' | null;
  year: number;
  month: number;
  currency: string;
  parameters: Record<string, unknown>;
  totals: Record<string, unknown>;
  /** Its profit rows in the order they were written. */
  rows: Array<{ type: string; subscriberId: string | null; individualId: string; share: string }>;
};

/** Runs after `after` with no entry, with their profit rows. */
export async function unpostedRuns(db: Tx, params: { after: string; limit: number; kind: string }): Promise<UnpostedRun[]> {
  return rowsOf(
    db,
    sql`select r.id, r.kind, r.source, r.year, r.month, r.currency, r.parameters, r.totals, audit."auditId", audit."auditAction",
          coalesce((select json_agg(json_build_object('type', p.distribution_type, 'subscriberId', p.subscriber_id, 'individualId', p.individual_id,
              'share', p.share::text) order by p.id)
            from monthly_profits p where p.run_id = r.id), '[]'::json) as rows
        from distribution_runs r
        ${auditOf('distribution_run', ['profit-distribution.distribute', 'profit-distribution.commissions'], sql`r.id`)}
        where r.id > ${params.after} and ${unposted(params.kind, sql`r.id`)}
        order by r.id limit ${params.limit}`,
  );
}

/**
 * Many entries and their lines in three statements (docs/accounting.md §1): their ids drawn at once,
 * the entries, then every line. The database checks each entry's balance at commit.
 */
export async function insertJournalEntries(db: Tx, entries: readonly NewJournalEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const ids = await nextIds(db, 'journal_entries', entries.length);
  const heads = entries.map((entry, index) => ({
    id: ids[index]!.toString(),
    entry_date: entry.entryDate,
    memo: entry.memo,
    source_kind: entry.sourceKind,
    source_id: entry.sourceId,
    audit_id: entry.auditId === null ? null : entry.auditId.toString(),
  }));
  await db.execute(sql`
    insert into journal_entries (id, number, entry_date, memo, source_kind, source_id, audit_id)
    select e.id, 'JE-' || lpad(e.id::text, greatest(6, length(e.id::text)), '0'), e.entry_date, e.memo, e.source_kind, e.source_id, e.audit_id
    from jsonb_to_recordset(${JSON.stringify(heads)}::jsonb)
      as e(id bigint, entry_date date, memo text, source_kind text, source_id text, audit_id bigint)
    order by e.id`);
  const lines = entries.flatMap((entry, index) =>
    entry.lines.map((line, lineIndex) => ({
      entry_id: ids[index]!.toString(),
      line_no: lineIndex + 1,
      account_code: line.account,
      party_id: line.partyId,
      currency: line.currency,
      debit: minorToNumeric(line.debitMinor, line.currency),
      credit: minorToNumeric(line.creditMinor, line.currency),
    })),
  );
  await db.execute(sql`
    insert into journal_lines (entry_id, line_no, account_code, party_id, currency, debit, credit)
    select l.entry_id, l.line_no, l.account_code, l.party_id, l.currency, l.debit, l.credit
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
      as l(entry_id bigint, line_no int, account_code text, party_id text, currency text, debit numeric, credit numeric)
    order by l.entry_id, l.line_no`);
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
 * in it: a batch's read is planned at the cost of the whole table (its limit comes after a filter
 * the planner cannot size), and PostgreSQL compiled it for 1.2 s to run it in 45 ms.
 */
export async function lockBooksBackfill(db: Tx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('wasit.books-backfill'))`);
  await db.execute(sql`set local jit = off`);
}
