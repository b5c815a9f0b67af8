import { sql, type SQL } from 'drizzle-orm';
import type { WithdrawalSortColumn } from '../../contract/withdrawals';
import type { Tx } from '../client';
import { withdrawalRequests } from '../schema';
import { isoInstant } from './iso-instant';
import { rowsOf } from './raw-rows';
import { keysetOrder, sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

export type NewWithdrawal = {
  id: string;
  subscriberId: string;
  individualId: string;
  requesterUserId: string;
  amount: string;
  currency: string;
  reason: string;
};

export async function insertWithdrawal(db: Tx, request: NewWithdrawal): Promise<void> {
  await db.insert(withdrawalRequests).values(request);
}

export type WithdrawalRecord = {
  id: string;
  subscriberId: string;
  individualId: string;
  memberName: string;
  requesterUserId: string;
  requesterName: string;
  amount: string;
  currency: string;
  reason: string;
  status: string;
  requestedAt: string;
  decidedAt: string | null;
  decisionNote: string;
  ledgerRowId: string | null;
};

const withdrawalSelect = (extra: SQL = sql``) => sql`select w.id, w.subscriber_id as "subscriberId", w.individual_id as "individualId", i.name as "memberName",
    w.requester_user_id as "requesterUserId", u.name as "requesterName", w.amount::text as amount, w.currency, w.reason, w.status,
    ${isoInstant(sql`w.requested_at`)} as "requestedAt", ${isoInstant(sql`w.decided_at`)} as "decidedAt", w.decision_note as "decisionNote",
    w.ledger_row_id::text as "ledgerRowId"${extra}
  from withdrawal_requests w
  join individuals i on i.id = w.individual_id
  join users u on u.id = w.requester_user_id`;

export async function findWithdrawal(db: Tx, id: string): Promise<WithdrawalRecord | null> {
  const [row] = await rowsOf<WithdrawalRecord>(db, sql`${withdrawalSelect()} where w.id = ${id}`);
  return row ?? null;
}

/** Locks the request's row only: the ledger's subscriber lock comes next, in that order for every approver. */
export async function lockWithdrawal(db: Tx, id: string): Promise<WithdrawalRecord | null> {
  const [row] = await rowsOf<WithdrawalRecord>(db, sql`${withdrawalSelect()} where w.id = ${id} for update of w`);
  return row ?? null;
}

export const WITHDRAWAL_SORTS = sortableColumns({
  text: { member: sql`i.name`, status: sql`w.status` },
  decimal: { amount: sql`w.amount` },
  time: { requestedAt: sql`w.requested_at` },
}) satisfies Record<WithdrawalSortColumn, SortableColumn>;

export type ListWithdrawalsParams = KeysetPage<WithdrawalSortColumn> & {
  /** Only this individual's requests (a member's own list); null for every request (an approver's). */
  individualId: string | null;
  status?: string;
};

/** Requests in the chosen order, keyset on (sort value, id). */
export function listWithdrawals(db: Tx, params: ListWithdrawalsParams): Promise<Array<WithdrawalRecord & { sortValue: string }>> {
  const order = keysetOrder(WITHDRAWAL_SORTS, sql`w.id`, params.sort);
  const own = params.individualId === null ? sql`` : sql` and w.individual_id = ${params.individualId}`;
  const status = params.status === undefined ? sql`` : sql` and w.status = ${params.status}`;
  return rowsOf(
    db,
    sql`${withdrawalSelect(sql`, ${order.sortValue} as "sortValue"`)} where true${own}${status}${order.andWhere} order by ${order.orderList} limit ${params.limit}`,
  );
}

export async function decideWithdrawal(
  db: Tx,
  params: { id: string; status: 'approved' | 'rejected'; decidedBy: string; decisionNote: string; ledgerRowId: string | null },
): Promise<void> {
  await db.execute(
    sql`update withdrawal_requests set status = ${params.status}, decided_by = ${params.decidedBy}, decided_at = now(),
          decision_note = ${params.decisionNote}, ledger_row_id = ${params.ledgerRowId}::bigint
        where id = ${params.id}`,
  );
}
