import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

export type SubscriberProfitRecord = { id: string; type: string; amount: string; currency: string; profitDate: string; paid: boolean };

/** A subscriber's profit rows, newest first, keyset on (profit_date, id). */
export async function subscriberProfits(
  db: Tx,
  params: { subscriberId: string; after: { date: string; id: string } | null; limit: number },
): Promise<SubscriberProfitRecord[]> {
  const after = params.after ? sql` and (p.profit_date, p.id) < (${params.after.date}::date, ${params.after.id}::bigint)` : sql``;
  const answer = (await db.execute(
    sql`select p.id::text, p.distribution_type as type, p.share::text as amount, p.currency, p.profit_date::text as "profitDate", p.paid
        from monthly_profits p
        where p.subscriber_id = ${params.subscriberId}${after}
        order by p.profit_date desc, p.id desc limit ${params.limit}`,
  )) as unknown as { rows: SubscriberProfitRecord[] };
  return answer.rows;
}
