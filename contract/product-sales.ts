import { z } from 'zod';
import { zId } from './fields';
import { zCurrency, zDecimalString, zIsoDate, zMoneyString } from './money';
import { EXPORT_LANGUAGES } from './operations';

export const SALE_STATUSES = ['pending', 'sold', 'cancelled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const ZSaleBody = z.strictObject({
  currency: zCurrency,
  productName: z.string().trim().min(1, { message: 'required' }).max(120, { message: 'max_length' }),
  description: z.string().trim().max(1000, { message: 'max_length' }),
  /** Grams and the like: up to 4 decimals, more than zero. */
  quantity: zDecimalString,
  purchasePrice: zMoneyString,
  additionalCost: zMoneyString,
  customsFees: zMoneyString,
  salePrice: zMoneyString,
  saleDate: zIsoDate,
  /** The individual who bought, named on the invoice; none (null or left out) for an anonymous sale. */
  customerId: z.string().min(1).max(64).nullable().optional(),
});
export type TSaleBody = z.infer<typeof ZSaleBody>;

export const ZSaleRow = z.object({
  id: z.string(),
  saleNumber: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  currency: zCurrency,
  productName: z.string(),
  description: z.string(),
  quantity: z.string(),
  purchasePrice: z.string(),
  additionalCost: z.string(),
  customsFees: z.string(),
  salePrice: z.string(),
  totalCost: z.string(),
  totalSale: z.string(),
  profit: z.string(),
  saleDate: z.string(),
  status: z.enum(SALE_STATUSES),
  isProfitDistributed: z.boolean(),
});
export type TSaleRow = z.infer<typeof ZSaleRow>;

export const ZListSalesQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  status: z.enum(SALE_STATUSES).optional(),
  currency: zCurrency.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.enum(['10', '25', '50', '100']).optional(),
});
export type TListSalesQuery = z.infer<typeof ZListSalesQuery>;

export const ZSalePage = z.object({ items: z.array(ZSaleRow), nextCursor: z.string().nullable() });
export type TSalePage = z.infer<typeof ZSalePage>;

export const ZSaleIdParams = z.strictObject({ id: zId });
export const ZLanguageQuery = z.strictObject({ lang: z.enum(EXPORT_LANGUAGES).optional() });

export const ZPreciousReportQuery = z.strictObject({
  from: zIsoDate.optional(),
  to: zIsoDate.optional(),
  currency: zCurrency.optional(),
  lang: z.enum(EXPORT_LANGUAGES).optional(),
});
export type TPreciousReportQuery = z.infer<typeof ZPreciousReportQuery>;

/** One month × status × currency of the precious-products report, sums from the database. */
export const ZPreciousReportRow = z.object({
  month: z.string(),
  status: z.enum(SALE_STATUSES),
  currency: zCurrency,
  salesCount: z.number().int(),
  totalCost: z.string(),
  totalSale: z.string(),
  profit: z.string(),
});
export type TPreciousReportRow = z.infer<typeof ZPreciousReportRow>;

export const ZPreciousReportTotal = z.object({ currency: zCurrency, salesCount: z.number().int(), totalCost: z.string(), totalSale: z.string(), profit: z.string() });
export const ZPreciousReport = z.object({ rows: z.array(ZPreciousReportRow), totals: z.array(ZPreciousReportTotal) });
export type TPreciousReport = z.infer<typeof ZPreciousReport>;
