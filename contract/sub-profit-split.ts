import { z } from 'zod';
import { EXPORT_LANGUAGES } from './operations';
import { zCurrency } from './money';
import { ZPeriodQuery } from './profit-distribution';

export const ZSubProfitSplitQuery = ZPeriodQuery.extend({
  cursor: z.string().max(200).optional(),
  limit: z.enum(['10', '25', '50']).optional(),
});
export type TSubProfitSplitQuery = z.infer<typeof ZSubProfitSplitQuery>;

export const ZSubProfitSplitExportQuery = ZPeriodQuery.extend({ lang: z.enum(EXPORT_LANGUAGES).optional() });
export type TSubProfitSplitExportQuery = z.infer<typeof ZSubProfitSplitExportQuery>;

export const ZSubProfitPart = z.object({ allocationId: z.string(), subSubscriberId: z.string(), subName: z.string(), allocatedAmount: z.string(), share: z.string() });
export type TSubProfitPart = z.infer<typeof ZSubProfitPart>;

/** One primary subscriber's profit of the month and its split (docs/distribution.md §12); the parts add up to `profit`. */
export const ZPrimarySplit = z.object({
  primarySubscriberId: z.string(),
  primaryName: z.string(),
  /** The subscription and allocations are in the primary's own currency; they are only weights. */
  subscriptionCurrency: zCurrency,
  subscriptionAmount: z.string(),
  allocatedTotal: z.string(),
  /** The primary's own weight: subscription − active allocations. */
  keptAmount: z.string(),
  profit: z.string(),
  primaryShare: z.string(),
  parts: z.array(ZSubProfitPart),
});
export type TPrimarySplit = z.infer<typeof ZPrimarySplit>;

export const ZSubProfitSplitPage = z.object({
  year: z.number(),
  month: z.number(),
  currency: zCurrency,
  items: z.array(ZPrimarySplit),
  nextCursor: z.string().nullable(),
  /** Over every primary of the month, not only this page. */
  totals: z.object({ primaryCount: z.number(), profit: z.string() }),
});
export type TSubProfitSplitPage = z.infer<typeof ZSubProfitSplitPage>;
