import { z } from 'zod';
import { zId } from './fields';
import { zListQuery, zPage } from './list-view';
import { ACCOUNT_TYPES } from '../domain/books/default-chart';
import { zAmountText, zCurrency, zDayText, zIsoDate } from './money';

/** The books' reports (docs/accounting.md §8): every figure names its account (and party) so it opens the entries behind it. */

export const REPORT_LANGUAGES = ['en', 'fr', 'ar'] as const;
export const BALANCE_SIDES = ['debit', 'credit'] as const;

const zLang = z.enum(REPORT_LANGUAGES).optional();
/**
 * The account a general ledger is asked for, on the screen or in a mailed schedule: looser than the
 * chart's own code (accounting-settings.ts), as it is only looked up.
 */
export const zReportAccountCode = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(20)
  .regex(/^[0-9A-Za-z._-]+$/, { message: 'invalid_value' });

/** As of a day (today when absent), every currency unless one is asked; account names in `lang`. */
export const ZAsOfQuery = z.strictObject({ date: zIsoDate.optional(), currency: zCurrency.optional(), lang: zLang });
export type TAsOfQuery = z.infer<typeof ZAsOfQuery>;

const zAccount = { code: z.string(), name: z.string(), type: z.enum(ACCOUNT_TYPES) };

export const ZTrialBalanceRow = z.object({ ...zAccount, debit: zAmountText, credit: zAmountText });
export const ZTrialBalanceCurrency = z.object({
  currency: zCurrency,
  rows: z.array(ZTrialBalanceRow),
  totalDebit: zAmountText,
  totalCredit: zAmountText,
});
export const ZTrialBalance = z.object({ date: zDayText, currencies: z.array(ZTrialBalanceCurrency) });
export type TTrialBalance = z.infer<typeof ZTrialBalance>;
export type TTrialBalanceCurrency = z.infer<typeof ZTrialBalanceCurrency>;

/** An account's balance on its own side (a debit for assets, a credit for liabilities and equity); negative when it crossed over. */
export const ZStatementRow = z.object({ ...zAccount, amount: zAmountText });
export type TStatementRow = z.infer<typeof ZStatementRow>;
export const ZBalanceSheetCurrency = z.object({
  currency: zCurrency,
  assets: z.array(ZStatementRow),
  liabilities: z.array(ZStatementRow),
  equity: z.array(ZStatementRow),
  /** Income − expense of the years before the day's year. */
  retainedEarnings: zAmountText,
  /** Income − expense from 1 January of the day's year to the day. */
  currentEarnings: zAmountText,
  totalAssets: zAmountText,
  totalLiabilities: zAmountText,
  totalEquity: zAmountText,
});
export const ZBalanceSheet = z.object({ date: zDayText, yearStart: zDayText, currencies: z.array(ZBalanceSheetCurrency) });
export type TBalanceSheet = z.infer<typeof ZBalanceSheet>;
export type TBalanceSheetCurrency = z.infer<typeof ZBalanceSheetCurrency>;

/** `2026-10` (a month), `2026-Q3` (a quarter), `2026` (a year). */
export const zReportPeriod = z.string().regex(/^[1-9][0-9]{3}(-(0[1-9]|1[0-2])|-Q[1-4])?$/, { message: 'invalid_value' });
export const ZIncomeStatementQuery = z.strictObject({ period: zReportPeriod, currency: zCurrency.optional(), lang: zLang });
export type TIncomeStatementQuery = z.infer<typeof ZIncomeStatementQuery>;

const zPeriodSpan = z.object({ label: z.string(), from: zDayText, to: zDayText });
export const ZIncomeStatementRow = z.object({ ...zAccount, amount: zAmountText, previous: zAmountText });
export const ZIncomeStatementCurrency = z.object({
  currency: zCurrency,
  income: z.array(ZIncomeStatementRow),
  expense: z.array(ZIncomeStatementRow),
  totalIncome: zAmountText,
  totalExpense: zAmountText,
  previousIncome: zAmountText,
  previousExpense: zAmountText,
  /** Income − expense; negative for a loss. */
  result: zAmountText,
  previousResult: zAmountText,
});
export const ZIncomeStatement = z.object({
  kind: z.enum(['month', 'quarter', 'year']),
  period: zPeriodSpan,
  previous: zPeriodSpan,
  currencies: z.array(ZIncomeStatementCurrency),
});
export type TIncomeStatement = z.infer<typeof ZIncomeStatement>;
export type TIncomeStatementCurrency = z.infer<typeof ZIncomeStatementCurrency>;

/** One account's lines in date order, oldest first by default, a page at a time. */
export const GENERAL_LEDGER_SORT_COLUMNS = ['date'] as const;
/** The general ledger's filter: the screen's and its export's. */
const generalLedgerFilter = {
  account: zReportAccountCode,
  party: zId.optional(),
  currency: zCurrency,
  from: zIsoDate.optional(),
  to: zIsoDate.optional(),
  lang: zLang,
};
export const ZGeneralLedgerQuery = zListQuery(GENERAL_LEDGER_SORT_COLUMNS, generalLedgerFilter);
export type TGeneralLedgerQuery = z.infer<typeof ZGeneralLedgerQuery>;

/** A running balance: its amount on `side`. */
const zBalance = z.object({ amount: zAmountText, side: z.enum(BALANCE_SIDES) });
export const ZGeneralLedgerLine = z.object({
  id: z.string(),
  entryId: z.string(),
  entryNumber: z.string(),
  date: zDayText,
  memo: z.string(),
  sourceKind: z.string(),
  sourceId: z.string(),
  party: z.string().nullable(),
  debit: zAmountText,
  credit: zAmountText,
  /** The account's (or the party's) balance once this line is counted, every earlier line included. */
  balance: zBalance,
});
export type TGeneralLedgerLine = z.infer<typeof ZGeneralLedgerLine>;
export const ZGeneralLedgerPage = zPage(ZGeneralLedgerLine).extend({
  account: z.object(zAccount),
  party: z.string().nullable(),
  currency: zCurrency,
  /** The balance before `from` (zero when no `from` is given). */
  opening: zBalance,
  /** The balance at the end of `to` (today when absent). */
  closing: zBalance,
});
export type TGeneralLedgerPage = z.infer<typeof ZGeneralLedgerPage>;

/**
 * The four reports' files (docs/accounting.md §8): the screen's own query, a format and the
 * reader's language. The general ledger's file holds every line of the days, oldest first.
 */
export const BOOKS_EXPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
const zExportFormat = { format: z.enum(BOOKS_EXPORT_FORMATS) };
export const ZAsOfExportQuery = ZAsOfQuery.extend(zExportFormat);
export type TAsOfExportQuery = z.infer<typeof ZAsOfExportQuery>;
export const ZIncomeStatementExportQuery = ZIncomeStatementQuery.extend(zExportFormat);
export type TIncomeStatementExportQuery = z.infer<typeof ZIncomeStatementExportQuery>;
export const ZGeneralLedgerExportQuery = z.strictObject({
  ...generalLedgerFilter,
  ...zExportFormat,
});
export type TGeneralLedgerExportQuery = z.infer<typeof ZGeneralLedgerExportQuery>;
