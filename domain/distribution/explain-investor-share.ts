import { addDays } from '../calendar/day-number';
import type { IsoDate } from '../calendar/iso-date';
import { monthEnd, monthStart } from '../calendar/month-bounds';
import { assertInvariant } from '../errors/assert-invariant';
import { dailyBalances } from '../ledger/daily-balances';
import { remainderOrder } from '../money/allocate';
import { percentOf } from '../money/percentage';
import type { Rational } from '../money/rational';
import { roundHalfUp } from '../money/round-half-up';
import { distributeInvestorProfit } from './distribute-investor-profit';
import type { DistributeInvestorProfitParams, DistributionMethod } from './distribution-types';

/** Days of one closing balance in a row; a negative balance counts as zero (docs/distribution.md §5). */
export type BalanceSegment = { from: IsoDate; to: IsoDate; days: number; balanceMinor: bigint; countedMinor: bigint; productMinor: bigint };

/**
 * Everything that made one investor's share (docs/distribution.md §17): the pool, the investor's
 * capital over the month and its weight, the exact fraction of the distributable, its floor and
 * remainder, and whether the largest-remainder step gave it one more unit.
 */
export type InvestorShareExplanation = {
  method: DistributionMethod;
  monthStart: IsoDate;
  monthEnd: IsoDate;
  daysInMonth: number;
  baseTotalMinor: bigint;
  investorPercentage: Rational;
  investorPartMinor: bigint;
  lossMinor: bigint;
  distributableMinor: bigint;
  specialMinor: bigint;
  investorCount: number;
  totalWeight: bigint;
  investor: {
    id: string;
    subscriptionDate: IsoDate;
    activeFrom: IsoDate;
    daysActive: number;
    monthEndBalanceMinor: bigint;
    weight: bigint;
    /** The daily-product method's segments; empty for month-end (weight = balance × days active). */
    segments: BalanceSegment[];
  };
  /** distributable × weight / total weight, unreduced. */
  exactShareMinor: Rational;
  floorMinor: bigint;
  /** What is left over the floor, as a numerator over `totalWeight`. */
  remainder: bigint;
  leftoverUnits: number;
  /** 1-based place among the parts with a remainder in the order the units go; null without remainder. */
  remainderRank: number | null;
  unitAdded: boolean;
  shareMinor: bigint;
};

/**
 * The explanation of one investor's share, read from the very run of the core that splits the month
 * (distributeInvestorProfit and its allocateDetailed), so no figure can disagree with the posting.
 * Null when the investor is not eligible for the month.
 */
export const explainInvestorShare = ({
  params,
  investorId,
}: {
  params: DistributeInvestorProfitParams;
  investorId: string;
}): InvestorShareExplanation | null => {
  const distribution = distributeInvestorProfit(params);
  const index = distribution.rows.findIndex((row) => row.id === investorId);
  const row = distribution.rows[index];
  const source = params.investors.find((investor) => investor.id === investorId);
  if (row === undefined || source === undefined) return null;
  const { split } = distribution;
  const remainder = split.remainders[index] as bigint;
  const weights = distribution.rows.map(({ id, weight }) => ({ id, weight }));
  let ahead = 0;
  for (let other = 0; other < distribution.rows.length; other += 1) {
    if (other !== index && (split.remainders[other] as bigint) > 0n && remainderOrder(weights, split.remainders, other, index) < 0) ahead += 1;
  }
  const start = monthStart(params.yearMonth);
  const activeFrom = source.subscriptionDate > start ? source.subscriptionDate : start;
  const segments = distribution.method === 'daily-product' ? balanceSegments({ params, investor: source, activeFrom, daysActive: row.daysActive }) : [];
  if (distribution.method === 'daily-product') {
    assertInvariant(segments.reduce((sum, segment) => sum + segment.productMinor, 0n) === row.weight, 'segments add up to the weight');
  } else {
    assertInvariant(row.balanceMinor * BigInt(row.daysActive) === row.weight, 'month-end weight is balance × days active');
  }
  const explanation: InvestorShareExplanation = {
    method: distribution.method,
    monthStart: start,
    monthEnd: monthEnd(params.yearMonth),
    daysInMonth: distribution.daysInMonth,
    baseTotalMinor: params.baseTotalMinor,
    investorPercentage: params.investorPercentage,
    investorPartMinor: roundHalfUp(percentOf({ amountMinor: params.baseTotalMinor, percentage: params.investorPercentage })),
    lossMinor: params.lossMinor,
    distributableMinor: distribution.distributableMinor,
    specialMinor: distribution.specialMinor,
    investorCount: distribution.rows.length,
    totalWeight: distribution.totalWeight,
    investor: {
      id: row.id,
      subscriptionDate: source.subscriptionDate,
      activeFrom,
      daysActive: row.daysActive,
      monthEndBalanceMinor: row.balanceMinor,
      weight: row.weight,
      segments,
    },
    exactShareMinor: { numerator: distribution.distributableMinor * row.weight, denominator: distribution.totalWeight },
    floorMinor: split.floors[index] as bigint,
    remainder,
    leftoverUnits: split.leftoverUnits,
    remainderRank: remainder > 0n ? ahead + 1 : null,
    unitAdded: split.unitIndexes.has(index),
    shareMinor: row.shareMinor,
  };
  assertInvariant(explanation.floorMinor + (explanation.unitAdded ? 1n : 0n) === row.shareMinor, 'floor plus the unit is the share');
  return explanation;
};

/** The active days' closing balances (the core's own dailyBalances), runs of one balance joined. */
const balanceSegments = ({
  params,
  investor,
  activeFrom,
  daysActive,
}: {
  params: DistributeInvestorProfitParams;
  investor: DistributeInvestorProfitParams['investors'][number];
  activeFrom: IsoDate;
  daysActive: number;
}): BalanceSegment[] => {
  const balances = dailyBalances({ subscriptionAmountMinor: investor.subscriptionAmountMinor, entries: investor.entries, yearMonth: params.yearMonth });
  const active = balances.slice(balances.length - daysActive);
  const segments: BalanceSegment[] = [];
  active.forEach((balanceMinor, offset) => {
    const day = addDays({ date: activeFrom, days: offset });
    const last = segments[segments.length - 1];
    if (last !== undefined && last.balanceMinor === balanceMinor) {
      last.to = day;
      last.days += 1;
      last.productMinor += last.countedMinor;
      return;
    }
    const countedMinor = balanceMinor > 0n ? balanceMinor : 0n;
    segments.push({ from: day, to: day, days: 1, balanceMinor, countedMinor, productMinor: countedMinor });
  });
  return segments;
};
