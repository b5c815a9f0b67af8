import { z } from 'zod';
import { zId } from './fields';
import { zListQuery, zPage } from './list-view';
import { zAmountText, zCurrency, zDayText, zIsoDate, zMoneyString } from './money';

export const LEDGER_TYPES = ['credit', 'debit'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];
export const CREDIT_TYPES = ['new-amount', 'profit'] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];
export const LEDGER_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];
/** A new ledger row is pending or completed; cancelled is reached only from pending. */
export const NEW_LEDGER_STATUSES = ['pending', 'completed'] as const;

const zNote = z.string().trim().max(500, { message: 'max_length' });
const zSubscriberId = zId;

export const ZCreateLedgerBody = z.strictObject({
  subscriberId: zSubscriberId,
  type: z.enum(LEDGER_TYPES),
  creditType: z.enum(CREDIT_TYPES).nullable().optional(),
  amount: zMoneyString,
  transactionDate: zIsoDate,
  status: z.enum(NEW_LEDGER_STATUSES),
  note: zNote.optional(),
});
export type TCreateLedgerBody = z.infer<typeof ZCreateLedgerBody>;

/** Update balance: a new row without its date and status, for it is a completed credit or debit dated today (server date). */
export const ZUpdateBalanceBody = ZCreateLedgerBody.omit({ transactionDate: true, status: true });
export type TUpdateBalanceBody = z.infer<typeof ZUpdateBalanceBody>;

export const ZLedgerRow = z.object({
  id: z.string(),
  subscriberId: z.string(),
  subscriberName: z.string(),
  currency: zCurrency,
  transactionDate: zDayText,
  type: z.enum(LEDGER_TYPES),
  creditType: z.enum(CREDIT_TYPES).nullable(),
  amount: zAmountText,
  status: z.enum(LEDGER_STATUSES),
  note: z.string(),
  reversesId: z.string().nullable(),
  reversedById: z.string().nullable(),
  createdAt: z.string(),
});
export type TLedgerRow = z.infer<typeof ZLedgerRow>;

export const ZLedgerResult = z.object({ row: ZLedgerRow, balanceBefore: zAmountText, balanceAfter: zAmountText });
export type TLedgerResult = z.infer<typeof ZLedgerResult>;

/** The columns the ledger history sorts by on the server (docs/architecture.md §8); newest first by default. */
export const LEDGER_SORT_COLUMNS = ['date', 'subscriber', 'type', 'amount', 'currency', 'status', 'createdAt'] as const;
export type LedgerSortColumn = (typeof LEDGER_SORT_COLUMNS)[number];

export const ZListLedgerQuery = zListQuery(LEDGER_SORT_COLUMNS, {
  subscriberId: zId.optional(),
  type: z.enum(LEDGER_TYPES).optional(),
  status: z.enum(LEDGER_STATUSES).optional(),
  from: zIsoDate.optional(),
  to: zIsoDate.optional(),
});
export type TListLedgerQuery = z.infer<typeof ZListLedgerQuery>;
export const ZLedgerPage = zPage(ZLedgerRow);
export type TLedgerPage = z.infer<typeof ZLedgerPage>;

export const ZLedgerIdParams = z.strictObject({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, { message: 'invalid_value' }) });
