import { trimDecimal } from '../../../contract/decimal-input';
import type { SaleStatus, TSaleRow } from '../../../contract/product-sales';
import type { Currency } from '../../../domain';
import { numericToDecimal } from '../../../db/money-columns';
import type { SaleRecord } from '../../../db/queries/product-sales';

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
    purchasePrice: numericToDecimal(row.purchasePrice, currency),
    additionalCost: numericToDecimal(row.additionalCost, currency),
    customsFees: numericToDecimal(row.customsFees, currency),
    salePrice: numericToDecimal(row.salePrice, currency),
    totalCost: numericToDecimal(row.totalCost, currency),
    totalSale: numericToDecimal(row.totalSale, currency),
    profit: numericToDecimal(row.profit, currency),
    saleDate: row.saleDate,
    status: row.status as SaleStatus,
    isProfitDistributed: row.isProfitDistributed,
  };
}
