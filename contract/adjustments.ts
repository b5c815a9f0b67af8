import { z } from 'zod';
import { zAmountText, zMoneyString } from './money';
import { ZPeriodQuery } from './profit-distribution';

export const ADJUSTMENT_REASON_MAX = 500;
/** What an adjustment corrects: an investor's profit row or a mediator's commission row (docs/distribution.md §18). */
export const ADJUSTED_TYPES = ['profit', 'commission'] as const;
export type AdjustedType = (typeof ADJUSTED_TYPES)[number];

/**
 * docs/distribution.md §18: the posted row to correct, the amount it should have had (exact decimal
 * text in the row's currency, docs/money.md), the reason, and the open month the difference posts in.
 */
export const ZAdjustmentBody = z.strictObject({
  rowId: z.string().regex(/^[1-9][0-9]{0,17}$/, { message: 'invalid_value' }),
  correctedAmount: zMoneyString,
  reason: z.string().trim().min(1, { message: 'required' }).max(ADJUSTMENT_REASON_MAX, { message: 'max_length' }),
  year: ZPeriodQuery.shape.year,
  month: ZPeriodQuery.shape.month,
});
export type TAdjustmentBody = z.infer<typeof ZAdjustmentBody>;

/** What a proposed adjustment shows on the approvals screen: the row it corrects, from what to what, and why. */
export const ZAdjustmentDetail = z.object({
  rowId: z.string(),
  type: z.enum(ADJUSTED_TYPES),
  /** The investor's or the mediator's name. */
  beneficiary: z.string(),
  /** `YYYY-MM`: the month of the row corrected. */
  rowPeriod: z.string(),
  currentAmount: zAmountText,
  correctedAmount: zAmountText,
  reason: z.string(),
});
export type TAdjustmentDetail = z.infer<typeof ZAdjustmentDetail>;

/** What approving an adjustment posted: its row, its signed difference and its journal entry. */
export const ZAdjustmentResult = z.object({ adjustmentId: z.string(), difference: zAmountText, entryNumber: z.string() });
export type TAdjustmentResult = z.infer<typeof ZAdjustmentResult>;
