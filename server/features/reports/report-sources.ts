import type { ProfitType } from '../../../contract/member';
import type { OperationStatus } from '../../../contract/operations';
import type { TBalanceReportRow, TDistributionReportRow, TOperationReportRow } from '../../../contract/reports';
import { parseCurrency } from '../../../domain';
import type { Tx } from '../../../db/client';
import { balancesReportTotals, listBalancesReport, type BalanceReportRecord } from '../../../db/queries/reports-balances';
import { distributionsReportTotals, listDistributionsReport, type DistributionReportRecord } from '../../../db/queries/reports-distributions';
import { listOperationsReport, operationsReportTotals, type OperationReportRecord } from '../../../db/queries/reports-operations';
import { wireAmount } from '../member/page-cursor';
import type { BalanceFilter, DistributionFilter, RangeFilter } from './report-filters';

/** One report's rows and totals in wire form, read page by page with a keyset. */
export function toOperationRow(row: OperationReportRecord): TOperationReportRow {
  const money = (text: string) => wireAmount(text, row.currency);
  return {
    id: row.id,
    number: row.number,
    operationDate: row.operationDate,
    clientName: row.clientName,
    mediatorName: row.mediatorName,
    currency: parseCurrency(row.currency),
    amount: money(row.amount),
    revenue: money(row.revenue),
    investorShare: money(row.investorShare),
    mediatorShare: money(row.mediatorShare),
    specialShare: money(row.specialShare),
    companyShare: money(row.companyShare),
    status: row.status as OperationStatus,
  };
}

export function toDistributionRow(row: DistributionReportRecord): TDistributionReportRow {
  return { ...row, type: row.type as ProfitType, currency: parseCurrency(row.currency), amount: wireAmount(row.amount, row.currency) };
}

export function toBalanceRow(row: BalanceReportRecord): TBalanceReportRow {
  return {
    subscriberId: row.subscriberId,
    name: row.name,
    currency: parseCurrency(row.currency),
    subscriptionDate: row.subscriptionDate,
    status: row.status,
    balance: wireAmount(row.balance, row.currency),
  };
}

export async function operationsTotals(db: Tx, filter: RangeFilter) {
  const rows = await operationsReportTotals(db, filter);
  return rows.map((row) => {
    const money = (text: string) => wireAmount(text, row.currency);
    return {
      currency: parseCurrency(row.currency),
      count: row.count,
      amount: money(row.amount),
      revenue: money(row.revenue),
      investorShare: money(row.investorShare),
      mediatorShare: money(row.mediatorShare),
      specialShare: money(row.specialShare),
      companyShare: money(row.companyShare),
    };
  });
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

/** Every row of the filter, batch by batch through the keyset: memory holds one batch whatever the count. */
async function* keysetBatches<TRecord, TKey, TRow>(
  read: (after: TKey | null) => Promise<TRecord[]>,
  keyOf: (record: TRecord) => TKey,
  toRow: (record: TRecord) => TRow,
): AsyncGenerator<TRow[]> {
  let after: TKey | null = null;
  for (;;) {
    const records = await read(after);
    if (records.length) yield records.map(toRow);
    const last = records.at(-1);
    if (records.length < BATCH_SIZE || !last) return;
    after = keyOf(last);
  }
}

export function operationBatches(db: Tx, filter: RangeFilter): AsyncGenerator<TOperationReportRow[]> {
  return keysetBatches<OperationReportRecord, { date: string; id: string }, TOperationReportRow>((after) => listOperationsReport(db, { ...filter, after, limit: BATCH_SIZE }), (last) => ({ date: last.operationDate, id: last.id }), toOperationRow);
}

export function distributionBatches(db: Tx, filter: DistributionFilter): AsyncGenerator<TDistributionReportRow[]> {
  return keysetBatches<DistributionReportRecord, { date: string; id: string }, TDistributionReportRow>((after) => listDistributionsReport(db, { ...filter, after, limit: BATCH_SIZE }), (last) => ({ date: last.profitDate, id: last.id }), toDistributionRow);
}

export function balanceBatches(db: Tx, filter: BalanceFilter): AsyncGenerator<TBalanceReportRow[]> {
  return keysetBatches<BalanceReportRecord, { individualId: string; id: string }, TBalanceReportRow>(
    (after) => listBalancesReport(db, { ...filter, after, limit: BATCH_SIZE }),
    (last) => ({ individualId: last.individualId, id: last.subscriberId }),
    toBalanceRow,
  );
}
