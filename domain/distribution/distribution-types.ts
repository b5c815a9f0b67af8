import type { IsoDate } from '../calendar/iso-date';
import type { YearMonth } from '../calendar/month';
import type { LedgerEntry } from '../ledger/ledger-entry';
import type { AllocationDetail } from '../money/allocate';
import type { Currency } from '../money/currency';
import type { Rational } from '../money/rational';

/**
 * 'month-end' is the original product's weight (month-end balance × days active); 'daily-product' is the
 * profit-sharing pools' exact weight (sum of each active day's closing balance).
 */
export type DistributionMethod = 'month-end' | 'daily-product';

export const DISTRIBUTION_METHODS: readonly DistributionMethod[] = ['month-end', 'daily-product'];

export type SubscriberStatus = 'active' | 'inactive' | 'suspended';

export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['active', 'inactive', 'suspended'];

/** An investor (subscriber) with its whole ledger; amounts in minor units of the run's currency. */
export type DistributionInvestor = {
  id: string;
  status: SubscriberStatus;
  subscriptionDate: IsoDate;
  subscriptionAmountMinor: bigint;
  entries: readonly LedgerEntry[];
};

export type DistributeInvestorProfitParams = {
  yearMonth: YearMonth;
  currency: Currency;
  method: DistributionMethod;
  baseTotalMinor: bigint;
  investorPercentage: Rational;
  lossMinor: bigint;
  specialRatio: Rational;
  investors: readonly DistributionInvestor[];
};

/**
 * One eligible investor. `weight` is in minor-unit-days; the daily capital and the percentage are
 * exact fractions, rounded only when shown.
 */
export type DistributionRow = {
  id: string;
  balanceMinor: bigint;
  daysActive: number;
  weight: bigint;
  dailyCapitalMinor: Rational;
  capitalPercentage: Rational;
  shareMinor: bigint;
};

export type InvestorDistribution = {
  method: DistributionMethod;
  currency: Currency;
  yearMonth: YearMonth;
  daysInMonth: number;
  distributableMinor: bigint;
  specialMinor: bigint;
  totalBalanceMinor: bigint;
  totalWeight: bigint;
  totalDailyCapitalMinor: Rational;
  activeInvestors: number;
  rows: DistributionRow[];
  /** The largest-remainder split's working, index for index with `rows` (docs/distribution.md §17). */
  split: AllocationDetail;
};
