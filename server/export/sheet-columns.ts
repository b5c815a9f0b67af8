import type { Currency } from '../../domain';

/**
 * A cell as every format needs it: text, a calendar date, an exact amount with its currency, or
 * an exact decimal that is not money (a rate, a percentage).
 */
export type SheetCell =
  { kind: 'text'; text: string } | { kind: 'date'; date: string } | { kind: 'money'; amount: string; currency: Currency } | { kind: 'decimal'; value: string };

/**
 * How the writers (streamed-csv.ts, streamed-xlsx.ts) read one column of a row. A column of one
 * kind reads its value straight from the row, so a report of 100,000 rows by a dozen columns is
 * written without a cell object per value (1.2 million of them: about a third of a CSV export's
 * work, issue 31); a `cell` column hands the writer a cell of any kind, for rows already made of
 * cells (the list exports, the audit log's, the books').
 */
export type SheetColumn<TRow> =
  | { kind: 'text'; text: (row: TRow) => string }
  | { kind: 'date'; date: (row: TRow) => string }
  | { kind: 'money'; amount: (row: TRow) => string; currency: (row: TRow) => Currency }
  | { kind: 'cell'; cell: (row: TRow) => SheetCell };

/** The columns of rows that are their cells, in order: `count` of them. */
export function cellColumns(count: number): Array<SheetColumn<readonly SheetCell[]>> {
  return Array.from({ length: count }, (_, index): SheetColumn<readonly SheetCell[]> => ({ kind: 'cell', cell: (cells) => cells[index]! }));
}
