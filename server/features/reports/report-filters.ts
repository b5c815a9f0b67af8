import type { ProfitType } from '../../../contract/member';
import type { ReportKind, TReportExportQuery } from '../../../contract/reports';
import { parseIsoDate } from '../../../domain';
import { AppError } from '../../app-error';

export type RangeFilter = { from: string; to: string };
export type DistributionFilter = RangeFilter & { type: ProfitType | null };
export type BalanceFilter = { date: string };
export type ReportFilter =
  | { report: 'operations'; filter: RangeFilter }
  | { report: 'distributions'; filter: DistributionFilter }
  | { report: 'balances'; filter: BalanceFilter };

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

/** The export takes one query for three reports: each report's own filter must be there. */
export function exportFilter(report: ReportKind, query: TReportExportQuery): ReportFilter {
  if (report === 'balances') {
    if (!query.date) throw new AppError('REPORT_FILTER_REQUIRED', { fields: [{ path: 'date', issue: 'required' }] });
    return { report, filter: checkDate(query.date) };
  }
  if (!query.from || !query.to) throw new AppError('REPORT_FILTER_REQUIRED', { fields: [{ path: query.from ? 'to' : 'from', issue: 'required' }] });
  const range = checkRange(query.from, query.to);
  return report === 'operations' ? { report, filter: range } : { report, filter: { ...range, type: query.type ?? null } };
}
