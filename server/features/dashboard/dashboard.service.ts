import type { TDashboard } from '../../../contract/dashboard';
import { rationalToFixed, type Currency } from '../../../domain';
import { minorToNumeric, numericToMinor } from '../../../db/money-columns';
import { countOperationsByStatus, sumOperationsByCurrency, sumOperationsByMonth } from '../../../db/queries/operation-sums';
import { listOperations } from '../../../db/queries/operations';
import type { Deps } from '../../deps';
import { toOperationRow } from '../operations/operation-view';

const amountText = (text: string, currency: Currency) => minorToNumeric(numericToMinor(text, currency), currency);

/** The first day of the month eleven months before `today`'s: twelve months including this one. */
export function twelveMonthsFrom(today: string): string {
  const year = Number.parseInt(today.slice(0, 4), 10);
  const month = Number.parseInt(today.slice(5, 7), 10);
  const index = year * 12 + (month - 1) - 11;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Completed over decided-or-open work (completed + pending), two decimals; cancelled ones do not count. */
function completionRate(completed: number, pending: number): string | null {
  const base = completed + pending;
  return base === 0 ? null : rationalToFixed({ value: { numerator: BigInt(completed) * 100n, denominator: BigInt(base) }, fractionDigits: 2 });
}

/** Every figure from an aggregate query; only the five latest operations are read as rows. */
export async function dashboard(deps: Deps, today: string): Promise<TDashboard> {
  const db = deps.database.db;
  const [counts, sums, months, latest] = await Promise.all([
    countOperationsByStatus(db),
    sumOperationsByCurrency(db),
    sumOperationsByMonth(db, { from: twelveMonthsFrom(today) }),
    listOperations(db, { sort: { column: 'date', direction: 'desc' }, limit: 5 }),
  ]);
  const count = (status: string) => counts.find((row) => row.status === status)?.count ?? 0;
  return {
    totalOperations: counts.reduce((total, row) => total + row.count, 0),
    completedOperations: count('completed'),
    pendingOperations: count('pending'),
    cancelledOperations: count('cancelled'),
    completionRate: completionRate(count('completed'), count('pending')),
    totalAmounts: sums.map((row) => ({ currency: row.currency as Currency, amount: amountText(row.amount, row.currency as Currency) })),
    totalProfits: sums.map((row) => ({ currency: row.currency as Currency, amount: amountText(row.companyShare, row.currency as Currency) })),
    latest: latest.map(toOperationRow),
    months: months.map((row) => ({
      ...row,
      currency: row.currency as Currency,
      volume: amountText(row.volume, row.currency as Currency),
      companyProfit: amountText(row.companyProfit, row.currency as Currency),
    })),
  };
}
