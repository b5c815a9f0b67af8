import { z } from 'zod';
import { zAmountText, zCurrency } from './money';
import { ZDistributeResult, ZResetResult } from './profit-distribution';
import { zId } from './fields';
import { ZAdjustmentDetail, ZAdjustmentResult } from './adjustments';

/** docs/distribution.md §14: what a four-eyes proposal does once approved. */
export const RUN_KINDS = ['investor', 'commission', 'reset', 'adjustment'] as const;
export const RUN_STATUSES = ['pending', 'approved', 'rejected', 'stale'] as const;
export type RunKind = (typeof RUN_KINDS)[number];
export type RunStatus = (typeof RUN_STATUSES)[number];

const ZPerson = z.object({ id: z.string(), name: z.string() });

/** A proposed run as the approvals list shows it; `total` is what it would post (or delete, for a reset). */
export const ZDistributionRun = z.object({
  id: z.string(),
  kind: z.enum(RUN_KINDS),
  source: z.enum(['operations', 'sales']).nullable(),
  year: z.number(),
  month: z.number(),
  currency: zCurrency,
  status: z.enum(RUN_STATUSES),
  total: zAmountText,
  /** Investors' shares, mediators, or rows to delete, by kind. */
  count: z.number(),
  proposedBy: ZPerson,
  proposedAt: z.string(),
  decidedBy: ZPerson.nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** An adjustment's row, amounts and reason (docs/distribution.md §18); null for the other kinds. */
  adjustment: ZAdjustmentDetail.nullable(),
});
export type TDistributionRun = z.infer<typeof ZDistributionRun>;

export const ZDistributionRunList = z.object({ items: z.array(ZDistributionRun) });
export type TDistributionRunList = z.infer<typeof ZDistributionRunList>;

export const ZListDistributionRunsQuery = z.strictObject({
  status: z.enum(RUN_STATUSES).optional(),
  year: z
    .string()
    .regex(/^\d{4}$/, { message: 'invalid_value' })
    .optional(),
  month: z
    .string()
    .regex(/^(?:[1-9]|1[0-2])$/, { message: 'invalid_value' })
    .optional(),
  currency: zCurrency.optional(),
});
export type TListDistributionRunsQuery = z.infer<typeof ZListDistributionRunsQuery>;

export const ZDistributionRunIdParams = z.strictObject({ id: zId });
export const ZApproveDistributionRunBody = z.strictObject({});
export const ZRejectDistributionRunBody = z.strictObject({ reason: z.string().trim().min(1, { message: 'required' }).max(500, { message: 'max_length' }) });
export type TRejectDistributionRunBody = z.infer<typeof ZRejectDistributionRunBody>;

/** What distribute, commissions or reset answer when the setting asks for a second approver. */
export const ZProposedRun = z.object({ proposal: ZDistributionRun });
export type TProposedRun = z.infer<typeof ZProposedRun>;

export const ZDistributeOrPropose = z.union([ZDistributeResult, ZProposedRun]);
export const ZResetOrPropose = z.union([ZResetResult, ZProposedRun]);

/** An approval: the run as decided and what its posting did. */
export const ZApprovedRun = z.object({ run: ZDistributionRun, result: z.union([ZDistributeResult, ZResetResult, ZAdjustmentResult]) });
export type TApprovedRun = z.infer<typeof ZApprovedRun>;

export const isProposed = (answer: object): answer is TProposedRun => 'proposal' in answer;
