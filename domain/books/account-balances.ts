import type { AccountType } from './default-chart';

/** What an account moved: the sums of its debits and credits, in minor units. */
export type AccountSums = { debitMinor: bigint; creditMinor: bigint };

/** Assets and expenses grow by debits; liabilities, equity and income by credits (docs/accounting.md §8). */
export const debitNormal = (type: AccountType): boolean => type === 'asset' || type === 'expense';

/** The balance on the account's own side: positive as it normally stands, negative when it crossed over. */
export const normalBalance = (type: AccountType, sums: AccountSums): bigint =>
  debitNormal(type) ? sums.debitMinor - sums.creditMinor : sums.creditMinor - sums.debitMinor;

/** A trial balance's row: the net balance on the debit side or the credit side, the other one zero. */
export function trialBalanceSides(sums: AccountSums): AccountSums {
  const net = sums.debitMinor - sums.creditMinor;
  return net >= 0n ? { debitMinor: net, creditMinor: 0n } : { debitMinor: 0n, creditMinor: -net };
}

/** A running balance as an amount and the side it stands on (a debit when debits exceed credits). */
export function sidedBalance(debitMinusCredit: bigint): { amountMinor: bigint; side: 'debit' | 'credit' } {
  return debitMinusCredit >= 0n ? { amountMinor: debitMinusCredit, side: 'debit' } : { amountMinor: -debitMinusCredit, side: 'credit' };
}

/**
 * A balance sheet's figures of one currency (docs/accounting.md §8): each account on its own side,
 * and the result (income − expense) split into the years before and the current year. Assets equal
 * liabilities plus equity plus both results whenever every entry balances.
 */
export function balanceSheetTotals(accounts: ReadonlyArray<{ type: AccountType; sums: AccountSums; yearSums: AccountSums }>): {
  assets: bigint;
  liabilities: bigint;
  equity: bigint;
  retainedEarnings: bigint;
  currentEarnings: bigint;
} {
  const totals = { assets: 0n, liabilities: 0n, equity: 0n, retainedEarnings: 0n, currentEarnings: 0n };
  for (const { type, sums, yearSums } of accounts) {
    const balance = normalBalance(type, sums);
    if (type === 'asset') totals.assets += balance;
    else if (type === 'liability') totals.liabilities += balance;
    else if (type === 'equity') totals.equity += balance;
    else {
      const result = type === 'income' ? balance : -balance;
      const thisYear = type === 'income' ? normalBalance(type, yearSums) : -normalBalance(type, yearSums);
      totals.currentEarnings += thisYear;
      totals.retainedEarnings += result - thisYear;
    }
  }
  totals.equity += totals.retainedEarnings + totals.currentEarnings;
  return totals;
}
