import { sql } from 'drizzle-orm';
import type { SplitSortColumn } from '../../contract/sub-profit-split';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';
import { keysetOrder, sortableColumns, type KeysetSort, type SortableColumn } from './sorted-keyset';

export type SplitScope = { profitDate: string; currency: string };

/**
 * Primaries with at least one active allocation that matter for the month's currency: their own
 * currency is it, or they received profit rows in it. `profit` sums their type-profit rows.
 */
const PRIMARIES = (scope: SplitScope) => sql`
  with month_profit as (
    select subscriber_id, sum(share) as profit from monthly_profits
    where profit_date = ${scope.profitDate}::date and currency = ${scope.currency} and distribution_type = 'profit' and subscriber_id is not null
    group by subscriber_id
  )
  select s.id, i.name, s.currency, s.subscription_amount::text as "subscriptionAmount", coalesce(mp.profit, 0)::text as profit
  from subscribers s join individuals i on i.id = s.individual_id left join month_profit mp on mp.subscriber_id = s.id
  where exists (select 1 from sub_allocations a where a.primary_subscriber_id = s.id and a.status = 'active')
    and (s.currency = ${scope.currency} or mp.profit is not null)`;

export type SplitPrimary = { id: string; name: string; currency: string; subscriptionAmount: string; profit: string };

/** What the split sorts its primaries by, the primary's id breaking ties (columns of the query above). */
export const SPLIT_SORTS = sortableColumns({
  text: { primary: sql.raw('p.name') },
  decimal: { subscriptionAmount: sql.raw('p."subscriptionAmount"::numeric'), profit: sql.raw('p.profit::numeric') },
}) satisfies Record<SplitSortColumn, SortableColumn>;

/** The primaries in the sort's order, after its cursor; every one when no limit is given (the export). */
export function listSplitPrimaries(
  db: Tx,
  params: SplitScope & { sort: KeysetSort<SplitSortColumn>; limit?: number },
): Promise<Array<SplitPrimary & { sortValue: string }>> {
  const order = keysetOrder(SPLIT_SORTS, sql.raw('p.id'), params.sort);
  const limit = params.limit ? sql` limit ${params.limit}` : sql``;
  return rowsOf<SplitPrimary & { sortValue: string }>(
    db,
    sql`select p.*, ${order.sortValue} as "sortValue" from (${PRIMARIES(params)}) p where true${order.andWhere} order by ${order.orderList}${limit}`,
  );
}

export async function splitTotals(db: Tx, params: SplitScope): Promise<{ primaryCount: number; profit: string }> {
  const [row] = await rowsOf<{ primaryCount: number; profit: string }>(
    db,
    sql`select count(*)::int as "primaryCount", coalesce(sum(p.profit::numeric), 0)::text as profit from (${PRIMARIES(params)}) p`,
  );
  return row ?? { primaryCount: 0, profit: '0' };
}

export type SplitAllocation = { id: string; primarySubscriberId: string; subSubscriberId: string; subName: string; amount: string };

/** The active allocations of some primaries, with the sub-subscriber's name. */
export function activeAllocationsOfPrimaries(db: Tx, primaryIds: readonly string[]): Promise<SplitAllocation[]> {
  if (primaryIds.length === 0) return Promise.resolve([]);
  return rowsOf<SplitAllocation>(
    db,
    sql`select a.id, a.primary_subscriber_id as "primarySubscriberId", a.sub_subscriber_id as "subSubscriberId", i.name as "subName", a.amount::text as amount
        from sub_allocations a join subscribers s on s.id = a.sub_subscriber_id join individuals i on i.id = s.individual_id
        where a.status = 'active' and a.primary_subscriber_id = any(${sql.param([...primaryIds])}::text[])
        order by i.name, a.id`,
  );
}
