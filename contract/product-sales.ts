import { z } from 'zod';
import { zId } from './fields';
import { zAmountText, zCurrency, zDayText, zDecimalString, zIsoDate, zMoneyString } from './money';
import { zColumnList, zListQuery, zPage, zPaging, zSearch, zSort, zTotalledPage } from './list-view';
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
  purchasePrice: zAmountText,
  additionalCost: zAmountText,
  customsFees: zAmountText,
  salePrice: zAmountText,
  totalCost: zAmountText,
  totalSale: zAmountText,
  profit: zAmountText,
  saleDate: zDayText,
  status: z.enum(SALE_STATUSES),
  isProfitDistributed: z.boolean(),
});
export type TSaleRow = z.infer<typeof ZSaleRow>;

/** The columns the sales list sorts by on the server (the newest sale first by default). */
export const SALE_SORT_COLUMNS = [
  'saleNumber',
  'saleDate',
  'productName',
  'customer',
  'currency',
  'quantity',
  'totalCost',
  'totalSale',
  'profit',
  'status',
] as const;
export type SaleSortColumn = (typeof SALE_SORT_COLUMNS)[number];

export const ZListSalesQuery = zListQuery(SALE_SORT_COLUMNS, {
  search: zSearch,
  status: z.enum(SALE_STATUSES).optional(),
  currency: zCurrency.optional(),
});
export type TListSalesQuery = z.infer<typeof ZListSalesQuery>;

export const ZSalePage = zPage(ZSaleRow);
export type TSalePage = z.infer<typeof ZSalePage>;

export const ZSaleIdParams = z.strictObject({ id: zId });
export const ZLanguageQuery = z.strictObject({ lang: z.enum(EXPORT_LANGUAGES).optional() });

/** The report's columns, in the order the screen and its exports show them; each is sortable on the server. */
export const PRECIOUS_REPORT_COLUMNS = ['month', 'status', 'currency', 'salesCount', 'totalCost', 'totalSale', 'profit'] as const;
export type PreciousReportColumn = (typeof PRECIOUS_REPORT_COLUMNS)[number];
/** Each column's header (a translation key) on the screen and in the exports: the report's own words, or the sale's field it sums. */
export const PRECIOUS_REPORT_HEADERS: Record<PreciousReportColumn, string> = {
  month: 'preciousReport.columns.month',
  status: 'preciousReport.columns.status',
  currency: 'productSales.fields.currency',
  salesCount: 'preciousReport.columns.count',
  totalCost: 'productSales.fields.totalCost',
  totalSale: 'productSales.fields.totalSale',
  profit: 'productSales.fields.profit',
};

const preciousFilter = {
  from: zIsoDate.optional(),
  to: zIsoDate.optional(),
  currency: zCurrency.optional(),
  status: z.enum(SALE_STATUSES).optional(),
  /** The month first, then status and currency, by default. */
  sort: zSort(PRECIOUS_REPORT_COLUMNS).optional(),
  lang: z.enum(EXPORT_LANGUAGES).optional(),
};
export const ZPreciousReportQuery = z.strictObject({ ...preciousFilter, ...zPaging });
export type TPreciousReportQuery = z.infer<typeof ZPreciousReportQuery>;
/** An export holds the view on screen: its filters, its sort, its visible columns in order and its language. */
export const ZPreciousReportExportQuery = z.strictObject({ ...preciousFilter, columns: zColumnList(PRECIOUS_REPORT_COLUMNS).optional() });
export type TPreciousReportExportQuery = z.infer<typeof ZPreciousReportExportQuery>;

/** One month × status × currency of the precious-products report, sums from the database. */
export const ZPreciousReportRow = z.object({
  /** `<month>|<status>|<currency>`: the group's key, which breaks ties in a sort. */
  id: z.string(),
  month: z.string(),
  status: z.enum(SALE_STATUSES),
  currency: zCurrency,
  salesCount: z.number().int(),
  totalCost: zAmountText,
  totalSale: zAmountText,
  profit: zAmountText,
});
export type TPreciousReportRow = z.infer<typeof ZPreciousReportRow>;

export const ZPreciousReportTotal = z.object({
  currency: zCurrency,
  salesCount: z.number().int(),
  totalCost: zAmountText,
  totalSale: zAmountText,
  profit: zAmountText,
});
/** A page of the report's groups; the totals are those of every group the filters keep, not just this page's. */
export const ZPreciousReport = zTotalledPage(ZPreciousReportRow, ZPreciousReportTotal);
export type TPreciousReport = z.infer<typeof ZPreciousReport>;
