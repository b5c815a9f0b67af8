import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAsOfQuery,
  ZBalanceSheet,
  ZGeneralLedgerPage,
  ZGeneralLedgerQuery,
  ZIncomeStatement,
  ZIncomeStatementQuery,
  ZTrialBalance,
} from '../../../contract/accounting-reports';
import { route } from '../describe-route';
import * as service from './accounting-reports.service';

/** The books' reports (docs/accounting.md §8), for holders of `accounting`. */
const accounting = { access: ['accounting'] } as const;

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
};
