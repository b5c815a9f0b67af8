import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../calendar/iso-date';
import { errorCodeOf } from '../test-support/error-code';
import { distributeInvestorProfit } from './distribute-investor-profit';
import { januaryOf, testInvestor } from '../test-support/fixtures';
import type { DistributeInvestorProfitParams, DistributionInvestor } from './distribution-types';

const investor = testInvestor;
const january = januaryOf();

describe('distributeInvestorProfit', () => {
  it('weighs a late credit by its days with the daily-product method', () => {
    const result = distributeInvestorProfit(january);
    expect(result.method).toBe('daily-product');
    expect([result.distributableMinor, result.specialMinor, result.totalBalanceMinor]).toEqual([385000n, 25000n, 6000000n]);
    expect(result.rows.map((row) => [row.id, row.weight, row.shareMinor])).toEqual([
      ['a', 1000000n * 24n + 3000000n * 7n, 125543n],
      ['b', 3000000n * 31n, 259457n],
    ]);
  });

  it('counts the late credit fully with the month-end method', () => {
    const result = distributeInvestorProfit({ ...january, method: 'month-end' });
    expect(result.method).toBe('month-end');
    expect(result.rows.map((row) => [row.id, row.daysActive, row.shareMinor])).toEqual([
      ['a', 31, 192500n],
      ['b', 31, 192500n],
    ]);
  });

  it('counts a negative day as zero in the daily product', () => {
    const result = distributeInvestorProfit({
      ...january,
      investors: [
        investor('a', '2025-01-01', 0n, {
          entries: [
            { date: '2026-01-05' as IsoDate, type: 'debit', status: 'completed', amountMinor: 100n },
            { date: '2026-01-31' as IsoDate, type: 'credit', status: 'completed', amountMinor: 300n },
          ],
        }),
      ],
    });
    // Days 1–4 at 0, days 5–30 at −100 (count 0), day 31 at 200.
    expect(result.rows[0]?.weight).toBe(200n);
  });

  it('counts days active from the subscription date inside the month', () => {
    const result = distributeInvestorProfit({
      ...january,
      method: 'month-end',
      investors: [investor('a', '2026-01-31', 100n), investor('b', '2026-01-01', 100n)],
    });
    expect(result.rows.map((row) => row.daysActive)).toEqual([1, 31]);
  });

  it.each<[string, Partial<DistributeInvestorProfitParams>, string]>([
    ['no investors', { investors: [] }, 'NO_ACTIVE_INVESTORS'],
    ['only ineligible investors, even with nothing to share', { investors: [investor('a', '2026-02-01', 100n)], lossMinor: 10n ** 9n }, 'NO_ACTIVE_INVESTORS'],
    ['a loss above the investors part', { lossMinor: 400000n }, 'NOTHING_TO_DISTRIBUTE'],
    ['a negative base', { baseTotalMinor: -1n }, 'NOTHING_TO_DISTRIBUTE'],
    ['month 13', { yearMonth: { year: 2026, month: 13 } }, 'INVALID_MONTH'],
    ['a percentage above 100', { investorPercentage: { numerator: 101n, denominator: 1n } }, 'PERCENTAGE_OUT_OF_RANGE'],
    ['a negative loss', { lossMinor: -1n }, 'NEGATIVE_AMOUNT'],
    ['an invalid subscription date', { investors: [investor('a', '2025-02-29', 100n)] }, 'INVALID_DATE'],
    ['two investors with one id', { investors: [investor('a', '2025-01-01', 100n), investor('a', '2025-01-01', 100n)] }, 'DUPLICATE_ID'],
  ])('refuses %s', (_title, changes, code) => {
    expect(errorCodeOf(() => distributeInvestorProfit({ ...january, ...changes }))).toBe(code);
  });

  const dateIn = (year: number) =>
    fc
      .record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
      .map(({ month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as IsoDate);
  const entryArbitrary = fc.record({
    date: fc.oneof(dateIn(2025), dateIn(2026)),
    type: fc.constantFrom('credit', 'debit') as fc.Arbitrary<'credit' | 'debit'>,
    status: fc.constantFrom('completed', 'pending', 'cancelled') as fc.Arbitrary<'completed' | 'pending' | 'cancelled'>,
    amountMinor: fc.bigInt({ min: 0n, max: 10n ** 9n }),
  });
  const investorsArbitrary = fc.uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 3 }),
      status: fc.constantFrom('active', 'active', 'inactive', 'suspended') as fc.Arbitrary<DistributionInvestor['status']>,
      subscriptionDate: fc.oneof(dateIn(2025), dateIn(2026)),
      subscriptionAmountMinor: fc.bigInt({ min: 0n, max: 10n ** 9n }),
      entries: fc.array(entryArbitrary, { maxLength: 5 }),
    }),
    { maxLength: 8, selector: (entry) => entry.id },
  );

  it('shares add up to the distributable and never reach an ineligible investor', () => {
    fc.assert(
      fc.property(
        investorsArbitrary,
        fc.constantFrom('month-end', 'daily-product') as fc.Arbitrary<DistributeInvestorProfitParams['method']>,
        fc.integer({ min: 1, max: 12 }),
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        (investors, method, month, baseTotalMinor) => {
          const params = { ...january, method, yearMonth: { year: 2026, month }, baseTotalMinor, lossMinor: 0n, investors };
          const code = errorCodeOf(() => distributeInvestorProfit(params));
          if (code !== 'none') {
            expect(['NO_ACTIVE_INVESTORS', 'NOTHING_TO_DISTRIBUTE']).toContain(code);
            return;
          }
          const result = distributeInvestorProfit(params);
          expect(result.rows.reduce((sum, row) => sum + row.shareMinor, 0n)).toBe(result.distributableMinor);
          const monthEnd = `2026-${String(month).padStart(2, '0')}-31`;
          for (const row of result.rows) {
            const source = investors.find((candidate) => candidate.id === row.id);
            expect(source?.status).toBe('active');
            expect((source?.subscriptionDate ?? '') <= monthEnd).toBe(true);
            expect(row.balanceMinor > 0n).toBe(true);
            expect(row.shareMinor >= 0n).toBe(true);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
