import type {
  TAsOfQuery,
  TBalanceSheet,
  TGeneralLedgerPage,
  TGeneralLedgerQuery,
  TIncomeStatement,
  TIncomeStatementQuery,
  TStatementRow,
  TTrialBalance,
} from '../../../contract/accounting-reports';
import { withField } from '../../../contract/decimal-input';
import { CURRENCY_CODES } from '../../../contract/money';
import {
  addDays,
  balanceSheetTotals,
  normalBalance,
  parseCurrency,
  parseIsoDate,
  parseReportPeriod,
  previousReportPeriod,
  sidedBalance,
  toDecimalString,
  trialBalanceSides,
  type AccountSums,
  type AccountType,
  type Currency,
} from '../../../domain';
import { balanceBefore, incomeAndExpenseSums, ledgerLines, readChart, sumsAsOf, type AccountRow } from '../../../db/queries/books-reports';
import { numericToMinor } from '../../../db/money-columns';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import { serverToday } from '../money-input';
import { sortedListPage } from '../sorted-cursor';

type Lang = 'en' | 'fr' | 'ar';
type Named = { code: string; name: string; type: AccountType };

/** An account named in the reader's language (docs/accounting.md §2). */
const named = (account: AccountRow, lang: Lang | undefined): Named => ({
  code: account.code,
  name: lang === 'fr' ? account.nameFr : lang === 'ar' ? account.nameAr : account.nameEn,
  type: account.type as AccountType,
});

/** The chart by code, each account named in the reader's language. */
export async function chartIn(deps: Deps, lang: Lang | undefined): Promise<Map<string, Named>> {
  return new Map((await readChart(deps.reports)).map((account) => [account.code, named(account, lang)]));
}

const wire = (amountMinor: bigint, currency: Currency) => toDecimalString({ amountMinor, currency });
const sumsOf = (debit: string, credit: string, currency: Currency): AccountSums => ({
  debitMinor: numericToMinor(debit, currency),
  creditMinor: numericToMinor(credit, currency),
});

/** A day of the query, today when absent; 2026-02-30 passes the pattern and is refused here. */
export function dayOf(field: string, text: string | undefined): string {
  if (text === undefined) return serverToday();
  withField(field, () => parseIsoDate(text));
  return text;
}

/** How a day's balances are read: its month's first day, whether it ends its month (the month read whole from the monthly balances), its year's first day. */
function asOf(date: string) {
  return {
    date,
    monthStart: `${date.slice(0, 7)}-01`,
    wholeMonth: addDays({ date: parseIsoDate(date), days: 1 }).endsWith('-01'),
    yearStart: `${date.slice(0, 4)}-01-01`,
  };
}

/** The currencies in the wire's order, each with what `rows` hold of it. */
function byCurrency<Row extends { currency: string }>(rows: readonly Row[]): Array<[Currency, Row[]]> {
  return CURRENCY_CODES.map((code) => [parseCurrency(code), rows.filter((row) => row.currency === code)] as [Currency, Row[]]).filter(
    ([, held]) => held.length > 0,
  );
}

/** The trial balance as of a day (docs/accounting.md §8): each account's net balance on its side; per currency both totals are equal. */
export async function trialBalance(deps: Deps, query: TAsOfQuery): Promise<TTrialBalance> {
  const date = dayOf('date', query.date);
  const sums = await sumsAsOf(deps.reports, { ...asOf(date), currency: query.currency });
  return {
    date,
    currencies: byCurrency(sums).map(([currency, rows]) => {
      let totalDebit = 0n;
      let totalCredit = 0n;
      const lines = rows.map((row) => {
        const sides = trialBalanceSides(sumsOf(row.debit, row.credit, currency));
        totalDebit += sides.debitMinor;
        totalCredit += sides.creditMinor;
        return { ...named(row, query.lang), debit: wire(sides.debitMinor, currency), credit: wire(sides.creditMinor, currency) };
      });
      return { currency, rows: lines, totalDebit: wire(totalDebit, currency), totalCredit: wire(totalCredit, currency) };
    }),
  };
}

/**
 * The balance sheet as of a day (docs/accounting.md §8): assets, liabilities and equity, the result of
 * the years before as retained earnings and the year's result to the day as current earnings.
 */
export async function balanceSheet(deps: Deps, query: TAsOfQuery): Promise<TBalanceSheet> {
  const date = dayOf('date', query.date);
  const yearStart = `${date.slice(0, 4)}-01-01`;
  const sums = await sumsAsOf(deps.reports, { ...asOf(date), currency: query.currency });
  return {
    date,
    yearStart,
    currencies: byCurrency(sums).map(([currency, rows]) => {
      const accounts = rows.map((row) => ({
        account: named(row, query.lang),
        type: row.type as AccountType,
        sums: sumsOf(row.debit, row.credit, currency),
        yearSums: sumsOf(row.yearDebit, row.yearCredit, currency),
      }));
      const of = (type: AccountType): TStatementRow[] =>
        accounts.filter((entry) => entry.type === type).map((entry) => ({ ...entry.account, amount: wire(normalBalance(type, entry.sums), currency) }));
      const totals = balanceSheetTotals(accounts);
      return {
        currency,
        assets: of('asset'),
        liabilities: of('liability'),
        equity: of('equity'),
        retainedEarnings: wire(totals.retainedEarnings, currency),
        currentEarnings: wire(totals.currentEarnings, currency),
        totalAssets: wire(totals.assets, currency),
        totalLiabilities: wire(totals.liabilities, currency),
        totalEquity: wire(totals.equity, currency),
      };
    }),
  };
}

