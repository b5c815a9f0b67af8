import type { Tx } from '../../../db/client';
import { profitsByInvestor } from '../../../db/queries/monthly-profits';
import { numericToMinor } from '../../../db/money-columns';
import { addDays } from '../../../domain';
import type { Period } from './distribution-period';

/**
 * Each investor's posted profit rows (type profit, both sources) of the month before, in minor
 * units: the "last month" beside a share (docs/distribution.md §16). Profit rows are dated the
 * month's last day (§8), the day before this month's first.
 */
export async function lastMonthShares(db: Tx, period: Period): Promise<Map<string, bigint>> {
  const profitDate = addDays({ date: period.monthStart, days: -1 });
  const sums = await profitsByInvestor(db, { profitDate, currency: period.currency });
  return new Map(sums.map((row) => [row.subscriberId, numericToMinor(row.total, period.currency)]));
}
