import { sql } from 'drizzle-orm';
import type { DistributionReportColumn } from '../../contract/reports';
import type { Tx } from '../client';
import { packedText, sortedPackedRowsOf, type PackedFields } from './packed-rows';
import { rowsOf } from './raw-rows';
import { keysetOrder, sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

export type DistributionReportRecord = {
  id: string;
  beneficiaryName: string;
  profitDate: string;
  type: string;
  currency: string;
  amount: string;
  paid: boolean;
};

export type DistributionFilter = { from: string; to: string; type: string | null };

const matching = (params: DistributionFilter) =>
  sql`p.profit_date between ${params.from}::date and ${params.to}::date${params.type ? sql` and p.distribution_type = ${params.type}` : sql``}`;

export const DISTRIBUTION_REPORT_SORTS = sortableColumns({
  day: { date: sql`p.profit_date` },
  text: { beneficiary: sql`i.name`, type: sql`p.distribution_type`, currency: sql`p.currency` },
  decimal: { amount: sql`p.share` },
  boolean: { paid: sql`p.paid` },
}) satisfies Record<DistributionReportColumn, SortableColumn>;

const REPORT_FIELDS: PackedFields<Omit<DistributionReportRecord, 'paid'> & { paid: string }> = {
  id: sql`p.id`,
  beneficiaryName: packedText(sql`i.name`),
  profitDate: sql`p.profit_date`,
  type: sql`p.distribution_type`,
  currency: sql`p.currency`,
  amount: sql`p.share`,
  paid: sql`p.paid`,
};

/**
 * Monthly profit rows in the range, one page in the chosen order, keyset on (sort value, id). The
 * id is a bigint, compared as its text like every list's id (docs/architecture.md §8).
 */
export async function listDistributionsReport(
  db: Tx,
  params: DistributionFilter & KeysetPage<DistributionReportColumn>,
): Promise<Array<DistributionReportRecord & { sortValue: string }>> {
  const order = keysetOrder(DISTRIBUTION_REPORT_SORTS, sql`p.id::text`, params.sort);
  const rows = await sortedPackedRowsOf(
    db,
    REPORT_FIELDS,
    order,
    sql`from monthly_profits p join individuals i on i.id = p.individual_id
        where ${matching(params)}${order.andWhere}
        order by ${order.orderList} limit ${params.limit}`,
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
