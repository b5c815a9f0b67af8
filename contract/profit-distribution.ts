import { z } from 'zod';
import { WEIGHTING_METHODS } from './company-settings';
import { zId } from './fields';
import { zPage, zSort } from './list-view';
import { zAmountText, zCurrency, zDayText, zDecimalString, zMoneyString, zPercentText } from './money';
import { zNamedInvestor, zNamedMediator } from './named-parties';

/** docs/distribution.md §13: the current year and the previous 5; the server accepts any four-digit year. */
export const YEARS_SHOWN = 6;
export const DISTRIBUTION_SOURCES = ['operations', 'sales'] as const;
export type DistributionSource = (typeof DISTRIBUTION_SOURCES)[number];
export const PROFIT_TYPES = ['profit', 'commission', 'special'] as const;
export type ProfitType = (typeof PROFIT_TYPES)[number];
/** docs/distribution.md §13: already-distributed lists show 5 rows. */
export const DISTRIBUTED_LIST_SIZE = 5;
/** Ids a browser may name in one selection; a larger month is selected whole ('all'). */
export const MAX_SELECTED_IDS = 2000;

const zYear = z.string().regex(/^(19|20|21)\d{2}$/, { message: 'invalid_value' });
const zMonth = z.string().regex(/^([1-9]|1[0-2])$/, { message: 'invalid_value' });

export const ZPeriodQuery = z.strictObject({ year: zYear, month: zMonth, currency: zCurrency });
export type TPeriodQuery = z.infer<typeof ZPeriodQuery>;

/** The period in a JSON body: numbers are strings on every path, like the query string. */
export const ZPeriodBody = ZPeriodQuery;

/** The period an answer covers: the query's, its year and month now numbers. */
export const zAnsweredPeriod = { year: z.number(), month: z.number(), currency: zCurrency };
/** The first and last day of the answer's month. */
export const zMonthBounds = { periodStart: zDayText, periodEnd: zDayText };

export const ZSelection = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ids'), ids: z.array(zId).min(1, { message: 'required' }).max(MAX_SELECTED_IDS) }),
  z.strictObject({ kind: z.literal('all') }),
]);
export type TSelection = z.infer<typeof ZSelection>;

export const ZInvestorPreviewBody = z.strictObject({
  ...ZPeriodQuery.shape,
  source: z.enum(DISTRIBUTION_SOURCES),
  selection: ZSelection,
  investorPercentage: zDecimalString,
  loss: zMoneyString,
});
export type TInvestorPreviewBody = z.infer<typeof ZInvestorPreviewBody>;

/** Distribute repeats the preview's inputs and the figures the user saw; the server recomputes and compares. */
export const ZInvestorDistributeBody = z.strictObject({
  ...ZInvestorPreviewBody.shape,
  expected: z.strictObject({ sourceCount: z.number().int().min(1), baseTotal: zMoneyString, distributable: zMoneyString }),
});
export type TInvestorDistributeBody = z.infer<typeof ZInvestorDistributeBody>;

export const ZInvestorPreviewRow = z.object({
  subscriberId: z.string(),
  individualId: z.string(),
  name: z.string(),
  subscriptionDate: zDayText,
  balance: zAmountText,
  daysActive: z.number(),
  dailyCapital: zAmountText,
  capitalPercentage: zPercentText,
  share: zAmountText,
  /** The investor's posted profit rows of the month before, and share minus it (docs/distribution.md §16). */
  lastMonthShare: zAmountText,
  changeFromLastMonth: zAmountText,
});
export type TInvestorPreviewRow = z.infer<typeof ZInvestorPreviewRow>;

export const ZInvestorPreview = z.object({
  ...zAnsweredPeriod,
  source: z.enum(DISTRIBUTION_SOURCES),
  ...zMonthBounds,
  sourceCount: z.number(),
  baseTotal: zAmountText,
  afterInvestorPercentage: zAmountText,
  loss: zAmountText,
  distributable: zAmountText,
  special: zAmountText,
  specialBeneficiary: z.object({ id: z.string(), name: z.string() }).nullable(),
  weightingMethod: z.enum(WEIGHTING_METHODS),
  activeInvestors: z.number(),
  totalInvestorBalance: zAmountText,
  totalDailyCapital: zAmountText,
  totalShares: zAmountText,
  /** The first rows only (the whole list can be 100,000 investors); the totals cover all. */
  rows: z.array(ZInvestorPreviewRow),
});
export type TInvestorPreview = z.infer<typeof ZInvestorPreview>;
/** Preview rows sent to the browser; the rest is in the totals. */
export const PREVIEW_ROWS_SHOWN = 500;

export const ZDistributeResult = z.object({ runId: z.string(), rowsWritten: z.number(), sourcesMarked: z.number(), total: zAmountText });
export type TDistributeResult = z.infer<typeof ZDistributeResult>;

