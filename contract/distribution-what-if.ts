import { z } from 'zod';
import { zAmountText, zDecimalString, zMoneyString, zPercentText } from './money';
import { zNamedSubscriber } from './named-parties';
import { ZInvestorPreviewBody, zAnsweredPeriod } from './profit-distribution';

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
  ...zNamedSubscriber,
  lastMonthShare: zAmountText,
  currentShare: zAmountText,
  whatIfShare: zAmountText,
  change: zAmountText,
});
export type TWhatIfInvestorRow = z.infer<typeof ZWhatIfInvestorRow>;

export const ZWhatIfMediatorRow = z.object({
  mediatorId: z.string(),
  name: z.string(),
  currentCommission: zAmountText,
  whatIfCommission: zAmountText,
  change: zAmountText,
});
export type TWhatIfMediatorRow = z.infer<typeof ZWhatIfMediatorRow>;

const ZWhatIfSide = z.object({
  investorPercentage: zPercentText,
  loss: zAmountText,
  distributable: zAmountText,
  totalShares: zAmountText,
  totalCommissions: zAmountText,
});

export const ZWhatIf = z.object({
  ...zAnsweredPeriod,
  current: ZWhatIfSide,
  whatIf: ZWhatIfSide,
  distributableChange: zAmountText,
  lastMonthTotal: zAmountText,
  investorCount: z.number(),
  /** The first PREVIEW_ROWS_SHOWN investors, like the preview; the totals cover all. */
  investors: z.array(ZWhatIfInvestorRow),
  mediators: z.array(ZWhatIfMediatorRow),
});
export type TWhatIf = z.infer<typeof ZWhatIf>;
