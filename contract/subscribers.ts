import { z } from 'zod';
import { zId } from './fields';
import { zListQuery, zPage, zPageSize, zSearch } from './list-view';
import { zAmountText, zCurrency, zDayText, zIsoDate, zMoneyString } from './money';
import { zNamedPrimary, zNamedSub } from './named-parties';
import { PROFIT_TYPES } from './profit-distribution';

export const SUBSCRIBER_STATUSES = ['active', 'inactive'] as const;
export type SubscriberStatusCode = (typeof SUBSCRIBER_STATUSES)[number];

export const ZSubscriberRow = z.object({
  id: z.string(),
  individualId: z.string(),
  name: z.string(),
  phone: z.string(),
  currency: zCurrency,
  subscriptionDate: zDayText,
  subscriptionAmount: zAmountText,
  /** Subscription + completed credits − completed debits (docs/operations.md §1). */
  balance: zAmountText,
  status: z.enum(SUBSCRIBER_STATUSES),
  /** Date and amount can be changed only while the ledger is empty. */
  hasLedgerRows: z.boolean(),
});
export type TSubscriberRow = z.infer<typeof ZSubscriberRow>;

/** The columns the subscribers list sorts by on the server (name first by default). */
export const SUBSCRIBER_SORT_COLUMNS = ['name', 'phone', 'subscriptionDate', 'subscriptionAmount', 'balance', 'status'] as const;
export type SubscriberSortColumn = (typeof SUBSCRIBER_SORT_COLUMNS)[number];

export const ZListSubscribersQuery = zListQuery(SUBSCRIBER_SORT_COLUMNS, {
  search: zSearch,
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
});
export type TListSubscribersQuery = z.infer<typeof ZListSubscribersQuery>;

export const ZSubscriberPage = zPage(ZSubscriberRow);
export type TSubscriberPage = z.infer<typeof ZSubscriberPage>;

export const ZCreateSubscriberBody = z.strictObject({
  individualId: zId,
  subscriptionDate: zIsoDate,
  subscriptionAmount: zMoneyString,
  currency: zCurrency.optional(),
});
export type TCreateSubscriberBody = z.infer<typeof ZCreateSubscriberBody>;

export const ZUpdateSubscriberBody = z.strictObject({ subscriptionDate: zIsoDate, subscriptionAmount: zMoneyString });
export type TUpdateSubscriberBody = z.infer<typeof ZUpdateSubscriberBody>;

/** A picker's subscriber: the row's terms and balance, without the rest. */
export const ZSubscriberOption = ZSubscriberRow.pick({
  id: true,
  name: true,
  currency: true,
  balance: true,
  subscriptionAmount: true,
  subscriptionDate: true,
  status: true,
});
export type TSubscriberOption = z.infer<typeof ZSubscriberOption>;
export const ZSubscriberOptions = z.object({ items: z.array(ZSubscriberOption) });
/** A picker's search by name or phone; or the one subscriber a list's filter names (a reload shows its name again). */
export const ZSubscriberLookupQuery = z.strictObject({ search: z.string().trim().max(100).optional(), id: zId.optional() });
export type TSubscriberLookupQuery = z.infer<typeof ZSubscriberLookupQuery>;
export type TSubscriberOptions = z.infer<typeof ZSubscriberOptions>;

export const PDF_LANGUAGES = ['en', 'fr', 'ar'] as const;
export const ZSubscriberReportQuery = z.strictObject({ from: zIsoDate, to: zIsoDate, lang: z.enum(PDF_LANGUAGES).optional() });
export type TSubscriberReportQuery = z.infer<typeof ZSubscriberReportQuery>;

export const ZPdfLanguageQuery = z.strictObject({ lang: z.enum(PDF_LANGUAGES).optional() });

/** Sub-subscriber allocations (docs/operations.md §9). */
export const ZAllocationRow = z.object({
  id: z.string(),
  ...zNamedPrimary,
  ...zNamedSub,
  currency: zCurrency,
  amount: zAmountText,
  primarySubscriptionAmount: zAmountText,
  status: z.enum(SUBSCRIBER_STATUSES),
  /** When the allocation was made, to the microsecond (the list's default order). */
  createdAt: z.string(),
});
export type TAllocationRow = z.infer<typeof ZAllocationRow>;

/** The columns the allocations list sorts by on the server (the oldest allocation first by default). */
export const ALLOCATION_SORT_COLUMNS = ['primary', 'sub', 'amount', 'status', 'createdAt'] as const;
export type AllocationSortColumn = (typeof ALLOCATION_SORT_COLUMNS)[number];

export const ZListAllocationsQuery = zListQuery(ALLOCATION_SORT_COLUMNS, {
  primarySubscriberId: zId.optional(),
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
});
export type TListAllocationsQuery = z.infer<typeof ZListAllocationsQuery>;
export const ZAllocationPage = zPage(ZAllocationRow);
export type TAllocationPage = z.infer<typeof ZAllocationPage>;

export const ZCreateAllocationBody = z.strictObject({ primarySubscriberId: zId, subSubscriberId: zId, amount: zMoneyString });
export type TCreateAllocationBody = z.infer<typeof ZCreateAllocationBody>;
export const ZUpdateAllocationBody = z.strictObject({ amount: zMoneyString });
export type TUpdateAllocationBody = z.infer<typeof ZUpdateAllocationBody>;

/** A subscriber's profit rows, newest first, for staff on the subscriber page (docs/distribution.md §17). */
export const ZSubscriberProfitsQuery = z.strictObject({
  cursor: z.string().max(400).optional(),
  limit: zPageSize.optional(),
});
export type TSubscriberProfitsQuery = z.infer<typeof ZSubscriberProfitsQuery>;

export const ZSubscriberProfitRow = z.object({
  id: z.string(),
  type: z.enum(PROFIT_TYPES),
  amount: zAmountText,
  currency: zCurrency,
  profitDate: zDayText,
  paid: z.boolean(),
  /** Whether its explanation can be read: a profit whose run recorded what it distributed (docs/distribution.md §17). */
  explainable: z.boolean(),
});
export type TSubscriberProfitRow = z.infer<typeof ZSubscriberProfitRow>;
export const ZSubscriberProfitPage = zPage(ZSubscriberProfitRow);
export type TSubscriberProfitPage = z.infer<typeof ZSubscriberProfitPage>;
