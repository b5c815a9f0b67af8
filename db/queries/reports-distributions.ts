import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { reportRowsOf } from './reports-rows';

export type DistributionReportRecord = { id: string; beneficiaryName: string; profitDate: string; type: string; currency: string; amount: string; paid: boolean };

export type DistributionFilter = { from: string; to: string; type: string | null };

const matching = (params: DistributionFilter) =>
  sql`p.profit_date between ${params.from}::date and ${params.to}::date${params.type ? sql` and p.distribution_type = ${params.type}` : sql``}`;

/** Monthly profit rows in the range, chronological, keyset on (profit_date, id). */
export function listDistributionsReport(
  db: Tx,
  params: DistributionFilter & { after: { date: string; id: string } | null; limit: number },
): Promise<DistributionReportRecord[]> {
  const after = params.after ? sql` and (p.profit_date, p.id) > (${params.after.date}::date, ${params.after.id}::bigint)` : sql``;
  return reportRowsOf<DistributionReportRecord>(
    db,
    sql`select p.id::text, i.name as "beneficiaryName", p.profit_date::text as "profitDate", p.distribution_type as type, p.currency,
          p.share::text as amount, p.paid
        from monthly_profits p join individuals i on i.id = p.individual_id
        where ${matching(params)}${after}
        order by p.profit_date, p.id limit ${params.limit}`,
  );
}

export type DistributionTotalsRecord = { currency: string; count: number; total: string; paid: string; unpaid: string };

export function distributionsReportTotals(db: Tx, params: DistributionFilter): Promise<DistributionTotalsRecord[]> {
  return reportRowsOf<DistributionTotalsRecord>(
    db,
    sql`select p.currency, count(*)::int as count, sum(p.share)::text as total,
          coalesce(sum(p.share) filter (where p.paid), 0)::text as paid, coalesce(sum(p.share) filter (where not p.paid), 0)::text as unpaid
        from monthly_profits p where ${matching(params)} group by p.currency order by p.currency`,
  );
}
