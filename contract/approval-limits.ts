import { z } from 'zod';
import { CURRENCY_CODES, zAmountText, zCurrency, zMoneyString } from './money';
import { zId } from './fields';

/**
 * docs/operations.md §23: the money writes a company limit can send to a second approver. Each
 * write names its action; `withdrawal` is a member's withdrawal (its feature registers its kind).
 */
export const LIMIT_ACTIONS = [
  'capital-credit',
  'capital-debit',
  'update-balance',
  'operation-complete',
  'sale-sell',
  'profit-request-approve',
  'withdrawal',
  'correction',
] as const;
export type LimitAction = (typeof LIMIT_ACTIONS)[number];

/** One limit: above `amount` (decimal text in the currency), the write waits for a second approver; null is no limit. */
export const ZApprovalLimit = z.object({ action: z.enum(LIMIT_ACTIONS), currency: zCurrency, amount: zAmountText.nullable() });
export type TApprovalLimit = z.infer<typeof ZApprovalLimit>;

/** Every action × currency, in the order of LIMIT_ACTIONS then CURRENCY_CODES. */
export const ZApprovalLimits = z.object({ limits: z.array(ZApprovalLimit) });
export type TApprovalLimits = z.infer<typeof ZApprovalLimits>;

const ZLimitInput = z.strictObject({ action: z.enum(LIMIT_ACTIONS), currency: zCurrency, amount: zMoneyString.nullable() });

/** The limits to set: each pair at most once; a pair not sent keeps its limit, `amount: null` removes one. */
export const ZUpdateApprovalLimitsBody = z.strictObject({
  limits: z
    .array(ZLimitInput)
    .max(LIMIT_ACTIONS.length * CURRENCY_CODES.length, { message: 'invalid_value' })
    .superRefine((limits, context) => {
      const seen = new Set<string>();
      limits.forEach((limit, index) => {
        const key = `${limit.action}|${limit.currency}`;
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'action'], message: 'invalid_value' });
        seen.add(key);
      });
    }),
});
export type TUpdateApprovalLimitsBody = z.infer<typeof ZUpdateApprovalLimitsBody>;

/** What a money-write proposal's status can be: decided ones are kept, never deleted. */
export const MONEY_PROPOSAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MoneyProposalStatus = (typeof MONEY_PROPOSAL_STATUSES)[number];

const ZPerson = z.object({ id: z.string(), name: z.string() });

/**
 * A money write held above its limit: the write's operation id (`kind`), its action, amount and
 * currency, what it is on (`subject`), the request it replays when approved (`payload`), and the
 * decision. `result` names what the approved write made or changed.
 */
export const ZMoneyProposal = z.object({
  id: z.string(),
  kind: z.string(),
  action: z.enum(LIMIT_ACTIONS),
  currency: zCurrency,
  amount: zAmountText,
  subject: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(MONEY_PROPOSAL_STATUSES),
  proposedBy: ZPerson,
  proposedAt: z.string(),
  decidedBy: ZPerson.nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  result: z.string().nullable(),
});
export type TMoneyProposal = z.infer<typeof ZMoneyProposal>;

/** The 202 answer of a money write above its limit: nothing was written but this proposal. */
export const ZMoneyProposalAnswer = z.object({ proposal: ZMoneyProposal });
export type TMoneyProposalAnswer = z.infer<typeof ZMoneyProposalAnswer>;

export const ZMoneyProposalList = z.object({ items: z.array(ZMoneyProposal) });
export type TMoneyProposalList = z.infer<typeof ZMoneyProposalList>;

export const ZListMoneyProposalsQuery = z.strictObject({ status: z.enum(MONEY_PROPOSAL_STATUSES).optional() });
export type TListMoneyProposalsQuery = z.infer<typeof ZListMoneyProposalsQuery>;

export const ZMoneyProposalIdParams = z.strictObject({ id: zId });
export const ZApproveMoneyProposalBody = z.strictObject({});
export const ZRejectMoneyProposalBody = z.strictObject({
  reason: z.string().trim().min(1, { message: 'required' }).max(500, { message: 'max_length' }),
});
export type TRejectMoneyProposalBody = z.infer<typeof ZRejectMoneyProposalBody>;

/** A money write's answer: what it wrote, or (202) the proposal it became. */
export const isMoneyProposal = (answer: unknown): answer is TMoneyProposalAnswer =>
  typeof answer === 'object' && answer !== null && 'proposal' in answer && typeof (answer as { proposal: unknown }).proposal === 'object';
