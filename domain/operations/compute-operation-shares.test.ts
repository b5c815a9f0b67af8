import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rational } from '../money/rational';
import { errorCodeOf } from '../test-support/error-code';
import { computeOperationShares } from './compute-operation-shares';
import type { ComputeOperationSharesParams } from './compute-operation-shares';
import type { ShareRule } from './share-rule';

const percent = (numerator: bigint, denominator = 1n): Rational => ({ numerator, denominator });
const ofRevenue = (value: bigint): ShareRule => ({ kind: 'percent-of-revenue', percentage: percent(value) });
const ofRemainder = (value: bigint, denominator = 1n): ShareRule => ({ kind: 'percent-of-remainder', percentage: percent(value, denominator) });
const fixed = (amountMinor: bigint): ShareRule => ({ kind: 'fixed', amountMinor });

const base: ComputeOperationSharesParams = {
  currency: 'USD',
  amountMinor: 1_000_000n,
  exchangeRate: percent(1n),
  serviceRate: percent(3n),
  investor: ofRevenue(50n),
  mediator: fixed(2000n),
  special: ofRemainder(5n),
};

describe('computeOperationShares', () => {
  it.each<[string, Partial<ComputeOperationSharesParams>, [bigint, bigint, bigint, bigint, bigint, bigint]]>([
    ['investor half, fixed mediator, special from the remainder', {}, [1_000_000n, 30000n, 15000n, 2000n, 650n, 12350n]],
    [
      'XAF with a trader mediator',
      { currency: 'XAF', amountMinor: 2_500_000n, exchangeRate: percent(6055n, 10n), serviceRate: percent(25n, 10n), mediator: ofRemainder(15n) },
      [412882n, 62500n, 31250n, 4688n, 1328n, 25234n],
    ],
    // 5% of 0.50 = 0.025 → 0.03: half-way rounds away from zero.
    [
      'a half cent rounds up',
      { amountMinor: 5000n, serviceRate: percent(1n), investor: fixed(0n), mediator: fixed(0n), special: ofRemainder(5n) },
      [5000n, 50n, 0n, 0n, 3n, 47n],
    ],
    [
      'shares may take exactly everything',
      { investor: ofRevenue(100n), mediator: fixed(0n), special: ofRemainder(100n) },
      [1_000_000n, 30000n, 30000n, 0n, 0n, 0n],
    ],
    ['a zero amount gives zeros', { amountMinor: 0n, mediator: fixed(0n) }, [0n, 0n, 0n, 0n, 0n, 0n]],
  ])('%s', (_title, changes, [usd, revenue, investor, mediator, special, company]) => {
    const shares = computeOperationShares({ ...base, ...changes });
    expect([
      shares.equivalentUsdCents,
      shares.revenueMinor,
      shares.investorShareMinor,
      shares.mediatorShareMinor,
      shares.specialShareMinor,
      shares.companyShareMinor,
    ]).toEqual([usd, revenue, investor, mediator, special, company]);
  });

  it.each<[string, Partial<ComputeOperationSharesParams>, string]>([
    ['a fixed mediator above what is left', { mediator: fixed(15001n) }, 'SHARES_EXCEED_REVENUE'],
    ['two revenue percentages above 100%', { investor: ofRevenue(60n), special: ofRevenue(50n) }, 'SHARES_EXCEED_REVENUE'],
    ['a zero exchange rate', { exchangeRate: percent(0n) }, 'INVALID_RATE'],
    ['a negative exchange rate', { exchangeRate: percent(-1n) }, 'INVALID_RATE'],
    ['a service rate above 100', { serviceRate: percent(10001n, 100n) }, 'PERCENTAGE_OUT_OF_RANGE'],
    ['a negative percentage', { investor: ofRevenue(-1n) }, 'PERCENTAGE_OUT_OF_RANGE'],
    ['a negative fixed share', { mediator: fixed(-1n) }, 'NEGATIVE_AMOUNT'],
    ['a negative amount', { amountMinor: -1n }, 'NEGATIVE_AMOUNT'],
  ])('refuses %s', (_title, changes, code) => {
    expect(errorCodeOf(() => computeOperationShares({ ...base, ...changes }))).toBe(code);
  });

  const percentage = fc.bigInt({ min: 0n, max: 1_000_000n }).map((hundredths) => percent(hundredths, 10_000n));
  const rule = fc.oneof(
    fc.bigInt({ min: 0n, max: 10n ** 7n }).map(fixed),
    percentage.map((value): ShareRule => ({ kind: 'percent-of-revenue', percentage: value })),
    percentage.map((value): ShareRule => ({ kind: 'percent-of-remainder', percentage: value })),
  );

  it('shares and the company share add up to the revenue, none negative, or the operation is refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('XAF', 'USD', 'EUR', 'SAR') as fc.Arbitrary<ComputeOperationSharesParams['currency']>,
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        percentage,
        rule,
        rule,
        rule,
        (currency, amountMinor, rateTenThousandths, serviceRate, investor, mediator, special) => {
          const params = { currency, amountMinor, exchangeRate: percent(rateTenThousandths, 10_000n), serviceRate, investor, mediator, special };
          const code = errorCodeOf(() => computeOperationShares(params));
          if (code !== 'none') {
            expect(code).toBe('SHARES_EXCEED_REVENUE');
            return;
          }
          const shares = computeOperationShares(params);
          const parts = [shares.investorShareMinor, shares.mediatorShareMinor, shares.specialShareMinor, shares.companyShareMinor];
          expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(shares.revenueMinor);
          expect(parts.every((part) => part >= 0n)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
