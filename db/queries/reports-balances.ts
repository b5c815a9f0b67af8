import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { packedRowsOf, packedText, type PackedFields } from './packed-rows';
import { rowsOf } from './raw-rows';

export type BalanceReportRecord = { subscriberId: string; individualId: string; name: string; currency: string; subscriptionDate: string; status: string; balance: string };

/**
 * Every subscriber's balance at the end of `date`, computed from the ledger in one aggregate, the
 * same rule as the core's balanceAt: subscription amount + completed credits − completed debits
 * dated on or before that day (pending and cancelled rows do not count). Subscribers whose
 * subscription starts after the date did not exist yet and are left out.
 */
type BalanceKey = { individualId: string; id: string };

const fromLedger = (date: string, after: BalanceKey | null) => sql`
  from subscribers s
  join individuals i on i.id = s.individual_id
  left join balance_transactions t on t.subscriber_id = s.id and t.status = 'completed' and t.transaction_date <= ${date}::date
  where s.subscription_date <= ${date}::date${after ? sql` and (i.name, i.id, s.id) > ((select name from individuals where id = ${after.individualId}), ${after.individualId}, ${after.id})` : sql``}
  group by s.id, i.id, i.name`;

const balance = sql`s.subscription_amount + coalesce(sum(case when t.type = 'credit' then t.amount else -t.amount end), 0)`;

const REPORT_FIELDS: PackedFields<BalanceReportRecord> = {
  subscriberId: sql`s.id`,
  individualId: sql`s.individual_id`,
  name: packedText(sql`i.name`),
  currency: sql`s.currency`,
  subscriptionDate: sql`s.subscription_date`,
  status: sql`s.status`,
  balance,
};

/**
 * By name, keyset on (name, individual id, subscriber id), the name read again from the row: the
 * packed one may have lost a separator character.
 */
export function listBalancesReport(
  db: Tx,
  params: { date: string; after: BalanceKey | null; limit: number },
): Promise<BalanceReportRecord[]> {
  return packedRowsOf(db, REPORT_FIELDS, sql`${fromLedger(params.date, params.after)} order by i.name, i.id, s.id limit ${params.limit}`);
}

export type BalanceTotalsRecord = { currency: string; count: number; total: string };

export function balancesReportTotals(db: Tx, params: { date: string }): Promise<BalanceTotalsRecord[]> {
  return rowsOf<BalanceTotalsRecord>(
    db,
    sql`select b.currency, count(*)::int as count, sum(b.balance)::text as total from (select s.currency, ${balance} as balance ${fromLedger(params.date, null)}) b group by b.currency order by b.currency`,
  );
}
