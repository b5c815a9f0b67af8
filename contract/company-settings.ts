import { z } from 'zod';
import type { DistributionMethod } from '../domain';
import { zId } from './fields';
import { zDecimalString, zMoneyString } from './money';

/** Decisions §9: no ratio above 50% except the company ratio (100 − investor). */
export const MAX_RATIO_PERCENT = '50';
/** Decisions §5: the two weightings of a monthly distribution. */
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
});
export type TUpdateCompanySettingsBody = z.infer<typeof ZUpdateCompanySettingsBody>;
