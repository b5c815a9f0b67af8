import type { TPeriodReport } from '../../../contract/periods';
import { parseCurrency, type Currency } from '../../../domain';
import { minorToNumeric, numericToDecimal, numericToMinor } from '../../../db/money-columns';
import type { TrialBalanceRow } from '../../../db/queries/trial-balance';

type TrialBalance = NonNullable<TPeriodReport['trialBalance']>;

/** Σ of a side in minor units, written in the currency's wire form (docs/money.md §6). */
const total = (rows: readonly TrialBalanceRow[], side: 'debit' | 'credit', currency: Currency): string =>
  minorToNumeric(
    rows.reduce((sum, row) => sum + numericToMinor(row[side], currency), 0n),
    currency,
  );

/**
 * A stamped trial balance as the period's report prints it, each account named by `nameOf`, with
 * its totals (equal when the books balance, docs/accounting.md §1).
 */
export function trialBalanceView(
  stamp: { stampedAt: string; rows: readonly TrialBalanceRow[] },
  params: { currency: string; asOf: string; nameOf: (code: string) => string },
): TrialBalance {
  const currency = parseCurrency(params.currency);
  return {
    stampedAt: stamp.stampedAt,
    asOf: params.asOf,
    lines: stamp.rows.map((row) => ({
      account: row.accountCode,
      name: params.nameOf(row.accountCode),
      debit: numericToDecimal(row.debit, currency),
      credit: numericToDecimal(row.credit, currency),
    })),
    totalDebit: total(stamp.rows, 'debit', currency),
    totalCredit: total(stamp.rows, 'credit', currency),
  };
}
