import type { TReportRow } from '../../../../contract/profit-distribution';
import { CSV_BOM, csvLine } from '../../../../contract/csv';
import type { Currency } from '../../../../domain';

export const REPORT_CSV_COLUMNS = ['beneficiary', 'amount', 'currency', 'date', 'type', 'status'] as const;

export type ReportCsvLabels = {
  headers: Readonly<Record<(typeof REPORT_CSV_COLUMNS)[number], string>>;
  type: (type: TReportRow['type']) => string;
  paid: string;
  unpaid: string;
};

/**
 * UTF-8 with a byte-order mark (Excel reads Arabic right) and CRLF line ends, as RFC 4180 asks.
 * The report is of one currency; each line says it beside the amount, which is an exact decimal
 * left as a number; names and labels pass the formula guard (docs/money.md §7).
 */
export function reportCsv(rows: readonly TReportRow[], currency: Currency, labels: ReportCsvLabels): string {
  const lines = [csvLine(REPORT_CSV_COLUMNS.map((column) => labels.headers[column]))];
  for (const row of rows) {
    const status = row.paid ? labels.paid : labels.unpaid;
    lines.push(csvLine([row.beneficiaryName, { kind: 'decimal', decimal: row.amount }, currency, { kind: 'date', date: row.date }, labels.type(row.type), status]));
  }
  return `${CSV_BOM}${lines.join('')}`;
}

export const reportCsvName = (year: number, month: number, type: string) => `profit-report-${year}-${month}-${type}.csv`;
