import { trimDecimal } from '../../../contract/decimal-input';
import type { SaleStatus, TSaleRow } from '../../../contract/product-sales';
import type { Currency } from '../../../domain';
import { minorToNumeric, numericToMinor } from '../../../db/money-columns';
import type { SaleRecord } from '../../../db/queries/product-sales';

const money = (text: string, currency: Currency) => minorToNumeric(numericToMinor(text, currency), currency);

export function toSaleRow(row: SaleRecord): TSaleRow {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    saleNumber: row.saleNumber,
    customerId: row.customerId,
    customerName: row.customerName,
    currency,
    productName: row.productName,
    description: row.description,
    quantity: trimDecimal(row.quantity),
    purchasePrice: money(row.purchasePrice, currency),
    additionalCost: money(row.additionalCost, currency),
    customsFees: money(row.customsFees, currency),
    salePrice: money(row.salePrice, currency),
    totalCost: money(row.totalCost, currency),
    totalSale: money(row.totalSale, currency),
    profit: money(row.profit, currency),
    saleDate: row.saleDate,
    status: row.status as SaleStatus,
    isProfitDistributed: row.isProfitDistributed,
  };
}
