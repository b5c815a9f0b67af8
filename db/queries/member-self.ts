import { sql } from 'drizzle-orm';
import type { MemberLedgerSortColumn, MemberOperationSortColumn, MemberProfitSortColumn } from '../../contract/member';
import type { Tx } from '../client';
import { EXPLAINABLE_PROFIT } from './profit-explanations';
import { rowsOf } from './raw-rows';
import { keysetOrder, sortableColumns, type KeysetPage, type SortableColumn, type SortKind } from './sorted-keyset';

/**
 * A member's own data. Every query takes the individual id the server read from the session and
 * filters by it in SQL, so no row of anyone else can be returned, whatever the client sends.
 */

export type MemberIdentity = { id: string; name: string };

export async function findMemberIndividual(db: Tx, individualId: string): Promise<MemberIdentity | null> {
  const [row] = await rowsOf<MemberIdentity>(db, sql`select id, name from individuals where id = ${individualId}`);
  return row ?? null;
}

export type MemberSubscriptionRecord = {
  id: string;
  currency: string;
  subscriptionDate: string;
  subscriptionAmount: string;
  balance: string;
  status: string;
};

export function memberSubscriptions(db: Tx, params: { individualId: string }): Promise<MemberSubscriptionRecord[]> {
  return rowsOf<MemberSubscriptionRecord>(
    db,
    sql`select id, currency, subscription_date::text as "subscriptionDate", subscription_amount::text as "subscriptionAmount",
          balance::text, status
        from subscribers where individual_id = ${params.individualId} order by subscription_date, id`,
  );
}

export type MemberLedgerRecord = {
  id: string;
  subscriberId: string;
  currency: string;
  transactionDate: string;
  type: string;
  creditType: string | null;
  amount: string;
  status: string;
  note: string;
};

export const MEMBER_LEDGER_SORTS = sortableColumns({
  day: { date: sql`t.transaction_date` },
  text: { type: sql`t.type`, status: sql`t.status`, note: sql`coalesce(t.note, '')` },
  decimal: { amount: sql`t.amount` },
}) satisfies Record<MemberLedgerSortColumn, SortableColumn>;

export type MemberLedgerParams = { individualId: string } & KeysetPage<MemberLedgerSortColumn>;

/** The member's capital rows in the chosen order, keyset on (sort value, id); the id compares as its text (docs/architecture.md §8). */
export function memberLedger(db: Tx, params: MemberLedgerParams): Promise<Array<MemberLedgerRecord & { sortValue: string }>> {
  const order = keysetOrder(MEMBER_LEDGER_SORTS, sql`t.id::text`, params.sort);
  return rowsOf(
    db,
    sql`select t.id::text, t.subscriber_id as "subscriberId", s.currency, t.transaction_date::text as "transactionDate", t.type,
          t.credit_type as "creditType", t.amount::text, t.status, t.note, ${order.sortValue} as "sortValue"
        from balance_transactions t join subscribers s on s.id = t.subscriber_id
        where s.individual_id = ${params.individualId}${order.andWhere}
        order by ${order.orderList} limit ${params.limit}`,
  );
}

export type MemberProfitRecord = {
  id: string;
  type: string;
  amount: string;
  currency: string;
  profitDate: string;
  paid: boolean;
  requestStatus: string | null;
  explainable: boolean;
};

export const MEMBER_PROFIT_SORTS = sortableColumns({
  day: { date: sql`p.profit_date` },
  text: { type: sql`p.distribution_type` },
  decimal: { amount: sql`p.share` },
  boolean: { status: sql`p.paid` },
}) satisfies Record<MemberProfitSortColumn, SortableColumn>;

export type MemberProfitParams = { individualId: string } & KeysetPage<MemberProfitSortColumn>;

/** The member's profit rows in the chosen order, each with the status of its latest request. */
export function memberProfits(db: Tx, params: MemberProfitParams): Promise<Array<MemberProfitRecord & { sortValue: string }>> {
  const order = keysetOrder(MEMBER_PROFIT_SORTS, sql`p.id::text`, params.sort);
  return rowsOf(
    db,
    sql`select p.id::text, p.distribution_type as type, p.share::text as amount, p.currency, p.profit_date::text as "profitDate", p.paid,
          (select r.status from profit_requests r where r.monthly_profit_id = p.id order by r.requested_at desc, r.id desc limit 1) as "requestStatus",
          ${EXPLAINABLE_PROFIT} as explainable,
          ${order.sortValue} as "sortValue"
        from monthly_profits p
        where p.individual_id = ${params.individualId}${order.andWhere}
        order by ${order.orderList} limit ${params.limit}`,
  );
}

export type MemberOperationRecord = {
  id: string;
  number: string;
  operationDate: string;
  amount: string;
  currency: string;
  clientId: string;
  clientName: string;
  mediatorName: string;
  mediatorShare: string;
  status: string;
};

/**
 * What the member's operations sort by. The role and the other party are the member's point of
 * view: the client's counterpart is the mediator and the other way round; a client's row has no
 * mediator share to show and sorts as zero.
 */
function memberOperationSorts(individualId: string) {
  const isClient = sql`o.client_id = ${individualId}`;
  return {
    date: { expr: sql`o.operation_date`, kind: 'day' },
    number: { expr: sql`o.number`, kind: 'text' },
    role: { expr: sql`case when ${isClient} then 'client' else 'mediator' end`, kind: 'text' },
    counterpart: { expr: sql`case when ${isClient} then m.name else c.name end`, kind: 'text' },
    amount: { expr: sql`o.amount`, kind: 'decimal' },
    mediatorShare: { expr: sql`case when ${isClient} then 0 else o.mediator_share end`, kind: 'decimal' },
    status: { expr: sql`o.status`, kind: 'text' },
  } satisfies Record<MemberOperationSortColumn, SortableColumn>;
}

export type MemberOperationParams = { individualId: string } & KeysetPage<MemberOperationSortColumn>;

/** Operations where the member is the client or the mediator, in the chosen order. */
export function memberOperations(db: Tx, params: MemberOperationParams): Promise<Array<MemberOperationRecord & { sortValue: string }>> {
  const order = keysetOrder(memberOperationSorts(params.individualId), sql`o.id`, params.sort);
  return rowsOf(
    db,
    sql`select o.id, o.number, o.operation_date::text as "operationDate", o.amount::text, o.currency, o.client_id as "clientId",
          c.name as "clientName", m.name as "mediatorName", o.mediator_share::text as "mediatorShare", o.status, ${order.sortValue} as "sortValue"
        from operations o join individuals c on c.id = o.client_id join individuals m on m.id = o.mediator_id
        where (o.client_id = ${params.individualId} or o.mediator_id = ${params.individualId})${order.andWhere}
        order by ${order.orderList} limit ${params.limit}`,
  );
}

/** The kind of each operations sort column, for reading a cursor (the SQL needs the member; the kinds do not). */
export const MEMBER_OPERATION_SORT_KINDS: Record<MemberOperationSortColumn, { kind: SortKind }> = memberOperationSorts('');
