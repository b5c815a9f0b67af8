import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { packedRowsOf, packedText, type PackedFields } from './packed-rows';
import { rowsOf } from './raw-rows';

export type DistributionReportRecord = { id: string; beneficiaryName: string; profitDate: string; type: string; currency: string; amount: string; paid: boolean };

export type DistributionFilter = { from: string; to: string; type: string | null };

const matching = (params: DistributionFilter) =>
  sql`p.profit_date between ${params.from}::date and ${params.to}::date${params.type ? sql` and p.distribution_type = ${params.type}` : sql``}`;

const REPORT_FIELDS: PackedFields<Omit<DistributionReportRecord, 'paid'> & { paid: string }> = {
  id: sql`p.id`,
  beneficiaryName: packedText(sql`i.name`),
  profitDate: sql`p.profit_date`,
  type: sql`p.distribution_type`,
  currency: sql`p.currency`,
  amount: sql`p.share`,
  paid: sql`p.paid`,
};

/** Monthly profit rows in the range, chronological, keyset on (profit_date, id). */
export async function listDistributionsReport(
  db: Tx,
  params: DistributionFilter & { after: { date: string; id: string } | null; limit: number },
): Promise<DistributionReportRecord[]> {
  const after = params.after ? sql` and (p.profit_date, p.id) > (${params.after.date}::date, ${params.after.id}::bigint)` : sql``;
  const rows = await packedRowsOf(
    db,
    REPORT_FIELDS,
    sql`from monthly_profits p join individuals i on i.id = p.individual_id
        where ${matching(params)}${after}
        order by p.profit_date, p.id limit ${params.limit}`,
  );
  return rows.map((row) => ({ ...row, paid: row.paid === 'true' }));
}

export type DistributionTotalsRecord = { currency: string; count: number; total: string; paid: string; unpaid: string };

export function distributionsReportTotals(db: Tx, params: DistributionFilter): Promise<DistributionTotalsRecord[]> {
  return rowsOf<DistributionTotalsRecord>(
    db,
    sql`select p.currency, count(*)::int as count, sum(p.share)::text as total,
          coalesce(sum(p.share) filter (where p.paid), 0)::text as paid, coalesce(sum(p.share) filter (where not p.paid), 0)::text as unpaid
        from monthly_profits p where ${matching(params)} group by p.currency order by p.currency`,
  );
}
