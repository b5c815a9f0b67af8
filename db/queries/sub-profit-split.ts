import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

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

export function listSplitPrimaries(db: Tx, params: SplitScope & { afterId?: string; limit?: number }): Promise<SplitPrimary[]> {
  const after = params.afterId ? sql`where p.id > ${params.afterId}` : sql``;
  const limit = params.limit ? sql`limit ${params.limit}` : sql``;
  return rowsOf<SplitPrimary>(db, sql`select * from (${PRIMARIES(params)}) p ${after} order by p.id ${limit}`);
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
        where a.status = 'active' and a.primary_subscriber_id in (${sql.join(primaryIds.map((id) => sql`${id}`), sql`, `)})
        order by i.name, a.id`,
  );
}
