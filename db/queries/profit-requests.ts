import { sql, type SQL } from 'drizzle-orm';
import type { ProfitRequestSortColumn } from '../../contract/profit-requests';
import type { Tx } from '../client';
import { profitRequests } from '../schema';
import { EXPLAINABLE_PROFIT } from './profit-explanations';
import { isoInstant } from './iso-instant';
import { rowsOf } from './raw-rows';
import { keysetOrder, sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

export type ProfitRecord = {
  id: string;
  individualId: string;
  subscriberId: string | null;
  share: string;
  currency: string;
  profitDate: string;
  distributionType: string;
  paid: boolean;
  explainable: boolean;
};

/** The columns of the monthly_profits row `p`. */
const profitColumns = sql`p.id::text, p.individual_id as "individualId", p.subscriber_id as "subscriberId", p.share::text, p.currency,
  p.profit_date::text as "profitDate", p.distribution_type as "distributionType", p.paid, ${EXPLAINABLE_PROFIT} as explainable`;

/**
 * A profit row of one individual; another individual's row reads as missing. `forUpdate` locks it,
 * so that a request, an approval and a month reset touching the row run one after the other.
 */
export async function findOwnProfit(db: Tx, params: { id: bigint; individualId: string; forUpdate: boolean }): Promise<ProfitRecord | null> {
  const lock = params.forUpdate ? sql` for update` : sql``;
  const [row] = await rowsOf<ProfitRecord>(
    db,
    sql`select ${profitColumns} from monthly_profits p where p.id = ${params.id.toString()}::bigint and p.individual_id = ${params.individualId}${lock}`,
  );
  return row ?? null;
}

export async function findProfitForUpdate(db: Tx, id: bigint): Promise<ProfitRecord | null> {
  const [row] = await rowsOf<ProfitRecord>(db, sql`select ${profitColumns} from monthly_profits p where p.id = ${id.toString()}::bigint for update of p`);
  return row ?? null;
}

export async function markProfitPaid(db: Tx, id: bigint): Promise<void> {
  await db.execute(sql`update monthly_profits set paid = true where id = ${id.toString()}::bigint`);
}

/** What was asked is copied from the profit row, so a rejected request still says it after a month reset. */
export type NewProfitRequest = {
  id: string;
  monthlyProfitId: bigint;
  requesterUserId: string;
  individualId: string;
  note: string;
  profitDate: string;
  amount: string;
  currency: string;
  distributionType: string;
};

/** The partial unique index profit_requests_one_pending_key refuses a second pending request. */
export async function insertProfitRequest(db: Tx, request: NewProfitRequest): Promise<void> {
  await db.insert(profitRequests).values(request);
}

export const ONE_PENDING_INDEX = 'profit_requests_one_pending_key';

export type ProfitRequestRecord = {
  id: string;
  /** Null once a month reset has deleted the row of a rejected request. */
  monthlyProfitId: string | null;
  requesterUserId: string;
  requesterName: string;
  individualId: string;
  memberName: string;
  note: string;
  status: string;
  /** ISO instant in UTC, for display. */
  requestedAt: string;
  /** The full-precision timestamp text: the keyset position (microseconds matter on PostgreSQL). */
  profitDate: string;
  amount: string;
  currency: string;
  type: string;
  subscriberId: string | null;
};

const requestSelect = (
  extra: SQL = sql``,
) => sql`select r.id, r.monthly_profit_id::text as "monthlyProfitId", r.requester_user_id as "requesterUserId", u.name as "requesterName",
    r.individual_id as "individualId", i.name as "memberName", r.note, r.status, ${isoInstant(sql`r.requested_at`)} as "requestedAt",
    r.profit_date::text as "profitDate", r.amount::text as amount, r.currency, r.distribution_type as type, p.subscriber_id as "subscriberId"${extra}
  from profit_requests r
  left join monthly_profits p on p.id = r.monthly_profit_id
  join individuals i on i.id = r.individual_id
  join users u on u.id = r.requester_user_id`;

export async function findProfitRequest(db: Tx, id: string): Promise<ProfitRequestRecord | null> {
  const [row] = await rowsOf<ProfitRequestRecord>(db, sql`${requestSelect()} where r.id = ${id}`);
  return row ?? null;
}

/** Locks the request's row only (`for update of r`): the profit row is locked next, in that order, by every approver. */
export async function lockProfitRequest(db: Tx, id: string): Promise<ProfitRequestRecord | null> {
  const [row] = await rowsOf<ProfitRequestRecord>(db, sql`${requestSelect()} where r.id = ${id} for update of r`);
  return row ?? null;
}

/** What the pending list sorts by; by default oldest first (first come, first served). */
export const PROFIT_REQUEST_SORTS = sortableColumns({
  text: { member: sql`i.name`, type: sql`r.distribution_type`, note: sql`coalesce(r.note, '')` },
  day: { profitDate: sql`r.profit_date` },
  decimal: { amount: sql`r.amount` },
  time: { requestedAt: sql`r.requested_at` },
}) satisfies Record<ProfitRequestSortColumn, SortableColumn>;

export type ListPendingParams = KeysetPage<ProfitRequestSortColumn> & {
  /** The rows picked one by one (docs/operations.md §12): only these ids. */
  ids?: string[];
};

const picked = (ids: string[] | undefined) => (ids ? sql` and r.id::text = any(${sql.param(ids)}::text[])` : sql``);

/** Pending requests in the chosen order, keyset on (sort value, id); only the picked ones when `ids` is given. */
export function listPendingRequests(db: Tx, params: ListPendingParams): Promise<Array<ProfitRequestRecord & { sortValue: string }>> {
  const order = keysetOrder(PROFIT_REQUEST_SORTS, sql`r.id`, params.sort);
  return rowsOf(
    db,
    sql`${requestSelect(sql`, ${order.sortValue} as "sortValue"`)} where r.status = 'pending'${picked(params.ids)}${order.andWhere} order by ${order.orderList} limit ${params.limit}`,
  );
}

export async function decideProfitRequest(
  db: Tx,
  params: { id: string; status: 'approved' | 'rejected'; decidedBy: string; decisionNote: string },
): Promise<void> {
  await db.execute(
    sql`update profit_requests set status = ${params.status}, decided_by = ${params.decidedBy}, decided_at = now(), decision_note = ${params.decisionNote}
        where id = ${params.id}`,
  );
}

export type CreditTarget = { id: string; currency: string; status: string };

/** The member's active subscribers in a currency: where an approved profit goes when the row names none. */
export function activeSubscribersIn(db: Tx, params: { individualId: string; currency: string }): Promise<CreditTarget[]> {
  return rowsOf<CreditTarget>(
    db,
    sql`select id, currency, status from subscribers where individual_id = ${params.individualId} and currency = ${params.currency} and status = 'active' order by id`,
  );
}

/** True when the error (drivers nest it in `cause`) is the one-pending index refusing a second request. */
export function isSecondPendingRequest(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { constraint?: unknown }).constraint === ONE_PENDING_INDEX) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function hasPendingRequest(db: Tx, monthlyProfitId: bigint): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from profit_requests where monthly_profit_id = ${monthlyProfitId.toString()}::bigint and status = 'pending'`,
  );
  return rows.length > 0;
}
