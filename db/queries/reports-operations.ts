import { sql } from 'drizzle-orm';
import type { OperationReportColumn } from '../../contract/reports';
import type { Tx } from '../client';
import { packedText, sortedPackedRowsOf, type PackedFields } from './packed-rows';
import { rowsOf } from './raw-rows';
import { keysetOrder, sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

export type OperationReportRecord = {
  id: string;
  number: string;
  operationDate: string;
  clientName: string;
  mediatorName: string;
  currency: string;
  amount: string;
  revenue: string;
  investorShare: string;
  mediatorShare: string;
  specialShare: string;
  companyShare: string;
  status: string;
};

export type RangeParams = { from: string; to: string };

/** Operations dated in the range, cancelled ones left out (their shares never happened). */
const inRange = (params: RangeParams) => sql`o.operation_date between ${params.from}::date and ${params.to}::date and o.status <> 'cancelled'`;

/** The operation's amounts, each a column of the report, sortable and read alike. */
const AMOUNTS = {
  amount: sql`o.amount`,
  revenue: sql`o.revenue`,
  investorShare: sql`o.investor_share`,
  mediatorShare: sql`o.mediator_share`,
  specialShare: sql`o.special_share`,
  companyShare: sql`o.company_share`,
};

/** What the report sorts by; by date ascending (the default) the range condition starts the scan. */
export const OPERATION_REPORT_SORTS = sortableColumns({
  day: { date: sql`o.operation_date` },
  text: { number: sql`o.number`, client: sql`c.name`, mediator: sql`m.name`, currency: sql`o.currency`, status: sql`o.status` },
  decimal: AMOUNTS,
}) satisfies Record<OperationReportColumn, SortableColumn>;

const REPORT_FIELDS: PackedFields<OperationReportRecord> = {
  id: sql`o.id`,
  number: sql`o.number`,
  operationDate: sql`o.operation_date`,
  clientName: packedText(sql`c.name`),
  mediatorName: packedText(sql`m.name`),
  currency: sql`o.currency`,
  ...AMOUNTS,
  status: sql`o.status`,
};

/** One page in the chosen order, keyset on (sort value, id). */
export function listOperationsReport(
  db: Tx,
  params: RangeParams & KeysetPage<OperationReportColumn>,
): Promise<Array<OperationReportRecord & { sortValue: string }>> {
  const order = keysetOrder(OPERATION_REPORT_SORTS, sql`o.id`, params.sort);
  return sortedPackedRowsOf(
    db,
    REPORT_FIELDS,
    order,
    sql`from operations o join individuals c on c.id = o.client_id join individuals m on m.id = o.mediator_id
        where ${inRange(params)}${order.andWhere}
        order by ${order.orderList} limit ${params.limit}`,
  );
}

export type OperationTotalsRecord = Omit<OperationReportRecord, 'id' | 'number' | 'operationDate' | 'clientName' | 'mediatorName' | 'status'> & {
  count: number;
};

export function operationsReportTotals(db: Tx, params: RangeParams): Promise<OperationTotalsRecord[]> {
  return rowsOf<OperationTotalsRecord>(
    db,
    sql`select o.currency, count(*)::int as count, sum(o.amount)::text as amount, sum(o.revenue)::text as revenue,
          sum(o.investor_share)::text as "investorShare", sum(o.mediator_share)::text as "mediatorShare",
          sum(o.special_share)::text as "specialShare", sum(o.company_share)::text as "companyShare"
        from operations o where ${inRange(params)} group by o.currency order by o.currency`,
  );
}
