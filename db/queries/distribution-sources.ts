import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { packedRowsOf } from './packed-rows';
import { rowsOf } from './raw-rows';

export type SourceKind = 'operations' | 'sales';
export type MonthScope = { monthStart: string; monthEnd: string; currency: string };

/** One operation or sale as the distribution page lists it; `amount` is the investor share or the sale's profit. */
export type SourceRecord = {
  id: string;
  date: string;
  number: string;
  clientName: string | null;
  mediatorName: string | null;
  mediatorShare: string | null;
  amount: string;
  status: string;
  distributed: boolean;
};

const OPERATION_COLUMNS = sql.raw(`o.id, o.operation_date::text as date, o.number, c.name as "clientName", m.name as "mediatorName",
  o.mediator_share::text as "mediatorShare", o.investor_share::text as amount, o.status, o.is_profit_distributed as distributed`);
const SALE_COLUMNS = sql.raw(`s.id, s.sale_date::text as date, s.sale_number as number, null as "clientName", null as "mediatorName",
  null as "mediatorShare", s.profit::text as amount, s.status, s.is_profit_distributed as distributed`);

function fromSource(kind: SourceKind): SQL {
  return kind === 'operations'
    ? sql`${OPERATION_COLUMNS} from operations o join individuals c on c.id = o.client_id join individuals m on m.id = o.mediator_id`
    : sql`${SALE_COLUMNS} from product_sales s`;
}

/** docs/distribution.md §2: completed operations, sold sales. */
const READY_STATUS = { operations: 'completed', sales: 'sold' } as const;
const PENDING_STATUS = { operations: 'pending', sales: 'pending' } as const;

function inMonth(kind: SourceKind, scope: MonthScope): SQL {
  return kind === 'operations'
    ? sql`o.currency = ${scope.currency} and o.operation_date between ${scope.monthStart} and ${scope.monthEnd}`
    : sql`s.currency = ${scope.currency} and s.sale_date between ${scope.monthStart} and ${scope.monthEnd}`;
}

const alias = (kind: SourceKind) => sql.raw(kind === 'operations' ? 'o' : 's');
const dateColumn = (kind: SourceKind) => sql.raw(kind === 'operations' ? 'o.operation_date' : 's.sale_date');

export type SourceListParams = MonthScope & { kind: SourceKind; distributed: boolean; limit: number };

/** The first rows of the month: selectable (ready, undistributed) or already distributed ones. */
export function listMonthSources(db: Tx, params: SourceListParams): Promise<SourceRecord[]> {
  const a = alias(params.kind);
  const ready = params.distributed ? sql`` : sql` and ${a}.status = ${READY_STATUS[params.kind]}`;
  return rowsOf<SourceRecord>(
    db,
    sql`select ${fromSource(params.kind)} where ${inMonth(params.kind, params)} and ${a}.is_profit_distributed = ${params.distributed}${ready}
        order by ${dateColumn(params.kind)}, ${a}.id limit ${params.limit}`,
  );
}

export type SourceCounts = { selectableCount: number; selectableTotal: string; notReadyCount: number; distributedCount: number };

/** Counts of the month in one pass; the total is exact numeric arithmetic in the database. */
export async function countMonthSources(db: Tx, params: MonthScope & { kind: SourceKind }): Promise<SourceCounts> {
  const a = alias(params.kind);
  const amount = sql.raw(params.kind === 'operations' ? 'o.investor_share' : 's.profit');
  const table = sql.raw(params.kind === 'operations' ? 'operations o' : 'product_sales s');
  const ready = READY_STATUS[params.kind];
  const [row] = await rowsOf<SourceCounts>(
    db,
    sql`select
          count(*) filter (where ${a}.status = ${ready} and not ${a}.is_profit_distributed)::int as "selectableCount",
          coalesce(sum(${amount}) filter (where ${a}.status = ${ready} and not ${a}.is_profit_distributed), 0)::text as "selectableTotal",
          count(*) filter (where ${a}.status = ${PENDING_STATUS[params.kind]})::int as "notReadyCount",
          count(*) filter (where ${a}.is_profit_distributed)::int as "distributedCount"
        from ${table} where ${inMonth(params.kind, params)}`,
  );
  return row ?? { selectableCount: 0, selectableTotal: '0', notReadyCount: 0, distributedCount: 0 };
}

export type LockedSource = { id: string; amount: string; status: string; distributed: boolean; inScope: boolean };

/**
 * The selected sources, row-locked in id order when `forUpdate` (two distributes lock in the same
 * order, so they queue instead of deadlocking). `ids` null selects the whole month.
 * With ids, rows are read whatever their state so the caller can say which one is no longer selectable.
 */
export async function selectSources(
  db: Tx,
  params: MonthScope & { kind: SourceKind; ids: readonly string[] | null; forUpdate: boolean },
): Promise<LockedSource[]> {
  const a = alias(params.kind);
  const table = sql.raw(params.kind === 'operations' ? 'operations o' : 'product_sales s');
  const amount = sql.raw(params.kind === 'operations' ? 'o.investor_share' : 's.profit');
  const scope = inMonth(params.kind, params);
  const where =
    params.ids === null
      ? sql`${scope} and ${a}.status = ${READY_STATUS[params.kind]} and not ${a}.is_profit_distributed`
      : sql`${a}.id in (select jsonb_array_elements_text(${JSON.stringify(params.ids)}::jsonb))`;
  const lock = params.forUpdate ? sql` for update of ${a}` : sql``;
  // Read packed (packed-rows.ts): a month of 140,000 operations is one text instead of 700,000 fields.
  const rows = await packedRowsOf(
    db,
    { id: sql`${a}.id`, amount, status: sql`${a}.status`, distributed: sql`${a}.is_profit_distributed`, inScope: sql`(${scope})` },
    sql`from ${table} where ${where} order by ${a}.id${lock}`,
  );
  return rows.map((row) => ({ ...row, distributed: row.distributed === 'true', inScope: row.inScope === 'true' }));
}

/**
 * Records which run distributed each source and sets the sources' flag, in the caller's
 * transaction: two statements whatever the number of sources, the ids and amounts passed as arrays.
 */
export async function markSourcesDistributed(
  db: Tx,
  params: { kind: SourceKind; runId: string; sources: readonly { id: string; amount: string }[] },
): Promise<number> {
  if (params.sources.length === 0) return 0;
  const column = sql.raw(params.kind === 'operations' ? 'operation_id' : 'sale_id');
  const table = sql.raw(params.kind === 'operations' ? 'operations' : 'product_sales');
  const ids = sql.param(params.sources.map((source) => source.id));
  const amounts = sql.param(params.sources.map((source) => source.amount));
  await db.execute(
    sql`insert into distribution_sources (run_id, ${column}, amount)
        select ${params.runId}, r.id, r.amount from unnest(${ids}::text[], ${amounts}::numeric[]) as r(id, amount)`,
  );
  const [row] = await rowsOf<{ marked: number }>(
    db,
    sql`with marked as (
          update ${table} set is_profit_distributed = true, updated_at = now() where id = any(${ids}::text[]) and not is_profit_distributed returning 1
        )
        select count(*)::int as marked from marked`,
  );
  return row?.marked ?? 0;
}
