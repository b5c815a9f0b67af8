import type { TReportRow } from '../../../../contract/profit-distribution';
import type { Currency } from '../../../../domain';

export const REPORT_CSV_COLUMNS = ['beneficiary', 'amount', 'currency', 'date', 'type', 'status'] as const;

export type ReportCsvLabels = {
  headers: Readonly<Record<(typeof REPORT_CSV_COLUMNS)[number], string>>;
  type: (type: TReportRow['type']) => string;
  paid: string;
  unpaid: string;
};

/** A spreadsheet would run a cell that starts with = + - @ as a formula: a leading apostrophe keeps it text. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * UTF-8 with a byte-order mark (Excel reads Arabic right) and CRLF line ends, as RFC 4180 asks.
 * The report is of one currency; each line says it beside the amount, which is an exact decimal.
 */
export function reportCsv(rows: readonly TReportRow[], currency: Currency, labels: ReportCsvLabels): string {
  const lines = [REPORT_CSV_COLUMNS.map((column) => csvCell(labels.headers[column])).join(',')];
  for (const row of rows) {
    lines.push([row.beneficiaryName, row.amount, currency, row.date, labels.type(row.type), row.paid ? labels.paid : labels.unpaid].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const reportCsvName = (year: number, month: number, type: string) => `profit-report-${year}-${month}-${type}.csv`;
