import { z } from 'zod';
import { zCurrency, zDecimalString, zMoneyString } from './money';
import { ZInvestorPreviewBody } from './profit-distribution';

/**
 * docs/distribution.md §16: the preview's inputs plus the investor percentage and loss to try.
 * Nothing is written: the answer is the preview's split under both sets of parameters.
 */
export const ZWhatIfBody = z.strictObject({
  ...ZInvestorPreviewBody.shape,
  whatIfInvestorPercentage: zDecimalString,
  whatIfLoss: zMoneyString,
});
export type TWhatIfBody = z.infer<typeof ZWhatIfBody>;

/** Shares are amounts of the month's currency; `change` is what-if minus current. */
export const ZWhatIfInvestorRow = z.object({
  subscriberId: z.string(),
  name: z.string(),
  lastMonthShare: z.string(),
  currentShare: z.string(),
  whatIfShare: z.string(),
  change: z.string(),
});
export type TWhatIfInvestorRow = z.infer<typeof ZWhatIfInvestorRow>;

export const ZWhatIfMediatorRow = z.object({
  mediatorId: z.string(),
  name: z.string(),
  currentCommission: z.string(),
  whatIfCommission: z.string(),
  change: z.string(),
});
export type TWhatIfMediatorRow = z.infer<typeof ZWhatIfMediatorRow>;

const ZWhatIfSide = z.object({
  investorPercentage: z.string(),
  loss: z.string(),
  distributable: z.string(),
  totalShares: z.string(),
  totalCommissions: z.string(),
});

export const ZWhatIf = z.object({
  year: z.number(),
  month: z.number(),
  currency: zCurrency,
  current: ZWhatIfSide,
  whatIf: ZWhatIfSide,
  distributableChange: z.string(),
  lastMonthTotal: z.string(),
  investorCount: z.number(),
  /** The first PREVIEW_ROWS_SHOWN investors, like the preview; the totals cover all. */
  investors: z.array(ZWhatIfInvestorRow),
  mediators: z.array(ZWhatIfMediatorRow),
});
export type TWhatIf = z.infer<typeof ZWhatIf>;
