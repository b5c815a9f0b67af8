import type { IsoDate } from '../calendar/iso-date';
import type { DistributeInvestorProfitParams, DistributionInvestor } from '../distribution/distribution-types';
import type { LedgerEntry } from '../ledger/ledger-entry';

/** An active investor of the tests, with its ledger rows (none unless given). */
export const testInvestor = (
  id: string,
  subscriptionDate: string,
  subscriptionAmountMinor: bigint,
  changes: Partial<DistributionInvestor> = {},
): DistributionInvestor => ({
  id,
  status: 'active',
  subscriptionDate: subscriptionDate as IsoDate,
  subscriptionAmountMinor,
  entries: [],
  ...changes,
});

/**
 * January 2026 in dollars, daily-product: b holds 30,000.00 all month, a 10,000.00 with a credit of
 * 20,000.00 on the 25th (docs/distribution.md §5), and any further investors given.
 */
export const januaryOf = (...more: DistributionInvestor[]): DistributeInvestorProfitParams => ({
  yearMonth: { year: 2026, month: 1 },
  currency: 'USD',
  method: 'daily-product',
  baseTotalMinor: 500000n,
  investorPercentage: { numerator: 80n, denominator: 1n },
  lossMinor: 15000n,
  specialRatio: { numerator: 5n, denominator: 1n },
  investors: [
    testInvestor('b', '2025-01-01', 3000000n),
    testInvestor('a', '2025-01-01', 1000000n, {
      entries: [{ date: '2026-01-25' as IsoDate, type: 'credit', status: 'completed', amountMinor: 2000000n }],
    }),
    ...more,
  ],
});

/** A ledger row of the tests: its date, type, status and amount in minor units. */
export const ledgerEntry = (date: string, type: LedgerEntry['type'], status: LedgerEntry['status'], amountMinor: bigint): LedgerEntry => ({
  date: date as IsoDate,
  type,
  status,
  amountMinor,
});
