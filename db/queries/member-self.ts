import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';

/**
 * A member's own data. Every query takes the individual id the server read from the session and
 * filters by it in SQL, so no row of anyone else can be returned, whatever the client sends.
 */
async function rowsOf<TRow>(db: Tx, query: SQL): Promise<TRow[]> {
  const answer = (await db.execute(query)) as unknown as { rows: TRow[] };
  return answer.rows;
}

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

export type MemberLedgerParams = { individualId: string; after: { date: string; id: string } | null; limit: number };

/** Newest first, keyset on (transaction_date, id). */
export function memberLedger(db: Tx, params: MemberLedgerParams): Promise<MemberLedgerRecord[]> {
  const after = params.after ? sql` and (t.transaction_date, t.id) < (${params.after.date}::date, ${params.after.id}::bigint)` : sql``;
  return rowsOf<MemberLedgerRecord>(
    db,
    sql`select t.id::text, t.subscriber_id as "subscriberId", s.currency, t.transaction_date::text as "transactionDate", t.type,
          t.credit_type as "creditType", t.amount::text, t.status, t.note
        from balance_transactions t join subscribers s on s.id = t.subscriber_id
        where s.individual_id = ${params.individualId}${after}
        order by t.transaction_date desc, t.id desc limit ${params.limit}`,
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
};

export type MemberProfitParams = { individualId: string; after: { date: string; id: string } | null; limit: number };

/** The member's profit rows, newest first, each with the status of its latest request. */
export function memberProfits(db: Tx, params: MemberProfitParams): Promise<MemberProfitRecord[]> {
  const after = params.after ? sql` and (p.profit_date, p.id) < (${params.after.date}::date, ${params.after.id}::bigint)` : sql``;
  return rowsOf<MemberProfitRecord>(
    db,
    sql`select p.id::text, p.distribution_type as type, p.share::text as amount, p.currency, p.profit_date::text as "profitDate", p.paid,
          (select r.status from profit_requests r where r.monthly_profit_id = p.id order by r.requested_at desc, r.id desc limit 1) as "requestStatus"
        from monthly_profits p
        where p.individual_id = ${params.individualId}${after}
        order by p.profit_date desc, p.id desc limit ${params.limit}`,
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

export type MemberOperationParams = { individualId: string; after: { date: string; id: string } | null; limit: number };

/** Operations where the member is the client or the mediator, newest first. */
export function memberOperations(db: Tx, params: MemberOperationParams): Promise<MemberOperationRecord[]> {
  const after = params.after ? sql` and (o.operation_date, o.id) < (${params.after.date}::date, ${params.after.id})` : sql``;
  return rowsOf<MemberOperationRecord>(
    db,
    sql`select o.id, o.number, o.operation_date::text as "operationDate", o.amount::text, o.currency, o.client_id as "clientId",
          c.name as "clientName", m.name as "mediatorName", o.mediator_share::text as "mediatorShare", o.status
        from operations o join individuals c on c.id = o.client_id join individuals m on m.id = o.mediator_id
        where (o.client_id = ${params.individualId} or o.mediator_id = ${params.individualId})${after}
        order by o.operation_date desc, o.id desc limit ${params.limit}`,
  );
}
