import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../calendar/iso-date';
import { distributeInvestorProfit } from './distribute-investor-profit';
import { januaryOf, testInvestor } from '../test-support/fixtures';
import type { DistributionInvestor } from './distribution-types';
import { explainInvestorShare } from './explain-investor-share';

const investor = (id: string, subscriptionDate: string, subscriptionAmountMinor: bigint, entries: DistributionInvestor['entries'] = []) =>
  testInvestor(id, subscriptionDate, subscriptionAmountMinor, { entries });
const january = januaryOf(investor('c', '2026-01-10', 1n));

/** The share as a reader recomputes it from the explanation's own figures. */
const recomputed = (explanation: NonNullable<ReturnType<typeof explainInvestorShare>>) =>
  (explanation.distributableMinor * explanation.investor.weight) / explanation.totalWeight + (explanation.unitAdded ? 1n : 0n);

describe('explainInvestorShare', () => {
  it('shows the daily segments, the weight and the largest-remainder step of the posted split', () => {
    const explanation = explainInvestorShare({ params: january, investorId: 'a' });
    expect(explanation?.investor.segments.map((segment) => [segment.from, segment.to, segment.days, segment.balanceMinor])).toEqual([
      ['2026-01-01', '2026-01-24', 24, 1000000n],
      ['2026-01-25', '2026-01-31', 7, 3000000n],
    ]);
    expect(explanation).toMatchObject({ investorPartMinor: 400000n, distributableMinor: 385000n, specialMinor: 25000n, investorCount: 3 });
    expect(explanation?.investor.weight).toBe(1000000n * 24n + 3000000n * 7n);
    const shares = distributeInvestorProfit(january).rows;
    for (const id of ['a', 'b', 'c']) {
      const each = explainInvestorShare({ params: january, investorId: id });
      expect(each && recomputed(each)).toBe(shares.find((row) => row.id === id)?.shareMinor);
    }
  });

  it('starts the days active at a subscription inside the month, and names month-end weights without segments', () => {
    const daily = explainInvestorShare({ params: january, investorId: 'c' });
    expect([daily?.investor.activeFrom, daily?.investor.daysActive, daily?.investor.segments.length]).toEqual(['2026-01-10', 22, 1]);
    const monthEnd = explainInvestorShare({ params: { ...january, method: 'month-end' }, investorId: 'a' });
    expect([monthEnd?.investor.monthEndBalanceMinor, monthEnd?.investor.weight, monthEnd?.investor.segments]).toEqual([3000000n, 3000000n * 31n, []]);
  });

  it('gives the leftover unit to the largest remainder and says so', () => {
    const params = {
      ...january,
      method: 'month-end' as const,
      baseTotalMinor: 100n,
      investorPercentage: { numerator: 100n, denominator: 1n },
      lossMinor: 0n,
      investors: [investor('x', '2025-01-01', 1n), investor('y', '2025-01-01', 1n), investor('z', '2025-01-01', 1n)],
    };
    const explained = ['x', 'y', 'z'].map((id) => explainInvestorShare({ params, investorId: id }));
    expect(explained.map((each) => [each?.floorMinor, each?.remainder, each?.remainderRank, each?.unitAdded, each?.leftoverUnits])).toEqual([
      [33n, 31n, 1, true, 1],
      [33n, 31n, 2, false, 1],
      [33n, 31n, 3, false, 1],
    ]);
  });

  it('answers null for an investor left out of the month', () => {
    expect(
      explainInvestorShare({
        params: { ...january, investors: [...january.investors, { ...investor('d', '2025-01-01', 5n), status: 'inactive' }] },
        investorId: 'd',
      }),
    ).toBeNull();
    expect(explainInvestorShare({ params: january, investorId: 'nobody' })).toBeNull();
  });

  const dateIn = fc.integer({ min: 1, max: 28 }).map((day) => `2026-02-${String(day).padStart(2, '0')}` as IsoDate);
  const investorsArbitrary = fc.uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 3 }),
      status: fc.constant('active' as const),
      subscriptionDate: fc.oneof(fc.constant('2025-05-05' as IsoDate), dateIn),
      subscriptionAmountMinor: fc.bigInt({ min: 0n, max: 10n ** 7n }),
      entries: fc.array(
        fc.record({
          date: dateIn,
          type: fc.constantFrom('credit', 'debit') as fc.Arbitrary<'credit' | 'debit'>,
          status: fc.constant('completed' as const),
          amountMinor: fc.bigInt({ min: 0n, max: 10n ** 7n }),
        }),
        { maxLength: 4 },
      ),
    }),
    { minLength: 1, maxLength: 6, selector: (entry) => entry.id },
  );

  it('reproduces every share from its own figures on both methods (property)', () => {
    fc.assert(
      fc.property(
        investorsArbitrary,
        fc.constantFrom('month-end', 'daily-product') as fc.Arbitrary<'month-end' | 'daily-product'>,
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (investors, method, baseTotalMinor) => {
          const params = { ...january, yearMonth: { year: 2026, month: 2 }, method, baseTotalMinor, lossMinor: 0n, investors };
          let distribution;
          try {
            distribution = distributeInvestorProfit(params);
          } catch {
            return;
          }
          for (const row of distribution.rows) {
            const explanation = explainInvestorShare({ params, investorId: row.id });
            expect(explanation && recomputed(explanation)).toBe(row.shareMinor);
            expect(explanation?.unitAdded).toBe(explanation?.remainderRank !== null && (explanation?.remainderRank ?? 0) <= (explanation?.leftoverUnits ?? 0));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
