import type { ProfitType } from '../../../contract/member';
import type { OperationStatus } from '../../../contract/operations';
import type {
  BalanceReportColumn,
  DistributionReportColumn,
  OperationReportColumn,
  TBalanceReportRow,
  TDistributionReportRow,
  TOperationReportRow,
} from '../../../contract/reports';
import { parseCurrency } from '../../../domain';
import type { Tx } from '../../../db/client';
import type { KeysetSort } from '../../../db/queries/sorted-keyset';
import { balancesReportTotals, listBalancesReport, type BalanceReportRecord } from '../../../db/queries/reports-balances';
import { distributionsReportTotals, listDistributionsReport, type DistributionReportRecord } from '../../../db/queries/reports-distributions';
import { listOperationsReport, operationsReportTotals, type OperationReportRecord } from '../../../db/queries/reports-operations';
import { numericToDecimal } from '../../../db/money-columns';
import { wireAmount } from '../wire-amount';
import type { BalanceFilter, DistributionFilter, RangeFilter } from './report-filters';
import { keysetReadAhead } from '../../export/keyset-read-ahead';

type OperationAmounts = Pick<OperationReportRecord, 'amount' | 'revenue' | 'investorShare' | 'mediatorShare' | 'specialShare' | 'companyShare'>;

/** The operations report's amounts, of a row or of a currency's totals, as the wire writes them in that currency. */
function wireAmounts(row: OperationAmounts & { currency: string }): OperationAmounts {
  const money = (text: string) => wireAmount(text, row.currency);
  return {
    amount: money(row.amount),
    revenue: money(row.revenue),
    investorShare: money(row.investorShare),
    mediatorShare: money(row.mediatorShare),
    specialShare: money(row.specialShare),
    companyShare: money(row.companyShare),
  };
}

/** One report's rows and totals in wire form, read page by page with a keyset. */
export function toOperationRow(row: OperationReportRecord): TOperationReportRow {
  // Built in one object, the currency checked once: an export turns 100,000 rows (issue 31).
  const currency = parseCurrency(row.currency);
  return {
    id: row.id,
    number: row.number,
    operationDate: row.operationDate,
    clientName: row.clientName,
    mediatorName: row.mediatorName,
    currency,
    amount: numericToDecimal(row.amount, currency),
    revenue: numericToDecimal(row.revenue, currency),
    investorShare: numericToDecimal(row.investorShare, currency),
    mediatorShare: numericToDecimal(row.mediatorShare, currency),
    specialShare: numericToDecimal(row.specialShare, currency),
    companyShare: numericToDecimal(row.companyShare, currency),
    status: row.status as OperationStatus,
  };
}

export function toDistributionRow({ sortValue: _sortValue, ...row }: DistributionReportRecord & { sortValue?: string }): TDistributionReportRow {
  return { ...row, type: row.type as ProfitType, currency: parseCurrency(row.currency), amount: wireAmount(row.amount, row.currency) };
}

export function toBalanceRow(row: BalanceReportRecord): TBalanceReportRow {
  return {
    subscriberId: row.id,
    name: row.name,
    currency: parseCurrency(row.currency),
    subscriptionDate: row.subscriptionDate,
    status: row.status,
    balance: wireAmount(row.balance, row.currency),
  };
}

export async function operationsTotals(db: Tx, filter: RangeFilter) {
  const rows = await operationsReportTotals(db, filter);
  return rows.map((row) => ({ currency: parseCurrency(row.currency), count: row.count, ...wireAmounts(row) }));
}

export async function distributionsTotals(db: Tx, filter: DistributionFilter) {
  const rows = await distributionsReportTotals(db, filter);
  return rows.map((row) => ({
    currency: parseCurrency(row.currency),
    count: row.count,
    total: wireAmount(row.total, row.currency),
    paid: wireAmount(row.paid, row.currency),
    unpaid: wireAmount(row.unpaid, row.currency),
  }));
}

export async function balancesTotals(db: Tx, filter: BalanceFilter) {
  const rows = await balancesReportTotals(db, filter);
  return rows.map((row) => ({ currency: parseCurrency(row.currency), count: row.count, total: wireAmount(row.total, row.currency) }));
}

export const BATCH_SIZE = 2000;

/** Every row of the filter in the view's order, batch by batch through the keyset: memory holds two batches whatever the count. */
async function* keysetBatches<Column extends string, TRecord extends { id: string; sortValue: string }, TRow>(
  sort: KeysetSort<Column>,
  read: (sort: KeysetSort<Column>) => Promise<TRecord[]>,
  toRow: (record: TRecord) => TRow,
): AsyncGenerator<TRow[]> {
  for await (const records of keysetReadAhead(BATCH_SIZE, (after) => read({ ...sort, after }))) yield records.map(toRow);
}

export function operationBatches(db: Tx, filter: RangeFilter, sort: KeysetSort<OperationReportColumn>): AsyncGenerator<TOperationReportRow[]> {
  return keysetBatches<OperationReportColumn, OperationReportRecord & { sortValue: string }, TOperationReportRow>(
    sort,
    (page) => listOperationsReport(db, { ...filter, sort: page, limit: BATCH_SIZE }),
    toOperationRow,
  );
}

export function distributionBatches(db: Tx, filter: DistributionFilter, sort: KeysetSort<DistributionReportColumn>): AsyncGenerator<TDistributionReportRow[]> {
  return keysetBatches<DistributionReportColumn, DistributionReportRecord & { sortValue: string }, TDistributionReportRow>(
    sort,
    (page) => listDistributionsReport(db, { ...filter, sort: page, limit: BATCH_SIZE }),
    toDistributionRow,
  );
}

export function balanceBatches(db: Tx, filter: BalanceFilter, sort: KeysetSort<BalanceReportColumn>): AsyncGenerator<TBalanceReportRow[]> {
  return keysetBatches<BalanceReportColumn, BalanceReportRecord & { sortValue: string }, TBalanceReportRow>(
    sort,
    (page) => listBalancesReport(db, { ...filter, sort: page, limit: BATCH_SIZE }),
    toBalanceRow,
  );
}
