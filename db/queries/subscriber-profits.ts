import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { EXPLAINABLE_PROFIT } from './profit-explanations';
import { rowsOf } from './raw-rows';
import { keysetOrder, type KeysetSort, type SortableColumn } from './sorted-keyset';

export type SubscriberProfitRecord = { id: string; type: string; amount: string; currency: string; profitDate: string; paid: boolean; explainable: boolean };

/** The one order of a subscriber's profit rows: by date, the bigint id breaking ties (newest first on the screen). */
export const SUBSCRIBER_PROFIT_SORTS = { date: { expr: sql`p.profit_date`, kind: 'day' } } satisfies Record<'date', SortableColumn>;

export type SubscriberProfitsParams = { subscriberId: string; sort: KeysetSort<'date'>; limit: number };

/** A subscriber's profit rows in that order, keyset on (profit_date, id) (docs/architecture.md §8). */
export function subscriberProfits(db: Tx, params: SubscriberProfitsParams): Promise<Array<SubscriberProfitRecord & { sortValue: string }>> {
  const order = keysetOrder(SUBSCRIBER_PROFIT_SORTS, sql`p.id`, params.sort, 'integer');
  return rowsOf(
    db,
    sql`select p.id::text, p.distribution_type as type, p.share::text as amount, p.currency, p.profit_date::text as "profitDate", p.paid,
          ${EXPLAINABLE_PROFIT} as explainable,
          ${order.sortValue} as "sortValue"
        from monthly_profits p
        where p.subscriber_id = ${params.subscriberId}${order.andWhere}
        order by ${order.orderList} limit ${params.limit}`,
  );
}
