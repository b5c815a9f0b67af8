import { monthEnd, monthStart } from '../calendar/month-bounds';
import { daysInMonth as countDaysInMonth } from '../calendar/month';
import { assertInvariant } from '../errors/assert-invariant';
import { DomainError } from '../errors/domain-error';
import { compareCodePoints } from '../money/compare-code-points';
import { allocateDetailed } from '../money/allocate';
import { assertPercentage, percentOf } from '../money/percentage';
import { roundHalfUp } from '../money/round-half-up';
import type { DistributeInvestorProfitParams, DistributionInvestor, DistributionRow, InvestorDistribution } from './distribution-types';
import { DISTRIBUTION_METHODS } from './distribution-types';
import { investorWeight } from './investor-weight';
import type { InvestorWeight } from './investor-weight';

type EligibleInvestor = InvestorWeight & { id: string };

/**
 * A month's profit split among the eligible investors (docs/distribution.md §3–§6): distributable =
 * max(0, round(base × investor% / 100) − loss), split by weight with the largest remainder; the
 * special-services share is paid on top. Rows are sorted by id.
 */
export const distributeInvestorProfit = (params: DistributeInvestorProfitParams): InvestorDistribution => {
  const { yearMonth, method, currency } = params;
  if (!DISTRIBUTION_METHODS.includes(method)) throw new DomainError('INVALID_INPUT', { method: String(method) });
  assertPercentage(params.investorPercentage);
  assertPercentage(params.specialRatio);
  if (params.lossMinor < 0n) throw new DomainError('NEGATIVE_AMOUNT', { field: 'loss' });
  const eligible = collectEligible(params);
  const bounds = eligible.bounds;
  if (eligible.investors.length === 0) throw new DomainError('NO_ACTIVE_INVESTORS');
  const investorPartMinor = roundHalfUp(percentOf({ amountMinor: params.baseTotalMinor, percentage: params.investorPercentage }));
  const distributableMinor = maxBigint(0n, investorPartMinor - params.lossMinor);
  if (distributableMinor === 0n) throw new DomainError('NOTHING_TO_DISTRIBUTE');
  const specialMinor = roundHalfUp(percentOf({ amountMinor: params.baseTotalMinor, percentage: params.specialRatio }));

  const sorted = eligible.investors.sort((left, right) => compareCodePoints(left.id, right.id));
  const split = allocateDetailed({ totalMinor: distributableMinor, weights: sorted });
  const parts = split.parts;
  let totalWeight = 0n;
  let totalBalanceMinor = 0n;
  for (const investor of sorted) {
    totalWeight += investor.weight;
    totalBalanceMinor += investor.balanceMinor;
  }
  const dayDenominator = BigInt(bounds.daysInMonth);
  const rows: DistributionRow[] = sorted.map((investor, index) => ({
    id: investor.id,
    balanceMinor: investor.balanceMinor,
    daysActive: investor.daysActive,
    weight: investor.weight,
    dailyCapitalMinor: { numerator: investor.weight, denominator: dayDenominator },
    capitalPercentage: { numerator: investor.weight * 100n, denominator: totalWeight },
    shareMinor: (parts[index] as { amountMinor: bigint }).amountMinor,
  }));
  assertInvariant(
    rows.every((row) => row.shareMinor >= 0n),
    'no share is negative',
  );
  return {
    method,
    currency,
    yearMonth,
    daysInMonth: bounds.daysInMonth,
    distributableMinor,
    specialMinor,
    totalBalanceMinor,
    totalWeight,
    totalDailyCapitalMinor: { numerator: totalWeight, denominator: dayDenominator },
    activeInvestors: rows.length,
    rows,
    split,
  };
};

const collectEligible = ({ yearMonth, method, investors }: DistributeInvestorProfitParams) => {
  const bounds = { monthStart: monthStart(yearMonth), monthEnd: monthEnd(yearMonth), daysInMonth: countDaysInMonth(yearMonth) };
  // One buffer for the whole run: the daily method must not allocate per investor or per day.
  const deltasByDayMinor = new Array<bigint>(bounds.daysInMonth).fill(0n);
  const eligibleInvestors: EligibleInvestor[] = [];
  for (const investor of investors as readonly DistributionInvestor[]) {
    const weighed = investorWeight({ investor, method, bounds, deltasByDayMinor });
    if (weighed !== null) eligibleInvestors.push({ id: investor.id, ...weighed });
  }
  return { bounds, investors: eligibleInvestors };
};

const maxBigint = (left: bigint, right: bigint): bigint => (left > right ? left : right);
