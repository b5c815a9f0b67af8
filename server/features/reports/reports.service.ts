import type {
  TBalancesReportPage,
  TBalancesReportQuery,
  TDistributionsReportPage,
  TDistributionsReportQuery,
  TOperationsReportPage,
  TOperationsReportQuery,
} from '../../../contract/reports';
import { listBalancesReport } from '../../../db/queries/reports-balances';
import { listDistributionsReport } from '../../../db/queries/reports-distributions';
import { listOperationsReport } from '../../../db/queries/reports-operations';
import type { App } from '../../app';
import { BIGINT_KEY, DATE_KEY, decodePageCursor, pageOf, pageSize, TEXT_KEY } from '../member/page-cursor';
import { checkDate, checkRange } from './report-filters';
import { balancesTotals, distributionsTotals, operationsTotals, toBalanceRow, toDistributionRow, toOperationRow } from './report-sources';

function dateIdKey(cursor: string | undefined, idPattern: RegExp): { date: string; id: string } | null {
  const key = decodePageCursor(cursor, [DATE_KEY, idPattern]);
  return key ? { date: key[0]!, id: key[1]! } : null;
}

export async function operationsReportPage(app: App, query: TOperationsReportQuery): Promise<TOperationsReportPage> {
  const filter = checkRange(query.from, query.to);
  const limit = pageSize(query.limit);
  const db = app.database.db;
  const rows = await listOperationsReport(db, { ...filter, after: dateIdKey(query.cursor, TEXT_KEY), limit: limit + 1 });
  return { ...pageOf(rows, limit, toOperationRow, (row) => [row.operationDate, row.id]), totals: await operationsTotals(db, filter) };
}

export async function distributionsReportPage(app: App, query: TDistributionsReportQuery): Promise<TDistributionsReportPage> {
  const filter = { ...checkRange(query.from, query.to), type: query.type ?? null };
  const limit = pageSize(query.limit);
  const db = app.database.db;
  const rows = await listDistributionsReport(db, { ...filter, after: dateIdKey(query.cursor, BIGINT_KEY), limit: limit + 1 });
  return { ...pageOf(rows, limit, toDistributionRow, (row) => [row.profitDate, row.id]), totals: await distributionsTotals(db, filter) };
}

export async function balancesReportPage(app: App, query: TBalancesReportQuery): Promise<TBalancesReportPage> {
  const filter = checkDate(query.date);
  const limit = pageSize(query.limit);
  const db = app.database.db;
  const key = decodePageCursor(query.cursor, [TEXT_KEY, TEXT_KEY]);
  const after = key ? { individualId: key[0]!, id: key[1]! } : null;
  const rows = await listBalancesReport(db, { ...filter, after, limit: limit + 1 });
  return { ...pageOf(rows, limit, toBalanceRow, (row) => [row.individualId, row.subscriberId]), totals: await balancesTotals(db, filter) };
}
