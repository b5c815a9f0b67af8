import type { ProfitType } from '../../../contract/member';
import { REPORT_COLUMNS, REPORT_DEFAULT_SORTS, reportSorts, type ReportKind, type TReportExportQuery } from '../../../contract/reports';
import { parseIsoDate } from '../../../domain';
import { AppError } from '../../app-error';

export type RangeFilter = { from: string; to: string };
export type DistributionFilter = RangeFilter & { type: ProfitType | null };
export type BalanceFilter = { date: string };
export type ReportFilter =
  { report: 'operations'; filter: RangeFilter } | { report: 'distributions'; filter: DistributionFilter } | { report: 'balances'; filter: BalanceFilter };

/** Real calendar dates (no 30 February), and a range that does not end before it starts. */
export function checkRange(from: string, to: string): RangeFilter {
  parseIsoDate(from);
  parseIsoDate(to);
  if (from > to) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'to', issue: 'invalid_value' }] });
  return { from, to };
}

export function checkDate(date: string): BalanceFilter {
  parseIsoDate(date);
  return { date };
}

/** The view an export writes: the screen's sort and its visible columns in their order. */
export type ReportView = { sort: string; columns: string[] };
export type ReportSelection = ReportFilter & { view: ReportView };

const invalid = (path: string) => new AppError('VALIDATION_FAILED', { fields: [{ path, issue: 'invalid_value' }] });

/**
 * The sort and the columns must be the report's own (one export query serves three reports, so
 * the contract cannot check them); without them, today's order and every column.
 */
export function exportView(report: ReportKind, query: Pick<TReportExportQuery, 'sort' | 'columns'>): ReportView {
  const keys: readonly string[] = REPORT_COLUMNS[report];
  const sort = query.sort ?? REPORT_DEFAULT_SORTS[report];
  if (!reportSorts(report).some((value) => value === sort)) throw invalid('sort');
  const columns = query.columns === undefined ? [...keys] : query.columns.split(',');
  if (columns.length === 0 || new Set(columns).size !== columns.length || columns.some((column) => !keys.includes(column))) throw invalid('columns');
  return { sort, columns };
}

/** The export takes one query for three reports: each report's own filter must be there, and its own view. */
export function exportSelection(report: ReportKind, query: TReportExportQuery): ReportSelection {
  return { ...exportFilter(report, query), view: exportView(report, query) };
}

function exportFilter(report: ReportKind, query: TReportExportQuery): ReportFilter {
  if (report === 'balances') {
    if (!query.date) throw new AppError('REPORT_FILTER_REQUIRED', { fields: [{ path: 'date', issue: 'required' }] });
    return { report, filter: checkDate(query.date) };
  }
  if (!query.from || !query.to) throw new AppError('REPORT_FILTER_REQUIRED', { fields: [{ path: query.from ? 'to' : 'from', issue: 'required' }] });
  const range = checkRange(query.from, query.to);
  return report === 'operations' ? { report, filter: range } : { report, filter: { ...range, type: query.type ?? null } };
}
