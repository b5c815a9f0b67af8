import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { reportRowsOf } from './reports-rows';

export type BalanceReportRecord = { subscriberId: string; individualId: string; name: string; currency: string; subscriptionDate: string; status: string; balance: string };

/**
 * Every subscriber's balance at the end of `date`, computed from the ledger in one aggregate, the
 * same rule as the core's balanceAt: subscription amount + completed credits − completed debits
 * dated on or before that day (pending and cancelled rows do not count). Subscribers whose
 * subscription starts after the date did not exist yet and are left out.
 */
type BalanceKey = { name: string; individualId: string; id: string };

const balances = (date: string, after: BalanceKey | null = null) => sql`
  select s.id as "subscriberId", s.individual_id as "individualId", i.name, s.currency, s.subscription_date::text as "subscriptionDate", s.status,
    (s.subscription_amount + coalesce(sum(case when t.type = 'credit' then t.amount else -t.amount end), 0))::text as balance
  from subscribers s
  join individuals i on i.id = s.individual_id
  left join balance_transactions t on t.subscriber_id = s.id and t.status = 'completed' and t.transaction_date <= ${date}::date
  where s.subscription_date <= ${date}::date${after ? sql` and (i.name, i.id, s.id) > (${after.name}, ${after.individualId}, ${after.id})` : sql``}
  group by s.id, i.id, i.name`;

/** By name, keyset on (name, individual id, subscriber id). */
export function listBalancesReport(
  db: Tx,
  params: { date: string; after: BalanceKey | null; limit: number },
): Promise<BalanceReportRecord[]> {
  return reportRowsOf<BalanceReportRecord>(db, sql`${balances(params.date, params.after)} order by i.name, i.id, s.id limit ${params.limit}`);
}

export type BalanceTotalsRecord = { currency: string; count: number; total: string };

export function balancesReportTotals(db: Tx, params: { date: string }): Promise<BalanceTotalsRecord[]> {
  return reportRowsOf<BalanceTotalsRecord>(
    db,
    sql`select b.currency, count(*)::int as count, sum(b.balance::numeric)::text as total from (${balances(params.date)}) b group by b.currency order by b.currency`,
  );
}
