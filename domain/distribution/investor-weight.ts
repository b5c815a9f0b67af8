import type { IsoDate } from '../calendar/iso-date';
import { parseIsoDate } from '../calendar/iso-date';
import { DomainError } from '../errors/domain-error';
import { collectMonthMovements } from '../ledger/month-movements';
import type { DistributionInvestor, DistributionMethod } from './distribution-types';

export type MonthBounds = { monthStart: IsoDate; monthEnd: IsoDate; daysInMonth: number };

export type InvestorWeight = { balanceMinor: bigint; daysActive: number; weight: bigint };

/**
 * The investor's month-end balance, days active and weight, or null when it is not eligible
 * (not active, subscribed after month end, or month-end balance ≤ 0). Every investor's data is
 * still checked: bad rows are refused even for an investor that would be left out.
 * `deltasByDayMinor` is a caller-owned buffer of daysInMonth zeros, left zeroed on return.
 */
export const investorWeight = ({
  investor,
  method,
  bounds,
  deltasByDayMinor,
}: {
  investor: DistributionInvestor;
  method: DistributionMethod;
  bounds: MonthBounds;
  deltasByDayMinor: bigint[];
}): InvestorWeight | null => {
  if (typeof investor.id !== 'string' || investor.id.length === 0) throw new DomainError('INVALID_INPUT', { field: 'id' });
  parseIsoDate(investor.subscriptionDate);
  const daily = method === 'daily-product';
  const { openingMinor, monthEndMinor } = collectMonthMovements({
    subscriptionAmountMinor: investor.subscriptionAmountMinor,
    entries: investor.entries,
    monthStart: bounds.monthStart,
    monthEnd: bounds.monthEnd,
    deltasByDayMinor: daily ? deltasByDayMinor : null,
  });
  const eligible = investor.status === 'active' && investor.subscriptionDate <= bounds.monthEnd && monthEndMinor > 0n;
  const firstDay = investor.subscriptionDate < bounds.monthStart ? 1 : dayOfMonth(investor.subscriptionDate);
  const daysActive = bounds.daysInMonth - firstDay + 1;
  let weight = 0n;
  if (daily) {
    weight = sumActiveDays({ openingMinor, deltasByDayMinor, firstDay, eligible });
  } else if (eligible) {
    weight = monthEndMinor * BigInt(daysActive);
  }
  return eligible ? { balanceMinor: monthEndMinor, daysActive, weight } : null;
};

const dayOfMonth = (date: IsoDate): number => (date.charCodeAt(8) - 48) * 10 + (date.charCodeAt(9) - 48);

/** Σ closing balance over the active days (a negative day counts 0); zeroes the buffer as it goes. */
const sumActiveDays = ({
  openingMinor,
  deltasByDayMinor,
  firstDay,
  eligible,
}: {
  openingMinor: bigint;
  deltasByDayMinor: bigint[];
  firstDay: number;
  eligible: boolean;
}): bigint => {
  let balanceMinor = openingMinor;
  let weight = 0n;
  for (let index = 0; index < deltasByDayMinor.length; index += 1) {
    balanceMinor += deltasByDayMinor[index] as bigint;
    deltasByDayMinor[index] = 0n;
    if (eligible && index + 1 >= firstDay && balanceMinor > 0n) weight += balanceMinor;
  }
  return weight;
};
