import type { TReportRow } from '../../../../contract/profit-distribution';

export type ReportCsvLabels = {
  headers: readonly [beneficiary: string, amount: string, date: string, type: string, status: string];
  type: (type: TReportRow['type']) => string;
  paid: string;
  unpaid: string;
};

/** A spreadsheet would run a cell that starts with = + - @ as a formula: a leading apostrophe keeps it text. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** UTF-8 with a byte-order mark (Excel reads Arabic right) and CRLF line ends, as RFC 4180 asks. */
export function reportCsv(rows: readonly TReportRow[], labels: ReportCsvLabels): string {
  const lines = [labels.headers.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push([row.beneficiaryName, row.amount, row.date, labels.type(row.type), row.paid ? labels.paid : labels.unpaid].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const reportCsvName = (year: number, month: number, type: string) => `profit-report-${year}-${month}-${type}.csv`;
