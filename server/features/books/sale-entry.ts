import { parseCurrency, postSaleSold } from '../../../domain';
import { numericToMinor } from '../../../db/money-columns';
import type { SaleRecord } from '../../../db/queries/product-sales';
import type { EntryLines } from './posting.service';

/** The memo of a sold sale's entry. */
export const saleMemo = (saleNumber: string) => `product-sale.sell ${saleNumber}`;

/** A sold sale's entry from its computed totals (docs/accounting.md §3, docs/operations.md §8). */
export function saleEntry(sale: Pick<SaleRecord, 'currency' | 'totalSale' | 'totalCost'>): EntryLines {
  const currency = parseCurrency(sale.currency);
  return (accounts) =>
    postSaleSold(accounts, {
      currency,
      totalSaleMinor: numericToMinor(sale.totalSale, currency),
      totalCostMinor: numericToMinor(sale.totalCost, currency),
    });
}
