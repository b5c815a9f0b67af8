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
import { pageSize } from '../page-size';
import { sortedPage, sortOfQuery } from '../sorted-cursor';
import { checkDate, checkRange } from './report-filters';
import { balancesTotals, distributionsTotals, operationsTotals, toBalanceRow, toDistributionRow, toOperationRow } from './report-sources';

/** Each report a page at a time in the view's sort (docs/architecture.md §8); totals cover the whole filter. */
export async function operationsReportPage(deps: Deps, query: TOperationsReportQuery): Promise<TOperationsReportPage> {
  const filter = checkRange(query.from, query.to);
  const limit = pageSize(query.limit);
  const sortValue = query.sort ?? REPORT_DEFAULT_SORTS.operations;
  const sort = sortOfQuery(sortValue, query.cursor, (column) => OPERATION_REPORT_SORTS[column].kind);
  const rows = await listOperationsReport(deps.database.db, { ...filter, sort, limit: limit + 1 });
  return { ...sortedPage(rows, limit, sortValue, toOperationRow), totals: await operationsTotals(deps.database.db, filter) };
}

export async function distributionsReportPage(deps: Deps, query: TDistributionsReportQuery): Promise<TDistributionsReportPage> {
  const filter = { ...checkRange(query.from, query.to), type: query.type ?? null };
  const limit = pageSize(query.limit);
  const sortValue = query.sort ?? REPORT_DEFAULT_SORTS.distributions;
  const sort = sortOfQuery(sortValue, query.cursor, (column) => DISTRIBUTION_REPORT_SORTS[column].kind);
  const rows = await listDistributionsReport(deps.database.db, { ...filter, sort, limit: limit + 1 });
  return { ...sortedPage(rows, limit, sortValue, toDistributionRow), totals: await distributionsTotals(deps.database.db, filter) };
}

export async function balancesReportPage(deps: Deps, query: TBalancesReportQuery): Promise<TBalancesReportPage> {
  const filter = checkDate(query.date);
  const limit = pageSize(query.limit);
  const sortValue = query.sort ?? REPORT_DEFAULT_SORTS.balances;
  const sort = sortOfQuery(sortValue, query.cursor, (column) => BALANCE_REPORT_SORTS[column].kind);
  const rows = await listBalancesReport(deps.database.db, { date: filter.date, sort, limit: limit + 1 });
  return { ...sortedPage(rows, limit, sortValue, toBalanceRow), totals: await balancesTotals(deps.database.db, filter) };
}
