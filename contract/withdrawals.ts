import { z } from 'zod';
import { zListQuery, zPage } from './list-view';
import { zAmountText, zCurrency, zMoneyString } from './money';
import { zRequestDecision } from './request-decision';

/** A withdrawal request's life (docs/operations.md §13). */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The longest reason a member or an approver writes. */
export const WITHDRAWAL_REASON_MAX = 500;

/** What a member asks: an amount of the capital in one of their subscriptions' currency, and why. */
export const ZWithdrawalRequestBody = z.strictObject({
  currency: zCurrency,
  amount: zMoneyString,
  reason: z.string().trim().min(1, { message: 'required' }).max(WITHDRAWAL_REASON_MAX, { message: 'max_length' }),
});
export type TWithdrawalRequestBody = z.infer<typeof ZWithdrawalRequestBody>;

export const ZWithdrawalRow = z.object({
  id: z.string(),
  subscriberId: z.string(),
  memberName: z.string(),
  requesterName: z.string(),
  amount: zAmountText,
  currency: zCurrency,
  reason: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string(),
  ledgerRowId: z.string().nullable(),
});
export type TWithdrawalRow = z.infer<typeof ZWithdrawalRow>;

export const ZWithdrawalPage = zPage(ZWithdrawalRow);
export type TWithdrawalPage = z.infer<typeof ZWithdrawalPage>;

export const WITHDRAWAL_SORT_COLUMNS = ['member', 'amount', 'status', 'requestedAt'] as const;
export type WithdrawalSortColumn = (typeof WITHDRAWAL_SORT_COLUMNS)[number];

/**
 * `scope`: `own`, the signed-in member's requests (anyone with `profile`); `all`, everyone's (an
 * approver, `add-profit`). Without it, an approver reads all and a member their own.
 */
export const WITHDRAWAL_SCOPES = ['own', 'all'] as const;
export const ZListWithdrawalsQuery = zListQuery(WITHDRAWAL_SORT_COLUMNS, {
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  scope: z.enum(WITHDRAWAL_SCOPES).optional(),
});
export type TListWithdrawalsQuery = z.infer<typeof ZListWithdrawalsQuery>;

export const ZWithdrawalIdParams = z.strictObject({ id: z.uuid({ message: 'invalid_value' }) });

export const WITHDRAWAL_DECISIONS = ['approve', 'reject'] as const;
export const ZDecideWithdrawalBody = z.strictObject({
  decision: z.enum(WITHDRAWAL_DECISIONS),
  reason: z.string().trim().max(WITHDRAWAL_REASON_MAX, { message: 'max_length' }).optional(),
});
export type TDecideWithdrawalBody = z.infer<typeof ZDecideWithdrawalBody>;

/** An approval held above the withdrawal limit (docs/operations.md §23): the request and the first approver's note. */
export const ZWithdrawalApproval = z.strictObject({
  id: z.uuid({ message: 'invalid_value' }),
  reason: z.string().max(WITHDRAWAL_REASON_MAX, { message: 'max_length' }),
});

export const ZWithdrawalDecision = zRequestDecision(ZWithdrawalRow);
export type TWithdrawalDecision = z.infer<typeof ZWithdrawalDecision>;
