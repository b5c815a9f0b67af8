import { z } from 'zod';
import { PROFIT_TYPES } from './member';
import { zAmountText, zCurrency, zDayText, zIsoDate } from './money';
import { zNamedSubscriber } from './named-parties';
import { EXPORT_LANGUAGES, OPERATION_STATUSES } from './operations';
import { sortValues, zPaging, zSort, zTotalledPage, type SortValue } from './list-view';

/** Financial reports: three tabs, one date filter, three file formats. */
export const REPORT_KINDS = ['operations', 'distributions', 'balances'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const EXPORT_FORMATS = ['xlsx', 'pdf', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** A PDF of more rows than this is refused with REPORT_TOO_LARGE_FOR_PDF: Excel and CSV take any size. */
export const PDF_ROW_LIMIT = 5000;

/**
 * Each report's columns, in the order the screen and the export show them; each is sortable on
 * the server (docs/architecture.md §8). The export names the visible ones, in this order.
 */
export const REPORT_COLUMNS = {
  operations: [
    'date',
    'number',
    'client',
    'mediator',
    'currency',
    'amount',
    'revenue',
    'investorShare',
    'mediatorShare',
    'specialShare',
    'companyShare',
    'status',
  ],
  distributions: ['date', 'beneficiary', 'type', 'currency', 'amount', 'paid'],
  balances: ['name', 'currency', 'subscriptionDate', 'status', 'balance'],
} as const satisfies Record<ReportKind, readonly string[]>;
export type ReportColumnKey<Report extends ReportKind> = (typeof REPORT_COLUMNS)[Report][number];
export type OperationReportColumn = ReportColumnKey<'operations'>;
export type DistributionReportColumn = ReportColumnKey<'distributions'>;
export type BalanceReportColumn = ReportColumnKey<'balances'>;

/** The operations report's amount columns, each in the operation's currency. */
export const OPERATION_AMOUNT_COLUMNS = ['amount', 'revenue', 'investorShare', 'mediatorShare', 'specialShare', 'companyShare'] as const;

/** Today's order of each report, kept as its default sort. */
export const REPORT_DEFAULT_SORTS = { operations: 'date-asc', distributions: 'date-asc', balances: 'name-asc' } as const satisfies {
  [Report in ReportKind]: SortValue<ReportColumnKey<Report>>;
};

/** Every sort a report accepts. */
export function reportSorts<Report extends ReportKind>(report: Report): SortValue<ReportColumnKey<Report>>[] {
  return sortValues<ReportColumnKey<Report>>(REPORT_COLUMNS[report]);
}

/** Operations and distributions: rows dated from `from` to `to` inclusive; both are required. */
export const ZRangeFilter = z.strictObject({ from: zIsoDate, to: zIsoDate });
export const ZDistributionFilter = z.strictObject({ from: zIsoDate, to: zIsoDate, type: z.enum(PROFIT_TYPES).optional() });
/** Balances: every subscriber's balance at the end of `date`. */
export const ZBalanceFilter = z.strictObject({ date: zIsoDate });

export const ZOperationsReportQuery = ZRangeFilter.extend({ sort: zSort(REPORT_COLUMNS.operations).optional(), ...zPaging });
export type TOperationsReportQuery = z.infer<typeof ZOperationsReportQuery>;
export const ZDistributionsReportQuery = ZDistributionFilter.extend({ sort: zSort(REPORT_COLUMNS.distributions).optional(), ...zPaging });
export type TDistributionsReportQuery = z.infer<typeof ZDistributionsReportQuery>;
export const ZBalancesReportQuery = ZBalanceFilter.extend({ sort: zSort(REPORT_COLUMNS.balances).optional(), ...zPaging });
export type TBalancesReportQuery = z.infer<typeof ZBalancesReportQuery>;

export const ZReportExportParams = z.strictObject({ report: z.enum(REPORT_KINDS) });
/**
 * One export query for the three reports: the report's own filter, its sort and its columns are
 * checked by the server. `sort` and `columns` (the visible ones, comma-separated, in the screen's
 * order) make the file hold exactly the view on screen.
 */
export const ZReportExportQuery = z.strictObject({
  format: z.enum(EXPORT_FORMATS),
  lang: z.enum(EXPORT_LANGUAGES).optional(),
  sort: z.string().max(40).optional(),
  columns: z.string().max(400).optional(),
  from: zIsoDate.optional(),
  to: zIsoDate.optional(),
  date: zIsoDate.optional(),
  type: z.enum(PROFIT_TYPES).optional(),
});
export type TReportExportQuery = z.infer<typeof ZReportExportQuery>;

/** The operations report's amounts (OPERATION_AMOUNT_COLUMNS), on each row and in each currency's totals. */
const operationAmounts = {
  amount: zAmountText,
  revenue: zAmountText,
  investorShare: zAmountText,
  mediatorShare: zAmountText,
  specialShare: zAmountText,
  companyShare: zAmountText,
} satisfies Record<(typeof OPERATION_AMOUNT_COLUMNS)[number], z.ZodString>;

export const ZOperationReportRow = z.object({
  id: z.string(),
  number: z.string(),
  operationDate: z.string(),
  clientName: z.string(),
  mediatorName: z.string(),
  currency: zCurrency,
  ...operationAmounts,
  status: z.enum(OPERATION_STATUSES),
});
export type TOperationReportRow = z.infer<typeof ZOperationReportRow>;

export const ZOperationTotals = z.object({ currency: zCurrency, count: z.number().int(), ...operationAmounts });
export type TOperationTotals = z.infer<typeof ZOperationTotals>;

export const ZOperationsReportPage = zTotalledPage(ZOperationReportRow, ZOperationTotals);
export type TOperationsReportPage = z.infer<typeof ZOperationsReportPage>;

export const ZDistributionReportRow = z.object({
  id: z.string(),
  beneficiaryName: z.string(),
  profitDate: zDayText,
  type: z.enum(PROFIT_TYPES),
  currency: zCurrency,
  amount: zAmountText,
  paid: z.boolean(),
});
export type TDistributionReportRow = z.infer<typeof ZDistributionReportRow>;

export const ZDistributionTotals = z.object({ currency: zCurrency, count: z.number().int(), total: zAmountText, paid: zAmountText, unpaid: zAmountText });
export type TDistributionTotals = z.infer<typeof ZDistributionTotals>;

export const ZDistributionsReportPage = zTotalledPage(ZDistributionReportRow, ZDistributionTotals);
export type TDistributionsReportPage = z.infer<typeof ZDistributionsReportPage>;

export const ZBalanceReportRow = z.object({
  ...zNamedSubscriber,
  currency: zCurrency,
  subscriptionDate: zDayText,
  status: z.string(),
  balance: zAmountText,
});
export type TBalanceReportRow = z.infer<typeof ZBalanceReportRow>;

export const ZBalanceTotals = z.object({ currency: zCurrency, count: z.number().int(), total: zAmountText });
export type TBalanceTotals = z.infer<typeof ZBalanceTotals>;

export const ZBalancesReportPage = zTotalledPage(ZBalanceReportRow, ZBalanceTotals);
export type TBalancesReportPage = z.infer<typeof ZBalancesReportPage>;
