import { z } from 'zod';
import { zCurrency } from './money';

/**
 * The explanation of one profit row of type profit (docs/distribution.md §17). Amounts are decimal
 * strings of the currency; weights are integers of minor units × days (the core's own unit), so
 * that share = floor(distributable in minor units × weight / total weight), plus one unit when
 * `unitAdded`, is reproducible from these fields alone.
 */
export const ZProfitExplanationParams = z.strictObject({ profitRowId: z.string().regex(/^[1-9][0-9]{0,17}$/, { message: 'invalid_value' }) });
export type TProfitExplanationParams = z.infer<typeof ZProfitExplanationParams>;

export const ZBalanceSegment = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  balance: z.string(),
  /** The balance as weighed: a negative day counts as zero. */
  counted: z.string(),
  productMinorDays: z.string(),
});
export type TBalanceSegment = z.infer<typeof ZBalanceSegment>;

export const ZExplainedCommission = z.object({
  mediatorId: z.string(),
  mediatorName: z.string(),
  percentage: z.string(),
  /** round(percentage / 100 × the investor's profit of the month), through the core. */
  commission: z.string(),
  /** The mediator's posted commission row for the month (all its investors), or null when none. */
  postedTotal: z.string().nullable(),
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
  periodStart: z.string(),
  periodEnd: z.string(),
  daysInMonth: z.number().int(),
  investor: z.object({
    subscriberId: z.string(),
    name: z.string(),
    subscriptionDate: z.string(),
    activeFrom: z.string(),
    daysActive: z.number().int(),
    monthEndBalance: z.string(),
    weightMinorDays: z.string(),
    segments: z.array(ZBalanceSegment),
  }),
  pool: z.object({
    baseTotal: z.string(),
    investorPercentage: z.string(),
    investorPart: z.string(),
    loss: z.string(),
    distributable: z.string(),
    special: z.string(),
    investorCount: z.number().int(),
    totalWeightMinorDays: z.string(),
  }),
  share: z.object({
    /** distributable × weight / total weight, to six decimals of the currency's unit. */
    exact: z.string(),
    capitalPercentage: z.string(),
    floor: z.string(),
    /** What the floor leaves, in minor units × days over the total weight. */
    remainderMinorDays: z.string(),
    leftoverUnits: z.number().int(),
    remainderRank: z.number().int().nullable(),
    unitAdded: z.boolean(),
    computed: z.string(),
    posted: z.string(),
    /** False when the ledger as of the run no longer gives the posted amount (docs/distribution.md §17). */
    reproducesPosted: z.boolean(),
  }),
  commissions: z.object({
    distributed: z.boolean(),
    investorMonthProfit: z.string(),
    rows: z.array(ZExplainedCommission),
  }),
});
export type TProfitExplanation = z.infer<typeof ZProfitExplanation>;
