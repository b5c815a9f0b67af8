import { z } from 'zod';
import { zAmountText, zCurrency, zDayRange, zDayText, zPercentText } from './money';
import { zNamedMediator, zNamedSubscriber } from './named-parties';
import { zMonthBounds } from './profit-distribution';

/**
 * The explanation of one profit row of type profit (docs/distribution.md §17). Amounts are decimal
 * strings of the currency; weights are integers of minor units × days (the core's own unit), so
 * that share = floor(distributable in minor units × weight / total weight), plus one unit when
 * `unitAdded`, is reproducible from these fields alone.
 */
export const ZProfitExplanationParams = z.strictObject({ profitRowId: z.string().regex(/^[1-9][0-9]{0,17}$/, { message: 'invalid_value' }) });
export type TProfitExplanationParams = z.infer<typeof ZProfitExplanationParams>;

export const ZBalanceSegment = z.object({
  ...zDayRange,
  days: z.number().int(),
  balance: zAmountText,
  /** The balance as weighed: a negative day counts as zero. */
  counted: zAmountText,
  productMinorDays: z.string(),
});
export type TBalanceSegment = z.infer<typeof ZBalanceSegment>;

export const ZExplainedCommission = z.object({
  ...zNamedMediator,
  percentage: zPercentText,
  /** round(percentage / 100 × the investor's profit of the month), through the core. */
  commission: zAmountText,
  /** The mediator's posted commission row for the month (all its investors), or null when none. */
  postedTotal: zAmountText.nullable(),
});

export const ZProfitExplanation = z.object({
  profitRowId: z.string(),
  runId: z.string(),
  runAt: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  currency: zCurrency,
  source: z.enum(['operations', 'sales']),
  method: z.enum(['month-end', 'daily-product']),
  ...zMonthBounds,
  daysInMonth: z.number().int(),
  investor: z.object({
    ...zNamedSubscriber,
    subscriptionDate: zDayText,
    activeFrom: zDayText,
    daysActive: z.number().int(),
    monthEndBalance: zAmountText,
    weightMinorDays: z.string(),
    segments: z.array(ZBalanceSegment),
  }),
  pool: z.object({
    baseTotal: zAmountText,
    investorPercentage: zPercentText,
    investorPart: zAmountText,
    loss: zAmountText,
    distributable: zAmountText,
    special: zAmountText,
    investorCount: z.number().int(),
    totalWeightMinorDays: z.string(),
  }),
  share: z.object({
    /** distributable × weight / total weight, to six decimals of the currency's unit. */
    exact: z.string(),
    capitalPercentage: zPercentText,
    floor: zAmountText,
    /** What the floor leaves, in minor units × days over the total weight. */
    remainderMinorDays: z.string(),
    leftoverUnits: z.number().int(),
    remainderRank: z.number().int().nullable(),
    unitAdded: z.boolean(),
    computed: zAmountText,
    posted: zAmountText,
    /** False when the ledger as of the run no longer gives the posted amount (docs/distribution.md §17). */
    reproducesPosted: z.boolean(),
  }),
  commissions: z.object({
    distributed: z.boolean(),
    investorMonthProfit: zAmountText,
    rows: z.array(ZExplainedCommission),
  }),
  /**
   * The corrections of this row posted since (docs/distribution.md §18): each one's month, signed
   * difference and reason, and the row's amount with them. The share above stays as it was posted.
   */
  adjustments: z.object({
    rows: z.array(z.object({ id: z.string(), postedOn: zDayText, difference: zAmountText, reason: z.string() })),
    adjustedAmount: zAmountText,
  }),
});
export type TProfitExplanation = z.infer<typeof ZProfitExplanation>;
