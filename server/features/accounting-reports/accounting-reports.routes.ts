import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ZAsOfExportQuery,
  ZAsOfQuery,
  ZBalanceSheet,
  ZGeneralLedgerExportQuery,
  ZGeneralLedgerPage,
  ZGeneralLedgerQuery,
  ZIncomeStatement,
  ZIncomeStatementExportQuery,
  ZIncomeStatementQuery,
  ZTrialBalance,
  type BOOKS_EXPORT_FORMATS,
} from '../../../contract/accounting-reports';
import type { ErrorCode } from '../../../contract/errors';
import type { ExportLanguage } from '../../../contract/operations';
import { findPdfHeader } from '../../../db/queries/pdf-header';
import type { Deps } from '../../deps';
import { EXPORT_TYPES } from '../../export/export-types';
import { translatorFor, type Translate } from '../../i18n/server-translations';
import { route, type OperationId } from '../describe-route';
import { sendFile, sendStreamedFile } from '../file-reply';
import { serverDay } from '../server-day';
import * as service from './accounting-reports.service';
import { balanceSheetExport, generalLedgerExport, incomeStatementExport, trialBalanceExport } from './books-export';
import { booksCsv, booksPdfHtml, booksXlsx } from './books-export-files';
import type { BooksTable } from './books-export-tables';

/** The books' reports (docs/accounting.md §8), for holders of `accounting`. */
const accounting = { access: ['accounting'] } as const;

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type ExportQuery = { format: (typeof BOOKS_EXPORT_FORMATS)[number]; lang?: ExportLanguage };

/**
 * `GET /accounting/<report>/export?format=pdf|xlsx|csv&lang=..` with the report's own query: the
 * report as a file in the reader's language (docs/accounting.md §8). CSV and Excel are streamed as
 * they are written; a PDF is rendered whole.
 */
function exportRoute<Query extends z.ZodType<ExportQuery>>(
  app: ZodApp,
  { path, id, summary, errors }: { path: string; id: OperationId; summary: string; errors: readonly ErrorCode[] },
  querystring: Query,
  read: (deps: Deps, query: z.output<Query>, t: Translate) => Promise<BooksTable>,
) {
  app.get(`${path}/export`, route(accounting, { id, summary, errors, querystring }), async (request, reply) => {
    // The query's schema checked the query; the type provider cannot name the type of a schema that is a type parameter.
    const query = request.query as z.output<Query>;
    const language = query.lang ?? 'en';
    const t = translatorFor(language);
    const table = await read(app.deps, query, t);
    const name = `${table.fileStem}.${query.format}`;
    if (query.format === 'pdf') {
      const html = await booksPdfHtml({ table, language, t, header: await findPdfHeader(app.database.db), today: serverDay() });
      return sendFile(reply, { type: EXPORT_TYPES.pdf, name, body: await app.pdf.render(html) });
    }
    const file = query.format === 'xlsx' ? booksXlsx(table, language) : booksCsv(table);
    return sendStreamedFile(reply, request.log, file, { type: EXPORT_TYPES[query.format], name, failure: `${id} failed` });
  });
}

export const accountingReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounting/trial-balance',
    route(accounting, {
      id: 'trialBalance.get',
      errors: ['INVALID_DATE'],
      summary: "Trial balance as of a day: each account's debit or credit balance per currency",
      querystring: ZAsOfQuery,
      response: { 200: ZTrialBalance },
    }),
    (request) => service.trialBalance(app.deps, request.query),
  );
  app.get(
    '/accounting/balance-sheet',
    route(accounting, {
      id: 'balanceSheet.get',
      errors: ['INVALID_DATE'],
      summary: "Balance sheet as of a day: assets, liabilities and equity with the year's result, per currency",
      querystring: ZAsOfQuery,
      response: { 200: ZBalanceSheet },
    }),
    (request) => service.balanceSheet(app.deps, request.query),
  );
  app.get(
    '/accounting/income-statement',
    route(accounting, {
      id: 'incomeStatement.get',
      summary: 'Income statement of a month, quarter or year, with the period before beside it',
      querystring: ZIncomeStatementQuery,
      response: { 200: ZIncomeStatement },
    }),
    (request) => service.incomeStatement(app.deps, request.query),
  );
  app.get(
    '/accounting/general-ledger',
    route(accounting, {
      id: 'generalLedger.get',
      errors: ['INVALID_DATE'],
      summary: "One account's lines between two days with the opening and running balances, a page at a time",
      querystring: ZGeneralLedgerQuery,
      response: { 200: ZGeneralLedgerPage },
    }),
    (request) => service.generalLedger(app.deps, request.query),
  );
  exportRoute(
    app,
    {
      path: '/accounting/trial-balance',
      id: 'trialBalance.export',
      summary: 'The trial balance as PDF, Excel or CSV, per currency with its two totals',
      errors: ['INVALID_DATE'],
    },
    ZAsOfExportQuery,
    trialBalanceExport,
  );
  exportRoute(
    app,
    {
      path: '/accounting/balance-sheet',
      id: 'balanceSheet.export',
      summary: 'The balance sheet as PDF, Excel or CSV, per currency with its sections and their totals',
      errors: ['INVALID_DATE'],
    },
    ZAsOfExportQuery,
    balanceSheetExport,
  );
  exportRoute(
    app,
    {
      path: '/accounting/income-statement',
      id: 'incomeStatement.export',
      summary: 'The income statement as PDF, Excel or CSV, the period before beside it, with the totals and the result',
      errors: [],
    },
    ZIncomeStatementExportQuery,
    incomeStatementExport,
  );
  exportRoute(
    app,
    {
      path: '/accounting/general-ledger',
      id: 'generalLedger.export',
      summary: "One account's lines between two days as PDF, Excel or CSV, oldest first, with the opening, running and closing balances",
      errors: ['INVALID_DATE', 'REPORT_TOO_LARGE_FOR_PDF'],
    },
    ZGeneralLedgerExportQuery,
    generalLedgerExport,
  );
};
