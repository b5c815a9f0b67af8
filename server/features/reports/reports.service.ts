import type {
  TBalancesReportPage,
  TBalancesReportQuery,
  TDistributionsReportPage,
  TDistributionsReportQuery,
  TOperationsReportPage,
  TOperationsReportQuery,
} from '../../../contract/reports';
import { REPORT_DEFAULT_SORTS } from '../../../contract/reports';
import { BALANCE_REPORT_SORTS, listBalancesReport } from '../../../db/queries/reports-balances';
import { DISTRIBUTION_REPORT_SORTS, listDistributionsReport } from '../../../db/queries/reports-distributions';
import { listOperationsReport, OPERATION_REPORT_SORTS } from '../../../db/queries/reports-operations';
import type { Deps } from '../../deps';
import { sortedListPage } from '../sorted-cursor';
import { checkDate, checkRange } from './report-filters';
import { balancesTotals, distributionsTotals, operationsTotals, toBalanceRow, toDistributionRow, toOperationRow } from './report-sources';

/** Each report a page at a time in the view's sort (docs/architecture.md §8); totals cover the whole filter. */
export async function operationsReportPage(deps: Deps, query: TOperationsReportQuery): Promise<TOperationsReportPage> {
  const filter = checkRange(query.from, query.to);
  const list = { sorts: OPERATION_REPORT_SORTS, defaultSort: REPORT_DEFAULT_SORTS.operations };
  const page = await sortedListPage(query, list, (keyset) => listOperationsReport(deps.reports, { ...filter, ...keyset }), toOperationRow);
  return { ...page, totals: await operationsTotals(deps.reports, filter) };
}

export async function distributionsReportPage(deps: Deps, query: TDistributionsReportQuery): Promise<TDistributionsReportPage> {
  const filter = { ...checkRange(query.from, query.to), type: query.type ?? null };
  const list = { sorts: DISTRIBUTION_REPORT_SORTS, defaultSort: REPORT_DEFAULT_SORTS.distributions };
  const page = await sortedListPage(query, list, (keyset) => listDistributionsReport(deps.reports, { ...filter, ...keyset }), toDistributionRow);
  return { ...page, totals: await distributionsTotals(deps.reports, filter) };
}

export async function balancesReportPage(deps: Deps, query: TBalancesReportQuery): Promise<TBalancesReportPage> {
  const filter = checkDate(query.date);
  const list = { sorts: BALANCE_REPORT_SORTS, defaultSort: REPORT_DEFAULT_SORTS.balances };
  const page = await sortedListPage(query, list, (keyset) => listBalancesReport(deps.reports, { date: filter.date, ...keyset }), toBalanceRow);
  return { ...page, totals: await balancesTotals(deps.reports, filter) };
}
