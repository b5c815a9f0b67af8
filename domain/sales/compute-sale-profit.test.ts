import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../test-support/error-code';
import { computeSaleProfit } from './compute-sale-profit';
import type { ComputeSaleProfitParams } from './compute-sale-profit';

const gold: ComputeSaleProfitParams = {
  currency: 'XAF',
  quantity: { numerator: 125n, denominator: 10n },
  purchasePriceMinor: 38000n,
  additionalCostMinor: 15000n,
  customsFeesMinor: 7500n,
  salePriceMinor: 41250n,
};

describe('computeSaleProfit', () => {
  it.each<[string, Partial<ComputeSaleProfitParams>, [bigint, bigint, bigint]]>([
    ['gold by the gram', {}, [497500n, 515625n, 18125n]],
    [
      'a loss is negative',
      {
        currency: 'USD',
        quantity: { numerator: 3n, denominator: 1n },
        purchasePriceMinor: 10000n,
        additionalCostMinor: 1000n,
        customsFeesMinor: 500n,
        salePriceMinor: 9550n,
      },
      [31500n, 28650n, -2850n],
    ],
    // 0.005 × 101 = 0.505 → 1 franc: each product is rounded once, half away from zero.
    [
      'a half unit rounds up',
      { quantity: { numerator: 5n, denominator: 1000n }, purchasePriceMinor: 100n, salePriceMinor: 101n, additionalCostMinor: 0n, customsFeesMinor: 0n },
      [1n, 1n, 0n],
    ],
    ['zero quantity', { quantity: { numerator: 0n, denominator: 1n } }, [22500n, 0n, -22500n]],
  ])('%s', (_title, changes, [totalCost, totalSale, profit]) => {
    const sale = computeSaleProfit({ ...gold, ...changes });
    expect([sale.totalCostMinor, sale.totalSaleMinor, sale.profitMinor]).toEqual([totalCost, totalSale, profit]);
  });

  it.each<[string, Partial<ComputeSaleProfitParams>]>([
    ['a negative quantity', { quantity: { numerator: -1n, denominator: 1n } }],
    ['a negative price', { salePriceMinor: -1n }],
    ['negative customs fees', { customsFeesMinor: -1n }],
  ])('refuses %s', (_title, changes) => {
    expect(errorCodeOf(() => computeSaleProfit({ ...gold, ...changes }))).toBe('NEGATIVE_AMOUNT');
  });
});
