import type { TAsOfExportQuery, TGeneralLedgerExportQuery, TIncomeStatementExportQuery } from '../../../contract/accounting-reports';
import { PDF_ROW_LIMIT } from '../../../contract/reports';
import { parseCurrency } from '../../../domain';
import { balanceBefore, countLedgerLines } from '../../../db/queries/books-reports';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { Translate } from '../../i18n/server-translations';
import { balanceSheet, chartIn, dayOf, incomeStatement, trialBalance } from './accounting-reports.service';
import { balanceSheetTable, generalLedgerTable, incomeStatementTable, trialBalanceTable, type BooksTable } from './books-export-tables';

/**
 * The four reports' files (docs/accounting.md §8) hold exactly what the screen's report answers:
 * the three statements are read by the screen's own services, so a day off the calendar or an
 * unknown period is refused before the file starts.
 */
export const trialBalanceExport = async (deps: Deps, query: TAsOfExportQuery, t: Translate): Promise<BooksTable> =>
  trialBalanceTable(await trialBalance(deps, query), t);

export const balanceSheetExport = async (deps: Deps, query: TAsOfExportQuery, t: Translate): Promise<BooksTable> =>
  balanceSheetTable(await balanceSheet(deps, query), t);

export const incomeStatementExport = async (deps: Deps, query: TIncomeStatementExportQuery, t: Translate): Promise<BooksTable> =>
  incomeStatementTable(await incomeStatement(deps, query), t);

/** The end of every day's lines: `balanceBefore` through the last possible line of `to`. */
const LAST_LINE = '9223372036854775807';

/**
 * The general ledger's file: the account checked and named, its balances before and after the days
 * read now; its lines are read as the file is written. A PDF of more lines than PDF_ROW_LIMIT is refused.
 */
export async function generalLedgerExport(deps: Deps, query: TGeneralLedgerExportQuery, t: Translate): Promise<BooksTable> {
  const from = query.from === undefined ? undefined : dayOf('from', query.from);
  const to = dayOf('to', query.to);
  const account = (await chartIn(deps, query.lang)).get(query.account);
  if (!account) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'account', issue: 'invalid_value' }] });
  const db = deps.reports;
  const scope = { account: query.account, party: query.party, currency: parseCurrency(query.currency) };
  if (query.format === 'pdf') {
    const count = await countLedgerLines(db, scope, { from, to });
    if (count > PDF_ROW_LIMIT) throw new AppError('REPORT_TOO_LARGE_FOR_PDF', { limit: PDF_ROW_LIMIT, count });
  }
  const opening = from === undefined ? '0' : await balanceBefore(db, scope, { date: from });
  const closing = await balanceBefore(db, scope, { date: to, throughLine: LAST_LINE });
  return generalLedgerTable({ db, query, account, from, to, opening, closing }, t);
}
