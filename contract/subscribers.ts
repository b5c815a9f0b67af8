import { z } from 'zod';
import { zId } from './fields';
import { zPageSize, zSort } from './list-view';
import { zCurrency, zIsoDate, zMoneyString } from './money';

export const SUBSCRIBER_STATUSES = ['active', 'inactive'] as const;
export type SubscriberStatusCode = (typeof SUBSCRIBER_STATUSES)[number];

export const ZSubscriberRow = z.object({
  id: z.string(),
  individualId: z.string(),
  name: z.string(),
  phone: z.string(),
  currency: zCurrency,
  subscriptionDate: z.string(),
  subscriptionAmount: z.string(),
  /** Subscription + completed credits − completed debits (docs/operations.md §1). */
  balance: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** Date and amount can be changed only while the ledger is empty. */
  hasLedgerRows: z.boolean(),
});
export type TSubscriberRow = z.infer<typeof ZSubscriberRow>;

/** The columns the subscribers list sorts by on the server (name first by default). */
export const SUBSCRIBER_SORT_COLUMNS = ['name', 'phone', 'subscriptionDate', 'subscriptionAmount', 'balance', 'status'] as const;
export type SubscriberSortColumn = (typeof SUBSCRIBER_SORT_COLUMNS)[number];

export const ZListSubscribersQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
  sort: zSort(SUBSCRIBER_SORT_COLUMNS).optional(),
  cursor: z.string().max(600).optional(),
  limit: zPageSize.optional(),
});
export type TListSubscribersQuery = z.infer<typeof ZListSubscribersQuery>;

export const ZSubscriberPage = z.object({ items: z.array(ZSubscriberRow), nextCursor: z.string().nullable() });
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

export const ZSubscriberOption = z.object({
  id: z.string(),
  name: z.string(),
  currency: zCurrency,
  balance: z.string(),
  subscriptionAmount: z.string(),
  subscriptionDate: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
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
  primarySubscriberId: z.string(),
  primaryName: z.string(),
  subSubscriberId: z.string(),
  subName: z.string(),
  currency: zCurrency,
  amount: z.string(),
  primarySubscriptionAmount: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** When the allocation was made, to the microsecond (the list's default order). */
  createdAt: z.string(),
});
export type TAllocationRow = z.infer<typeof ZAllocationRow>;

/** The columns the allocations list sorts by on the server (the oldest allocation first by default). */
export const ALLOCATION_SORT_COLUMNS = ['primary', 'sub', 'amount', 'status', 'createdAt'] as const;
export type AllocationSortColumn = (typeof ALLOCATION_SORT_COLUMNS)[number];

export const ZListAllocationsQuery = z.strictObject({
  primarySubscriberId: zId.optional(),
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
  sort: zSort(ALLOCATION_SORT_COLUMNS).optional(),
  cursor: z.string().max(600).optional(),
  limit: zPageSize.optional(),
});
export type TListAllocationsQuery = z.infer<typeof ZListAllocationsQuery>;
export const ZAllocationPage = z.object({ items: z.array(ZAllocationRow), nextCursor: z.string().nullable() });
export type TAllocationPage = z.infer<typeof ZAllocationPage>;

export const ZCreateAllocationBody = z.strictObject({ primarySubscriberId: zId, subSubscriberId: zId, amount: zMoneyString });
export type TCreateAllocationBody = z.infer<typeof ZCreateAllocationBody>;
export const ZUpdateAllocationBody = z.strictObject({ amount: zMoneyString });
export type TUpdateAllocationBody = z.infer<typeof ZUpdateAllocationBody>;

/** The header of every PDF. The logo is an inline data URL: the renderer never fetches. */
export const ZPdfSettings = z.object({
  companyName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  logoUrl: z.string(),
});
export type TPdfSettings = z.infer<typeof ZPdfSettings>;
const zOptionalText = (max: number) => z.string().trim().max(max, { message: 'max_length' });
export const ZPdfSettingsBody = z.strictObject({
  companyName: z.string().trim().min(1, { message: 'required' }).max(120, { message: 'max_length' }),
  address: zOptionalText(200),
  phone: zOptionalText(40),
  email: zOptionalText(254),
  website: zOptionalText(200),
  logoUrl: z
    .string()
    .max(200_000, { message: 'max_length' })
    .regex(/^$|^data:image\/(png|jpeg|gif|svg\+xml|webp);base64,[A-Za-z0-9+/=]+$/, { message: 'invalid_value' }),
});
export type TPdfSettingsBody = z.infer<typeof ZPdfSettingsBody>;

/** A subscriber's profit rows, newest first, for staff on the subscriber page (docs/distribution.md §17). */
export const ZSubscriberProfitsQuery = z.strictObject({
  cursor: z.string().max(400).optional(),
  limit: z.enum(['10', '25', '50', '100']).optional(),
});
export type TSubscriberProfitsQuery = z.infer<typeof ZSubscriberProfitsQuery>;

export const ZSubscriberProfitRow = z.object({
  id: z.string(),
  type: z.enum(['profit', 'commission', 'special']),
  amount: z.string(),
  currency: zCurrency,
  profitDate: z.string(),
  paid: z.boolean(),
});
export type TSubscriberProfitRow = z.infer<typeof ZSubscriberProfitRow>;
export const ZSubscriberProfitPage = z.object({ items: z.array(ZSubscriberProfitRow), nextCursor: z.string().nullable() });
export type TSubscriberProfitPage = z.infer<typeof ZSubscriberProfitPage>;
