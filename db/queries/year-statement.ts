// A member's year statement (docs/money.md §8). Like member-self.ts, every query filters by the
// individual id the server read from the session, so no row of anyone else can be returned.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

export type YearProfitRecord = { id: string; type: string; amount: string; currency: string; profitDate: string; paid: boolean };

/** The individual's profit rows (every type) dated `from`..`to`, oldest first. */
export function yearProfits(db: Tx, params: { individualId: string; from: string; to: string }): Promise<YearProfitRecord[]> {
  return rowsOf<YearProfitRecord>(
    db,
    sql`select p.id::text, p.distribution_type as type, p.share::text as amount, p.currency, p.profit_date::text as "profitDate", p.paid
        from monthly_profits p
        where p.individual_id = ${params.individualId} and p.profit_date between ${params.from}::date and ${params.to}::date
        order by p.profit_date, p.id`,
  );
}

export type ApprovedRequestRecord = { id: string; profitDate: string; amount: string; currency: string; type: string; decidedAt: Date | string };

/**
 * The individual's approved profit requests decided between `after` and `before` (instants); the
 * caller keeps those whose decision falls in the year on the server's calendar.
 */
export function approvedRequests(db: Tx, params: { individualId: string; after: Date; before: Date }): Promise<ApprovedRequestRecord[]> {
  return rowsOf<ApprovedRequestRecord>(
    db,
    sql`select r.id, r.profit_date::text as "profitDate", r.amount::text, r.currency, r.distribution_type as type, r.decided_at as "decidedAt"
        from profit_requests r
        where r.individual_id = ${params.individualId} and r.status = 'approved'
          and r.decided_at >= ${params.after.toISOString()}::timestamptz and r.decided_at < ${params.before.toISOString()}::timestamptz
        order by r.decided_at, r.id`,
  );
}
