import { monthEnd, monthStart } from '../calendar/month-bounds';
import { daysInMonth } from '../calendar/month';
import type { YearMonth } from '../calendar/month';
import type { LedgerEntry } from './ledger-entry';
import { collectMonthMovements } from './month-movements';

/** The balance at the end of each day of a month, day 1 first. */
export const dailyBalances = ({
  subscriptionAmountMinor,
  entries,
  yearMonth,
}: {
  subscriptionAmountMinor: bigint;
  entries: readonly LedgerEntry[];
  yearMonth: YearMonth;
}): bigint[] => {
  const deltasByDayMinor = new Array<bigint>(daysInMonth(yearMonth)).fill(0n);
  const { openingMinor } = collectMonthMovements({
    subscriptionAmountMinor,
    entries,
    monthStart: monthStart(yearMonth),
    monthEnd: monthEnd(yearMonth),
    deltasByDayMinor,
  });
  let balanceMinor = openingMinor;
  return deltasByDayMinor.map((deltaMinor) => {
    balanceMinor += deltaMinor;
    return balanceMinor;
  });
};
