import { violatedUniqueIndex } from './unique-violation';
import type { Currency } from '../../domain';
import { numericToDecimal } from '../money-columns';
import { sql } from 'drizzle-orm';
import type { ReportSortColumn } from '../../contract/profit-distribution';
import type { Tx } from '../client';
import { distributionRuns } from '../schema';
import { EXPLAINABLE_PROFIT } from './profit-explanations';
import { rowsOf } from './raw-rows';
import { keysetOrder, sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

export type ProfitType = 'profit' | 'commission' | 'special';

/** A row to write; `share` is the column's decimal text, produced from minor units by the caller. */
export type NewProfitRow = { individualId: string; subscriberId: string | null; share: string; distributionType: ProfitType; note: string };

/** What a run is of (the schema's runScope of distribution_runs): its kind, its source (investor runs), its month and currency. */
export type RunScope = {
  kind: 'investor' | 'commission';
  source: 'operations' | 'sales' | null;
  year: number;
  month: number;
  currency: string;
};

export type NewRun = RunScope & {
  id: string;
  parameters: unknown;
  totals: unknown;
  createdBy: string | null;
};

/** The unique indexes of distribution_runs refuse a second run of a month: the caller maps the violation. */
export async function insertRun(db: Tx, run: NewRun): Promise<void> {
  await db.insert(distributionRuns).values(run);
}

export const RUN_UNIQUE_INDEXES = ['distribution_runs_investor_key', 'distribution_runs_commission_key'];

/**
 * One statement whatever the number of rows: each column travels as one array parameter and
 * `unnest` turns them back into rows (a multi-row VALUES needs a parameter per cell, and parsing
 * one JSON text per batch costs more than reading arrays). Both drivers bind arrays the same way.
 */
export async function insertProfitRows(
  db: Tx,
  params: { runId: string; currency: string; profitDate: string; rows: readonly NewProfitRow[] },
): Promise<number> {
  if (params.rows.length === 0) return 0;
  const column = <TKey extends keyof NewProfitRow>(key: TKey) => sql.param(params.rows.map((row) => row[key]));
  await db.execute(
    sql`insert into monthly_profits (individual_id, subscriber_id, run_id, share, currency, profit_date, distribution_type, note)
        select r.individual_id, r.subscriber_id, ${params.runId}, r.share, ${params.currency}, ${params.profitDate}::date, r.distribution_type, r.note
        from unnest(${column('individualId')}::text[], ${column('subscriberId')}::text[], ${column('share')}::numeric[],
          ${column('distributionType')}::text[], ${column('note')}::text[]) as r(individual_id, subscriber_id, share, distribution_type, note)`,
  );
  return params.rows.length;
}

export type MonthRowCounts = { profit: number; commission: number; special: number; paid: number };

export async function countMonthRows(db: Tx, params: { profitDate: string; currency: string }): Promise<MonthRowCounts> {
  const [row] = await rowsOf<MonthRowCounts>(
    db,
    sql`select count(*) filter (where distribution_type = 'profit')::int as profit,
          count(*) filter (where distribution_type = 'commission')::int as commission,
          count(*) filter (where distribution_type = 'special')::int as special,
          count(*) filter (where paid)::int as paid
        from monthly_profits where profit_date = ${params.profitDate} and currency = ${params.currency}`,
  );
  return row ?? { profit: 0, commission: 0, special: 0, paid: 0 };
}

export type InvestorProfitSum = { subscriberId: string; name: string; total: string; rowCount: number };

/** Each investor's profit rows of the month summed (the base of mediator commissions). */
export function profitsByInvestor(db: Tx, params: { profitDate: string; currency: string }): Promise<InvestorProfitSum[]> {
  return rowsOf<InvestorProfitSum>(
    db,
    sql`select p.subscriber_id as "subscriberId", i.name, sum(p.share)::text as total, count(*)::int as "rowCount"
        from monthly_profits p join subscribers s on s.id = p.subscriber_id join individuals i on i.id = s.individual_id
        where p.profit_date = ${params.profitDate} and p.currency = ${params.currency} and p.distribution_type = 'profit'
        group by p.subscriber_id, i.name`,
  );
}

export type MonthRunRow = { id: string; kind: string; source: string | null };

/** The month's runs; `forUpdate` locks them (reset), so that two resets of one month queue. */
export function monthRuns(db: Tx, params: { year: number; month: number; currency: string; forUpdate: boolean }): Promise<MonthRunRow[]> {
  const lock = params.forUpdate ? sql` for update` : sql``;
  return rowsOf<MonthRunRow>(
    db,
    sql`select id, kind, source from distribution_runs
        where year = ${params.year} and month = ${params.month} and currency = ${params.currency} order by id${lock}`,
  );
}

export type DeletedProfitRow = {
  id: string;
  individualId: string;
  subscriberId: string | null;
  share: string;
  distributionType: string;
  paid: boolean;
  runId: string;
};

/** Locks the month's rows (a payment racing the reset waits) and says how many are paid. */
export async function lockMonthProfits(db: Tx, params: { profitDate: string; currency: string }): Promise<{ count: number; paid: number }> {
  const [row] = await rowsOf<{ count: number; paid: number }>(
    db,
    sql`select count(*)::int as count, count(*) filter (where paid)::int as paid from (
          select paid from monthly_profits where profit_date = ${params.profitDate} and currency = ${params.currency} for update
        ) locked`,
  );
  return row ?? { count: 0, paid: 0 };
}

/** Deletes the rows the given runs wrote (every profit row belongs to a run), returning them for the audit. */
export function deleteRunProfits(db: Tx, runIds: readonly string[]): Promise<DeletedProfitRow[]> {
  return rowsOf<DeletedProfitRow>(
    db,
    sql`delete from monthly_profits where run_id in (select jsonb_array_elements_text(${JSON.stringify(runIds)}::jsonb))
        returning id::text, individual_id as "individualId", subscriber_id as "subscriberId", share::text, distribution_type as "distributionType", paid, run_id as "runId"`,
  );
}

/** Sets the runs' sources back to undistributed and deletes the runs (their source records cascade). */
export async function undoRuns(db: Tx, runIds: readonly string[]): Promise<{ operations: number; sales: number }> {
  if (runIds.length === 0) return { operations: 0, sales: 0 };
  const ids = JSON.stringify(runIds);
  const runs = sql`(select jsonb_array_elements_text(${ids}::jsonb))`;
  // Locked in id order first, the order a distribute locks its sources in: the two queue, never deadlock.
  await db.execute(sql`select id from operations where id in (select operation_id from distribution_sources where run_id in ${runs}) order by id for update`);
  await db.execute(sql`select id from product_sales where id in (select sale_id from distribution_sources where run_id in ${runs}) order by id for update`);
  const operations = await rowsOf<{ id: string }>(
    db,
    sql`update operations set is_profit_distributed = false, updated_at = now()
        where id in (select operation_id from distribution_sources where run_id in ${runs}) returning id`,
  );
  const sales = await rowsOf<{ id: string }>(
    db,
    sql`update product_sales set is_profit_distributed = false, updated_at = now()
        where id in (select sale_id from distribution_sources where run_id in ${runs}) returning id`,
  );
  await db.execute(sql`delete from distribution_runs where id in ${runs}`);
  return { operations: operations.length, sales: sales.length };
}

export type ReportRecord = { id: string; beneficiaryName: string; amount: string; date: string; type: ProfitType; paid: boolean; explainable: boolean };

export type ReportParams = { profitDate: string; currency: string; type: ProfitType | 'all' } & KeysetPage<ReportSortColumn>;

const reportWhere = (params: Omit<ReportParams, 'sort' | 'limit'>) =>
  sql`p.profit_date = ${params.profitDate} and p.currency = ${params.currency}${params.type === 'all' ? sql`` : sql` and p.distribution_type = ${params.type}`}`;

/** What the month's report sorts by, the row's bigint id breaking ties. */
export const REPORT_SORTS = sortableColumns({
  text: { beneficiary: sql.raw('i.name'), type: sql.raw('p.distribution_type') },
  decimal: { amount: sql.raw('p.share') },
  day: { date: sql.raw('p.profit_date') },
  boolean: { status: sql.raw('p.paid') },
}) satisfies Record<ReportSortColumn, SortableColumn>;

/** A page of the month's rows in the sort's order, after its cursor (keyset on the sort value and the bigint id). */
export function listReportRows(db: Tx, params: ReportParams): Promise<Array<ReportRecord & { sortValue: string }>> {
  const order = keysetOrder(REPORT_SORTS, sql.raw('p.id'), params.sort, 'integer');
  return rowsOf<ReportRecord & { sortValue: string }>(
    db,
    sql`select p.id::text, i.name as "beneficiaryName", p.share::text as amount, p.profit_date::text as date, p.distribution_type as type, p.paid,
          ${EXPLAINABLE_PROFIT} as explainable, ${order.sortValue} as "sortValue"
        from monthly_profits p join individuals i on i.id = p.individual_id
        where ${reportWhere(params)}${order.andWhere} order by ${order.orderList} limit ${params.limit}`,
  );
}

export async function sumReportRows(db: Tx, params: Omit<ReportParams, 'sort' | 'limit'>): Promise<{ total: string; count: number }> {
  const [row] = await rowsOf<{ total: string; count: number }>(
    db,
    sql`select coalesce(sum(p.share), 0)::text as total, count(*)::int as count from monthly_profits p where ${reportWhere(params)}`,
  );
  return row ?? { total: '0', count: 0 };
}

/** True when the error is a unique violation of one of the named indexes. */
export function isUniqueViolationOf(error: unknown, indexes: readonly string[]): boolean {
  const index = violatedUniqueIndex(error);
  return index !== null && indexes.includes(index);
}

export type RunRequest = { id: string; status: string; monthlyProfitId: string };

/**
 * Members' requests on the profit rows of the given runs. Read, not locked: an approver locks its
 * request and then the row, the reset holds the rows, so locking requests here could deadlock; a new
 * request needs the row's lock, so none appears while the reset holds it.
 */
export function requestsOnRunProfits(db: Tx, runIds: readonly string[]): Promise<RunRequest[]> {
  return rowsOf<RunRequest>(
    db,
    sql`select r.id, r.status, r.monthly_profit_id::text as "monthlyProfitId" from profit_requests r
        join monthly_profits p on p.id = r.monthly_profit_id
        where p.run_id in (select jsonb_array_elements_text(${JSON.stringify(runIds)}::jsonb)) order by r.id`,
  );
}

/**
 * The sum of the month's rows of a currency (what a reset would delete), as the wire's decimal text
 * with the currency's digits: the column's text is "401124.00" for XAF too (docs/money.md §6).
 */
export async function sumMonthRows(db: Tx, params: { profitDate: string; currency: Currency }): Promise<string> {
  const [row] = await rowsOf<{ total: string }>(
    db,
    sql`select coalesce(sum(share), 0)::text as total from monthly_profits where profit_date = ${params.profitDate} and currency = ${params.currency}`,
  );
  return numericToDecimal(row?.total ?? '0', params.currency);
}