export const ZSourceRow = z.object({
  id: z.string(),
  date: zDayText,
  number: z.string(),
  clientName: z.string().nullable(),
  mediatorName: z.string().nullable(),
  mediatorShare: zAmountText.nullable(),
  /** Investor share of an operation, profit of a sale. */
  amount: zAmountText,
  status: z.string(),
  distributed: z.boolean(),
});
export type TSourceRow = z.infer<typeof ZSourceRow>;

export const ZSourceOverview = z.object({
  selectable: z.array(ZSourceRow),
  selectableCount: z.number(),
  selectableTotal: zAmountText,
  /** Not completed operations / not sold sales of the month: they cannot be distributed yet. */
  notReadyCount: z.number(),
  distributed: z.array(ZSourceRow),
  distributedCount: z.number(),
});
export type TSourceOverview = z.infer<typeof ZSourceOverview>;

export const ZMediatorLinkRow = z.object({
  id: z.string(),
  ...zNamedMediator,
  ...zNamedInvestor,
  investorIndividualId: z.string(),
  percentage: zPercentText,
  subscriptionDate: zDayText,
  status: z.enum(['active', 'inactive']),
  createdAt: z.string(),
});
export type TMediatorLinkRow = z.infer<typeof ZMediatorLinkRow>;

export const ZDistributionOverview = z.object({
  ...zAnsweredPeriod,
  ...zMonthBounds,
  operations: ZSourceOverview,
  /** Null when the caller lacks `precious-products-distribution`. */
  sales: ZSourceOverview.nullable(),
  activeInvestors: z.number(),
  profitRows: z.number(),
  commissionRows: z.number(),
  specialRows: z.number(),
  paidRows: z.number(),
  activeMediatorLinks: z.array(ZMediatorLinkRow),
  weightingMethod: z.enum(WEIGHTING_METHODS),
});
export type TDistributionOverview = z.infer<typeof ZDistributionOverview>;

export const ZCommissionSource = z.object({
  ...zNamedInvestor,
  percentage: zPercentText,
  profit: zAmountText,
  commission: zAmountText,
});
export const ZCommissionPreviewRow = z.object({
  ...zNamedMediator,
  mediatorType: z.string(),
  totalShare: zAmountText,
  investorCount: z.number(),
  sources: z.array(ZCommissionSource),
});
export type TCommissionPreviewRow = z.infer<typeof ZCommissionPreviewRow>;

export const ZCommissionPreview = z.object({
  ...zAnsweredPeriod,
  linkCount: z.number(),
  mediatorCount: z.number(),
  profitRowCount: z.number(),
  total: zAmountText,
  rows: z.array(ZCommissionPreviewRow),
});
export type TCommissionPreview = z.infer<typeof ZCommissionPreview>;

export const ZCommissionDistributeBody = z.strictObject({
  ...ZPeriodQuery.shape,
  /** docs/distribution.md §9: saving commissions asks the user to type YES. */
  confirmation: z.literal('YES', { message: 'invalid_value' }),
  expectedTotal: zMoneyString,
});
export type TCommissionDistributeBody = z.infer<typeof ZCommissionDistributeBody>;

export const ZResetResult = z.object({ deletedProfits: z.number(), restoredOperations: z.number(), restoredSales: z.number(), deletedRuns: z.number() });
export type TResetResult = z.infer<typeof ZResetResult>;

/** The columns the month's report sorts by on the server (by beneficiary by default). */
export const REPORT_SORT_COLUMNS = ['beneficiary', 'amount', 'date', 'type', 'status'] as const;
export type ReportSortColumn = (typeof REPORT_SORT_COLUMNS)[number];

export const ZReportQuery = z.strictObject({
  year: zYear,
  month: zMonth,
  currency: zCurrency,
  type: z.enum(['all', ...PROFIT_TYPES]),
  sort: zSort(REPORT_SORT_COLUMNS).optional(),
  cursor: z.string().min(1).max(600).optional(),
  limit: z.enum(['10', '25', '50', '100', '500']).optional(),
});
export type TReportQuery = z.infer<typeof ZReportQuery>;

export const ZReportRow = z.object({
  id: z.string(),
  beneficiaryName: z.string(),
  amount: zAmountText,
  date: zDayText,
  type: z.enum(PROFIT_TYPES),
  paid: z.boolean(),
  /** Whether its explanation can be read (docs/distribution.md §17). */
  explainable: z.boolean(),
});
export type TReportRow = z.infer<typeof ZReportRow>;

export const ZReportPage = zPage(ZReportRow).extend({ total: zAmountText, count: z.number() });
export type TReportPage = z.infer<typeof ZReportPage>;
