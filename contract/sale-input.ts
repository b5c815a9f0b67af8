import { computeSaleProfit, DomainError, parseAmount } from '../domain';
import type { Currency, Rational, SaleProfit } from '../domain';
import { assertDecimalFits, withField } from './decimal-input';

export type SaleInputText = {
  currency: Currency;
  quantity: string;
  purchasePrice: string;
  additionalCost: string;
  customsFees: string;
  salePrice: string;
};

const PRICE_FIELDS = ['purchasePrice', 'additionalCost', 'customsFees', 'salePrice'] as const;
const INTEGER_DIGITS = 12;
const TOTAL_LIMIT_MINOR = 10n ** 17n;

export type ComputedSale = SaleProfit & { quantity: Rational; pricesMinor: Record<(typeof PRICE_FIELDS)[number], bigint> };

/** The one path from a sale form's text to its totals and profit (docs/operations.md §8), in the browser and on the server. */
export function computeSaleFromInput(input: SaleInputText): ComputedSale {
  const quantity = assertDecimalFits({ text: input.quantity, field: 'quantity', fractionDigits: 4, integerDigits: INTEGER_DIGITS });
  if (quantity.numerator <= 0n) throw new DomainError('NEGATIVE_AMOUNT', { field: 'quantity' });
  const pricesMinor = Object.fromEntries(
    PRICE_FIELDS.map((field) => {
      assertDecimalFits({ text: input[field], field, fractionDigits: 2, integerDigits: INTEGER_DIGITS, code: 'INVALID_AMOUNT' });
      return [field, withField(field, () => parseAmount({ text: input[field], currency: input.currency }).amountMinor)];
    }),
  ) as ComputedSale['pricesMinor'];
  const profit = computeSaleProfit({
    currency: input.currency,
    quantity,
    purchasePriceMinor: pricesMinor.purchasePrice,
    additionalCostMinor: pricesMinor.additionalCost,
    customsFeesMinor: pricesMinor.customsFees,
    salePriceMinor: pricesMinor.salePrice,
  });
  const largest = [profit.totalCostMinor, profit.totalSaleMinor].reduce((a, b) => (a > b ? a : b));
  if (largest >= TOTAL_LIMIT_MINOR) throw new DomainError('INVALID_AMOUNT', { field: 'quantity' });
  return { ...profit, quantity, pricesMinor };
}