/** The income statement of a month, a quarter or a year, with the period before beside it (docs/accounting.md §8). */
export async function incomeStatement(deps: Deps, query: TIncomeStatementQuery): Promise<TIncomeStatement> {
  const period = parseReportPeriod(query.period);
  if (!period) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'period', issue: 'invalid_value' }] });
  const previous = previousReportPeriod(period);
  const chart = await chartIn(deps, query.lang);
  const sums = await incomeAndExpenseSums(deps.reports, { from: period.from, to: period.to, previousFrom: previous.from, currency: query.currency });
  const span = (of: typeof period) => ({ label: of.label, from: of.from, to: of.to });
  return {
    kind: period.kind,
    period: span(period),
    previous: span(previous),
    currencies: byCurrency(sums).map(([currency, rows]) => {
      const totals = { income: 0n, expense: 0n, previousIncome: 0n, previousExpense: 0n };
      const lines = rows.map((row) => {
        const account = chart.get(row.code)!;
        const amount = normalBalance(account.type, sumsOf(row.debit, row.credit, currency));
        const before = normalBalance(account.type, sumsOf(row.previousDebit, row.previousCredit, currency));
        if (account.type === 'income') {
          totals.income += amount;
          totals.previousIncome += before;
        } else {
          totals.expense += amount;
          totals.previousExpense += before;
        }
        return { ...account, amount: wire(amount, currency), previous: wire(before, currency) };
      });
      return {
        currency,
        income: lines.filter((line) => line.type === 'income'),
        expense: lines.filter((line) => line.type === 'expense'),
        totalIncome: wire(totals.income, currency),
        totalExpense: wire(totals.expense, currency),
        previousIncome: wire(totals.previousIncome, currency),
        previousExpense: wire(totals.previousExpense, currency),
        result: wire(totals.income - totals.expense, currency),
        previousResult: wire(totals.previousIncome - totals.previousExpense, currency),
      };
    }),
  };
}

const LEDGER_LIST = { sorts: { date: { kind: 'day' } }, defaultSort: 'date-asc', idKind: 'integer', defaultLimit: '50' } as const;

/**
 * One account's lines (docs/accounting.md §8), maybe of one party, between two days, a page at a
 * time: the opening balance before `from`, and each line's running balance, read from the monthly
 * balances and the line's own month, so a page deep in the list costs what the first one costs.
 */
export async function generalLedger(deps: Deps, query: TGeneralLedgerQuery): Promise<TGeneralLedgerPage> {
  const from = query.from === undefined ? undefined : dayOf('from', query.from);
  const to = dayOf('to', query.to);
  const chart = await chartIn(deps, query.lang);
  const account = chart.get(query.account);
  if (!account) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'account', issue: 'invalid_value' }] });
  const currency = parseCurrency(query.currency);
  const scope = { account: query.account, party: query.party, currency };
  const db = deps.reports;
  const minor = (text: string) => numericToMinor(text, currency);
  const balance = (net: bigint) => {
    const sided = sidedBalance(net);
    return { amount: wire(sided.amountMinor, currency), side: sided.side };
  };
  const opening = from === undefined ? 0n : minor(await balanceBefore(db, scope, { date: from }));
  const closing = minor(await balanceBefore(db, scope, { date: to, throughLine: '9223372036854775807' }));
  let running: bigint | null = null;
  let previousMove = 0n;
  const page = await sortedListPage(
    query,
    LEDGER_LIST,
    (keyset) => ledgerLines(db, scope, { from, to, direction: keyset.sort.direction, after: keyset.sort.after, limit: keyset.limit }),
    (line) => line,
  );
  const items = [];
  for (const line of page.items) {
    const move = minor(line.debit) - minor(line.credit);
    // The first line's balance counts every line before it; each next one follows from it.
    if (running === null) running = minor(await balanceBefore(db, scope, { date: line.date, throughLine: line.id }));
    else running = parseSortDirection(query.sort) === 'asc' ? running + move : running - previousMove;
    previousMove = move;
    items.push({
      id: line.id,
      entryId: line.entryId,
      entryNumber: line.entryNumber,
      date: line.date,
      memo: line.memo,
      sourceKind: line.sourceKind,
      sourceId: line.sourceId,
      party: line.party,
      debit: wire(minor(line.debit), currency),
      credit: wire(minor(line.credit), currency),
      balance: balance(running),
    });
  }
  return { items, nextCursor: page.nextCursor, account, party: query.party ?? null, currency, opening: balance(opening), closing: balance(closing) };
}

const parseSortDirection = (sort: string | undefined) => (sort === 'date-desc' ? 'desc' : 'asc');
