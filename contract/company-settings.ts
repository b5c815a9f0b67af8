import { z } from 'zod';
import { compareRationals, parseDecimal, rational, rationalToFixed, type DistributionMethod, type Rational } from '../domain';
import { trimDecimal } from './decimal-input';
import { zId } from './fields';
import { DECIMAL_MAX_LENGTH, DECIMAL_PATTERN, zDecimalString, zMoneyString } from './money';

/** docs/rulings.md §R7: no ratio above 50% except the company ratio (100 − investor). */
export const MAX_RATIO_PERCENT = '50';
/** docs/distribution.md §5: the two weightings of a monthly distribution. */
export const WEIGHTING_METHODS = ['month-end', 'daily-product'] as const satisfies readonly DistributionMethod[];
export const RATIO_FIELDS = ['specialServiceRatio', 'mediatorTraderRatio', 'traderMediatorRatio', 'investorRatio'] as const;

export const ZCompanySettings = z.object({
  specialServiceRatio: z.string(),
  mediatorNormalAmount: z.string(),
  mediatorTraderRatio: z.string(),
  traderMediatorRatio: z.string(),
  investorRatio: z.string(),
  companyRatio: z.string(),
  defaultServiceRate: z.string(),
  specialBeneficiaryId: z.string().nullable(),
  specialBeneficiaryName: z.string().nullable(),
  weightingMethod: z.enum(WEIGHTING_METHODS),
  /** docs/distribution.md §14: distribute, commissions and reset wait for a second approver. */
  distributionsNeedApproval: z.boolean(),
  updatedAt: z.string(),
});
export type TCompanySettings = z.infer<typeof ZCompanySettings>;

export const ZUpdateCompanySettingsBody = z.strictObject({
  specialServiceRatio: zDecimalString,
  mediatorNormalAmount: zMoneyString,
  mediatorTraderRatio: zDecimalString,
  traderMediatorRatio: zDecimalString,
  investorRatio: zDecimalString,
  defaultServiceRate: zDecimalString,
  specialBeneficiaryId: zId.nullable(),
  weightingMethod: z.enum(WEIGHTING_METHODS),
  /** Left as it is when absent. */
  distributionsNeedApproval: z.boolean().optional(),
});
export type TUpdateCompanySettingsBody = z.infer<typeof ZUpdateCompanySettingsBody>;

const RATIO_FRACTION_DIGITS = 4;
const MAX_RATIO = rational({ numerator: BigInt(MAX_RATIO_PERCENT) });

/** Company ratio = 100 − investor ratio, exact to the four decimals a ratio keeps. */
export function companyRatioOf(investorRatio: Rational): string {
  const { numerator, denominator } = investorRatio;
  return trimDecimal(rationalToFixed({ value: { numerator: 100n * denominator - numerator, denominator }, fractionDigits: RATIO_FRACTION_DIGITS }));
}

/**
 * The company ratio for an investor ratio as typed, or null while the server would refuse that
 * ratio (not a decimal, negative, more than four decimals, above MAX_RATIO_PERCENT): a screen then
 * shows no figure rather than a stale one.
 */
export function companyRatioForInput(investorRatioText: string): string | null {
  const text = investorRatioText.trim();
  if (text.length > DECIMAL_MAX_LENGTH || !DECIMAL_PATTERN.test(text)) return null;
  const parsed = parseDecimal({ text });
  if (parsed.negative || parsed.fractionDigits > RATIO_FRACTION_DIGITS || compareRationals(parsed.rational, MAX_RATIO) > 0) return null;
  return companyRatioOf(parsed.rational);
}
