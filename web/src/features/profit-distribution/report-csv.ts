import type { TReportRow } from '../../../../contract/profit-distribution';
import { CSV_BOM, csvLine, type CsvField } from '../../../../contract/csv';
import type { Currency } from '../../../../domain';

/** The report's columns as the screen shows them; the CSV writes the currency beside the amount. */
export const REPORT_COLUMNS = ['beneficiary', 'amount', 'date', 'type', 'status'] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];
export const REPORT_CSV_COLUMNS = ['beneficiary', 'amount', 'currency', 'date', 'type', 'status'] as const;

export type ReportCsvLabels = {
  headers: Readonly<Record<(typeof REPORT_CSV_COLUMNS)[number], string>>;
  type: (type: TReportRow['type']) => string;
  paid: string;
  unpaid: string;
};

/**
 * UTF-8 with a byte-order mark (Excel reads Arabic right) and CRLF line ends, as RFC 4180 asks.
 * The columns are the visible ones in their order (docs/architecture.md §8), every one when none
 * are named. The report is of one currency; each line says it beside the amount, which is an exact
 * decimal left as a number; names and labels pass the formula guard (docs/money.md §7).
 */
export function reportCsv(rows: readonly TReportRow[], currency: Currency, labels: ReportCsvLabels, columns: readonly ReportColumn[] = REPORT_COLUMNS): string {
  const shown = columns.flatMap((column) => (column === 'amount' ? (['amount', 'currency'] as const) : [column]));
  const cellOf = (row: TReportRow): Record<(typeof REPORT_CSV_COLUMNS)[number], CsvField | string> => ({
    beneficiary: row.beneficiaryName,
    amount: { kind: 'decimal', decimal: row.amount },
    currency,
    date: { kind: 'date', date: row.date },
    type: labels.type(row.type),
    status: row.paid ? labels.paid : labels.unpaid,
  });
  const lines = [csvLine(shown.map((column) => labels.headers[column]))];
  for (const row of rows) {
    const cells = cellOf(row);
    lines.push(csvLine(shown.map((column) => cells[column])));
  }
  return `${CSV_BOM}${lines.join('')}`;
}

export const reportCsvName = (year: number, month: number, type: string) => `profit-report-${year}-${month}-${type}.csv`;
