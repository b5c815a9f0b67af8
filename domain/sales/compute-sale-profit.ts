import { DomainError } from '../errors/domain-error';
import type { Currency } from '../money/currency';
import type { Rational } from '../money/rational';
import { roundHalfUp } from '../money/round-half-up';

export type ComputeSaleProfitParams = {
  currency: Currency;
  quantity: Rational;
  purchasePriceMinor: bigint;
  additionalCostMinor: bigint;
  customsFeesMinor: bigint;
  salePriceMinor: bigint;
};

export type SaleProfit = { currency: Currency; totalCostMinor: bigint; totalSaleMinor: bigint; profitMinor: bigint };

/**
 * A precious-product sale (docs/operations.md §8). The quantity may have decimals (grams), so each
 * quantity × price product is rounded once; the profit may be negative (a loss).
 */
export const computeSaleProfit = (params: ComputeSaleProfitParams): SaleProfit => {
  const { currency, quantity } = params;
  if (quantity.numerator < 0n || quantity.denominator <= 0n) throw new DomainError('NEGATIVE_AMOUNT', { field: 'quantity' });
  for (const field of ['purchasePriceMinor', 'additionalCostMinor', 'customsFeesMinor', 'salePriceMinor'] as const) {
    if (params[field] < 0n) throw new DomainError('NEGATIVE_AMOUNT', { field });
  }
  const timesQuantity = (priceMinor: bigint): bigint => roundHalfUp({ numerator: quantity.numerator * priceMinor, denominator: quantity.denominator });
  const totalCostMinor = timesQuantity(params.purchasePriceMinor) + params.additionalCostMinor + params.customsFeesMinor;
  const totalSaleMinor = timesQuantity(params.salePriceMinor);
  return { currency, totalCostMinor, totalSaleMinor, profitMinor: totalSaleMinor - totalCostMinor };
};
