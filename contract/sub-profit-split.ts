import { z } from 'zod';
import { zColumnList, zPage, zPageSize, zSort } from './list-view';
import { EXPORT_LANGUAGES } from './operations';
import { zAmountText, zCurrency } from './money';
import { zNamedPrimary, zNamedSub } from './named-parties';
import { ZPeriodQuery, zAnsweredPeriod } from './profit-distribution';

/** The split's columns, one row per primary, in the screen's order; `shares` lists each beneficiary's part of the profit. */
export const SPLIT_COLUMNS = ['primary', 'subscriptionAmount', 'keptAmount', 'profit', 'shares'] as const;
export type SplitColumn = (typeof SPLIT_COLUMNS)[number];
/** The columns the split sorts its primaries by on the server (by name by default). */
export const SPLIT_SORT_COLUMNS = ['primary', 'subscriptionAmount', 'profit'] as const satisfies readonly SplitColumn[];
export type SplitSortColumn = (typeof SPLIT_SORT_COLUMNS)[number];

export const ZSubProfitSplitQuery = ZPeriodQuery.extend({
  sort: zSort(SPLIT_SORT_COLUMNS).optional(),
  cursor: z.string().min(1).max(600).optional(),
  limit: zPageSize.optional(),
});
export type TSubProfitSplitQuery = z.infer<typeof ZSubProfitSplitQuery>;

/** The export writes the view on screen: its primaries in its order, its visible columns in theirs (every column when absent). */
export const ZSubProfitSplitExportQuery = ZPeriodQuery.extend({
  sort: zSort(SPLIT_SORT_COLUMNS).optional(),
  columns: zColumnList(SPLIT_COLUMNS).optional(),
  lang: z.enum(EXPORT_LANGUAGES).optional(),
});
export type TSubProfitSplitExportQuery = z.infer<typeof ZSubProfitSplitExportQuery>;

export const ZSubProfitPart = z.object({
  allocationId: z.string(),
  ...zNamedSub,
  allocatedAmount: zAmountText,
  share: zAmountText,
});
export type TSubProfitPart = z.infer<typeof ZSubProfitPart>;

/** One primary subscriber's profit of the month and its split (docs/distribution.md §12); the parts add up to `profit`. */
export const ZPrimarySplit = z.object({
  ...zNamedPrimary,
  /** The subscription and allocations are in the primary's own currency; they are only weights. */
  subscriptionCurrency: zCurrency,
  subscriptionAmount: zAmountText,
  allocatedTotal: zAmountText,
  /** The primary's own weight: subscription − active allocations. */
  keptAmount: zAmountText,
  profit: zAmountText,
  primaryShare: zAmountText,
  parts: z.array(ZSubProfitPart),
});
export type TPrimarySplit = z.infer<typeof ZPrimarySplit>;

export const ZSubProfitSplitPage = z.object({
  ...zAnsweredPeriod,
  ...zPage(ZPrimarySplit).shape,
  /** Over every primary of the month, not only this page. */
  totals: z.object({ primaryCount: z.number(), profit: zAmountText }),
});
export type TSubProfitSplitPage = z.infer<typeof ZSubProfitSplitPage>;
