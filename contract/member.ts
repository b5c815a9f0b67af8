import { z } from 'zod';
import { ZLedgerRow } from './ledger';
import { zListQuery, zPage } from './list-view';
import { zAmountText, zCurrency, zDayText } from './money';
import { OPERATION_STATUSES, ZOperationRow } from './operations';
import { ZSubscriberProfitRow } from './subscribers';

/**
 * A member's own data (profile tabs). None of these schemas carries an individual or subscriber
 * id from the client: the server reads who is asking from the session (docs/permissions.md §7).
 */
export { PROFIT_TYPES, type ProfitType } from './profit-distribution';

/** The columns each of the member's lists sorts by on the server (docs/architecture.md §8); newest first by default. */
export const MEMBER_LEDGER_SORT_COLUMNS = ['date', 'type', 'amount', 'status', 'note'] as const;
export type MemberLedgerSortColumn = (typeof MEMBER_LEDGER_SORT_COLUMNS)[number];
export const MEMBER_PROFIT_SORT_COLUMNS = ['date', 'type', 'amount', 'status'] as const;
export type MemberProfitSortColumn = (typeof MEMBER_PROFIT_SORT_COLUMNS)[number];
export const MEMBER_OPERATION_SORT_COLUMNS = ['date', 'number', 'role', 'counterpart', 'amount', 'mediatorShare', 'status'] as const;
export type MemberOperationSortColumn = (typeof MEMBER_OPERATION_SORT_COLUMNS)[number];

export const ZMemberLedgerQuery = zListQuery(MEMBER_LEDGER_SORT_COLUMNS);
export type TMemberLedgerQuery = z.infer<typeof ZMemberLedgerQuery>;
export const ZMemberProfitQuery = zListQuery(MEMBER_PROFIT_SORT_COLUMNS);
export type TMemberProfitQuery = z.infer<typeof ZMemberProfitQuery>;
export const ZMemberOperationQuery = zListQuery(MEMBER_OPERATION_SORT_COLUMNS);
export type TMemberOperationQuery = z.infer<typeof ZMemberOperationQuery>;

export const ZMemberSubscription = z.object({
  id: z.string(),
  currency: zCurrency,
  subscriptionDate: zDayText,
  subscriptionAmount: zAmountText,
  balance: zAmountText,
  status: z.string(),
});
export type TMemberSubscription = z.infer<typeof ZMemberSubscription>;

/** `individual` is null when the user is linked to no individual: the screen says so instead of empty tables. */
export const ZMemberOverview = z.object({
  individual: z.object({ id: z.string(), name: z.string() }).nullable(),
  subscriptions: z.array(ZMemberSubscription),
});
export type TMemberOverview = z.infer<typeof ZMemberOverview>;

/** A ledger row as its member reads it: without the staff's columns (the subscriber's name, the reversal links, the entry time). */
export const ZMemberLedgerRow = ZLedgerRow.omit({ subscriberName: true, reversesId: true, reversedById: true, createdAt: true });
export type TMemberLedgerRow = z.infer<typeof ZMemberLedgerRow>;
export const ZMemberLedgerPage = zPage(ZMemberLedgerRow);
export type TMemberLedgerPage = z.infer<typeof ZMemberLedgerPage>;

export const PROFIT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProfitRequestStatus = (typeof PROFIT_REQUEST_STATUSES)[number];

/** A member's profit row: the row staff see on the subscriber page, and where its request stands. */
export const ZMemberProfitRow = ZSubscriberProfitRow.extend({
  /** The latest request on this row, if any: pending shows "request sent — pending". */
  requestStatus: z.enum(PROFIT_REQUEST_STATUSES).nullable(),
  /** Only an unpaid profit row with no pending request may be requested. */
  requestable: z.boolean(),
});
export type TMemberProfitRow = z.infer<typeof ZMemberProfitRow>;
export const ZMemberProfitPage = zPage(ZMemberProfitRow);
export type TMemberProfitPage = z.infer<typeof ZMemberProfitPage>;

/** The operation's own fields as the staff's row has them, then the member's side of it. */
export const ZMemberOperationRow = ZOperationRow.pick({ id: true, number: true, operationDate: true, amount: true, currency: true }).extend({
  /** The member's part in the operation. */
  role: z.enum(['client', 'mediator']),
  counterpartName: z.string(),
  /** The mediator's share: shown to the member who was the mediator, null for the client. */
  mediatorShare: zAmountText.nullable(),
  status: z.enum(OPERATION_STATUSES),
});
export type TMemberOperationRow = z.infer<typeof ZMemberOperationRow>;
export const ZMemberOperationPage = zPage(ZMemberOperationRow);
export type TMemberOperationPage = z.infer<typeof ZMemberOperationPage>;

export const ZProfitIdParams = z.strictObject({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, { message: 'invalid_value' }) });
export const ZProfitRequestBody = z.strictObject({ note: z.string().trim().max(500, { message: 'max_length' }).optional() });
export type TProfitRequestBody = z.infer<typeof ZProfitRequestBody>;
