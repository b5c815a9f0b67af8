import { z } from 'zod';
import { EXPORT_LANGUAGES } from './operations';
import { zAmountText, zCurrency, zDayRange, zDecimalString, zIsoDate, zPercentText } from './money';
import { zNamedMediator } from './named-parties';

/** docs/rulings.md §R6: the three presets of the mediator-calculation settings (investor, mediator, special rates). */
export const CALCULATION_PRESETS = {
  conservative: { investorRate: '30', mediatorRate: '10', specialRate: '5' },
  balanced: { investorRate: '40', mediatorRate: '15', specialRate: '5' },
  aggressive: { investorRate: '50', mediatorRate: '20', specialRate: '5' },
} as const;
export const PRESET_NAMES = ['conservative', 'balanced', 'aggressive'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];
export const DEFAULT_PRESET: PresetName = 'balanced';
/** docs/rulings.md §R6: investor and mediator rates are capped at 50%; the special rate stays within 0–100. */
export const MAX_CALCULATION_RATE = '50';

export const ZCalculationSettingsBody = z.strictObject({ investorRate: zDecimalString, mediatorRate: zDecimalString, specialRate: zDecimalString });
export type TCalculationSettingsBody = z.infer<typeof ZCalculationSettingsBody>;

/** The stored rates, and the preset they equal ('custom' when none). */
export const ZCalculationSettings = ZCalculationSettingsBody.extend({ preset: z.enum([...PRESET_NAMES, 'custom']) });
export type TCalculationSettings = z.infer<typeof ZCalculationSettings>;

export const ZCalculationPreviewQuery = z.strictObject({ from: zIsoDate, to: zIsoDate, currency: zCurrency });
export type TCalculationPreviewQuery = z.infer<typeof ZCalculationPreviewQuery>;

export const ZCalculationExportQuery = ZCalculationPreviewQuery.extend({ lang: z.enum(EXPORT_LANGUAGES).optional() });
export type TCalculationExportQuery = z.infer<typeof ZCalculationExportQuery>;

/** What a set of completed operations sums to: how many, and the sum of their stored mediator shares. */
const zStoredFigures = { operationCount: z.number(), storedShare: zAmountText };
/** The same, beside what the settings' mediator rate gives on the same operations' revenue, rounded once per operation. */
const zComparedFigures = { ...zStoredFigures, settingsShare: zAmountText };

/** One mediator and commission type: its completed operations of the period. */
export const ZCalculationPreviewRow = z.object({
  ...zNamedMediator,
  mediatorType: z.string(),
  ...zComparedFigures,
});
export type TCalculationPreviewRow = z.infer<typeof ZCalculationPreviewRow>;

export const ZCalculationPreview = z.object({
  ...zDayRange,
  currency: zCurrency,
  mediatorRate: zPercentText,
  rows: z.array(ZCalculationPreviewRow),
  totals: z.object(zComparedFigures),
});
export type TCalculationPreview = z.infer<typeof ZCalculationPreview>;

const zYear = z.string().regex(/^(19|20|21)\d{2}$/, { message: 'invalid_value' });
export const ZCalculationAnalyticsQuery = z.strictObject({ year: zYear, currency: zCurrency });
export type TCalculationAnalyticsQuery = z.infer<typeof ZCalculationAnalyticsQuery>;

export const ZMonthFigure = z.object({ month: z.number(), ...zStoredFigures });
export type TMonthFigure = z.infer<typeof ZMonthFigure>;

export const ZCalculationAnalytics = z.object({
  year: z.number(),
  currency: zCurrency,
  /** Twelve entries, January first, months without operations at zero. */
  months: z.array(ZMonthFigure),
  mediators: z.array(z.object({ ...zNamedMediator, months: z.array(ZMonthFigure), ...zStoredFigures })),
  totals: z.object(zStoredFigures),
});
export type TCalculationAnalytics = z.infer<typeof ZCalculationAnalytics>;
