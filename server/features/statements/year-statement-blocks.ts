/**
 * The blocks of a currency's year statement (docs/money.md §8) and their columns, as keys under
 * `yearStatement.`: the PDF and the Excel file show the same blocks with the same columns.
 */
export const YEAR_STATEMENT_COLUMNS = {
  profits: ['date', 'type', 'paid', 'amount'],
  adjustments: ['date', 'type', 'corrects', 'reason', 'amount'],
  requests: ['decidedOn', 'profitDate', 'type', 'amount'],
  movements: ['date', 'type', 'status', 'amount', 'balance'],
} as const;

export type YearStatementBlock = keyof typeof YEAR_STATEMENT_COLUMNS;

/** A block's total line: its label, then blanks up to the amount column, then the amount. */
export function totalLine<Cell>(block: YearStatementBlock, label: Cell, blank: Cell, amount: Cell): Cell[] {
  const at = (YEAR_STATEMENT_COLUMNS[block] as readonly string[]).indexOf('amount');
  return [label, ...Array.from({ length: at - 1 }, () => blank), amount];
}
