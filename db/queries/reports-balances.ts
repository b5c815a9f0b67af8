import { sql } from 'drizzle-orm';
import type { BalanceReportColumn } from '../../contract/reports';
import type { Tx } from '../client';
import { packedText, sortedPackedRowsOf, type PackedFields } from './packed-rows';
import { rowsOf } from './raw-rows';
import { keysetOrder, sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

export type BalanceReportRecord = { id: string; name: string; currency: string; subscriptionDate: string; status: string; balance: string };

/**
 * Every subscriber's balance at the end of `date`, computed from the ledger in one aggregate, the
 * same rule as the core's balanceAt: subscription amount + completed credits − completed debits
 * dated on or before that day (pending and cancelled rows do not count). Subscribers whose
 * subscription starts after the date did not exist yet and are left out.
 */
const fromLedger = (date: string, keyset: { where: ReturnType<typeof sql>; having: ReturnType<typeof sql> }) => sql`
  from subscribers s
  join individuals i on i.id = s.individual_id
  left join balance_transactions t on t.subscriber_id = s.id and t.status = 'completed' and t.transaction_date <= ${date}::date
  where s.subscription_date <= ${date}::date${keyset.where}
  group by s.id, i.id, i.name${keyset.having}`;

const balance = sql`s.subscription_amount + coalesce(sum(case when t.type = 'credit' then t.amount else -t.amount end), 0)`;

export const BALANCE_REPORT_SORTS = sortableColumns({
  text: { name: sql`i.name`, currency: sql`s.currency`, status: sql`s.status` },
  day: { subscriptionDate: sql`s.subscription_date` },
  decimal: { balance: balance },
}) satisfies Record<BalanceReportColumn, SortableColumn>;

const REPORT_FIELDS: PackedFields<BalanceReportRecord> = {
  id: sql`s.id`,
  name: packedText(sql`i.name`),
  currency: sql`s.currency`,
  subscriptionDate: sql`s.subscription_date`,
  status: sql`s.status`,
  balance,
};

/**
 * One page in the chosen order, keyset on (sort value, subscriber id). The balance is an
 * aggregate, so its keyset is a `having`; every other column's keyset narrows the rows before the
 * ledger is summed.
 */
export function listBalancesReport(
  db: Tx,
  params: { date: string } & KeysetPage<BalanceReportColumn>,
): Promise<Array<BalanceReportRecord & { sortValue: string }>> {
  const order = keysetOrder(BALANCE_REPORT_SORTS, sql`s.id`, params.sort);
  const empty = sql``;
  const keyset =
    params.sort.column === 'balance' ? { where: empty, having: order.where ? sql` having ${order.where}` : empty } : { where: order.andWhere, having: empty };
  return sortedPackedRowsOf(db, REPORT_FIELDS, order, sql`${fromLedger(params.date, keyset)} order by ${order.orderList} limit ${params.limit}`);
}

export type BalanceTotalsRecord = { currency: string; count: number; total: string };

export function balancesReportTotals(db: Tx, params: { date: string }): Promise<BalanceTotalsRecord[]> {
  return rowsOf<BalanceTotalsRecord>(
    db,
    sql`select b.currency, count(*)::int as count, sum(b.balance)::text as total from (select s.currency, ${balance} as balance ${fromLedger(params.date, { where: sql``, having: sql`` })}) b group by b.currency order by b.currency`,
  );
}
