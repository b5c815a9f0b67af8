import { monthEnd } from '../../../domain';
import type { Tx } from '../../../db/client';
import { stampedClosedMonths, stampedTrialBalance, trialBalanceAsOf, type TrialBalanceRow } from '../../../db/queries/trial-balance';
import { periodLabel } from '../periods/period-guard';

/** What the check of the closed months finds: every stamp still equals its recomputed trial balance, or the first difference. */
export type ClosedMonthsVerdict = { intact: true; months: number } | { intact: false; invariant: 'closed-month-trial-balance'; message: string };

const side = (row: TrialBalanceRow | undefined) => (row ? `debit ${row.debit}, credit ${row.credit}` : 'no balance');

/** The first account, in code order, whose stamped and recomputed balances differ; null when they are equal. */
function firstDifference(stamped: readonly TrialBalanceRow[], recomputed: readonly TrialBalanceRow[]): string | null {
  const now = new Map(recomputed.map((row) => [row.accountCode, row]));
  const then = new Map(stamped.map((row) => [row.accountCode, row]));
  const accounts = [...new Set([...now.keys(), ...then.keys()])].sort();
  for (const account of accounts) {
    const a = then.get(account);
    const b = now.get(account);
    if (a?.debit !== b?.debit || a?.credit !== b?.credit) return `account ${account} was stamped with ${side(a)}; the journal now gives ${side(b)}`;
  }
  return null;
}

/**
 * docs/accounting.md §6: each closed month's trial balance is recomputed from journal_lines as of its
 * last day, from the entries made by the time it was stamped, and compared with the stamp written
 * when it was closed, oldest month first; the first difference is named (month, currency, account,
 * both balances). A later entry dated in an earlier month still open (months may be closed out of
 * order) is not counted; one dated in the closed month itself is the closed-periods invariant's.
 * Months closed before stamps existed carry none and are not counted.
 */
export async function verifyClosedMonths(db: Tx): Promise<ClosedMonthsVerdict> {
  const months = await stampedClosedMonths(db);
  for (const key of months) {
    const stamp = await stampedTrialBalance(db, key);
    if (!stamp) continue;
    const asOf = monthEnd({ year: key.year, month: key.month });
    const recomputed = await trialBalanceAsOf(db, { currency: key.currency, asOf, stampOf: key });
    const difference = firstDifference(stamp.rows, recomputed);
    if (difference) {
      return { intact: false, invariant: 'closed-month-trial-balance', message: `closed month ${periodLabel(key)} ${key.currency}: ${difference}` };
    }
  }
  return { intact: true, months: months.length };
}

export function describeClosedMonthsVerdict(verdict: ClosedMonthsVerdict): string {
  return verdict.intact
    ? `closed months intact: ${verdict.months} stamped trial balances equal their journal`
    : `books broken (${verdict.invariant}): ${verdict.message}`;
}
