import type { TBalanceSheet, TGeneralLedgerExportQuery, TIncomeStatement, TTrialBalance } from '../../../contract/accounting-reports';
import { parseCurrency, sidedBalance, toDecimalString, type Currency } from '../../../domain';
import { ledgerLines, type LedgerLineRow } from '../../../db/queries/books-reports';
import { numericToMinor } from '../../../db/money-columns';
import type { Tx } from '../../../db/client';
import { keysetReadAhead } from '../../export/keyset-read-ahead';
import type { SheetCell } from '../../export/streamed-xlsx';
import type { PdfColumnKind } from '../../pdf/pdf-document';
import type { Translate } from '../../i18n/server-translations';

/**
 * One row of a books report's file (docs/accounting.md §8): its cells, the first one always the
 * currency; `section` is the PDF's heading the row is printed under; a total row is printed bold.
 */
export type BooksLine = { section: string; cells: SheetCell[]; total?: boolean };

export type BooksColumn = { label: string; width: number; kind: PdfColumnKind };

/**
 * A books report as a file: its columns (the currency first), its rows batch by batch (the
 * general ledger's are read as they are written), the words of its title and its file's name.
 */
export type BooksTable = {
  title: string;
  subtitle: string;
  fileStem: string;
  columns: BooksColumn[];
  /** Said in the PDF in place of the tables when the report holds no row. */
  empty: string;
  batches: () => AsyncIterable<BooksLine[]>;
};

const text = (value: string): SheetCell => ({ kind: 'text', text: value });
const money = (amount: string, currency: Currency): SheetCell => ({ kind: 'money', amount, currency });
const column = (label: string, kind: PdfColumnKind, width = kind === 'text' ? 36 : 16): BooksColumn => ({ label, width, kind });

/** The rows of a report read whole (a chart's accounts: a few hundred at most), as one batch. */
const once = (lines: BooksLine[]) =>
  async function* () {
    if (lines.length > 0) yield lines;
  };

/** The trial balance: per currency, each account's debit or credit balance, then the two totals. */
export function trialBalanceTable(report: TTrialBalance, t: Translate): BooksTable {
  const lines = report.currencies.flatMap((group): BooksLine[] => {
    const section = t('accounting.trialBalance.title', { currency: group.currency, date: report.date });
    const currency = text(group.currency);
    return [
      ...group.rows.map((row) => ({
        section,
        cells: [currency, text(row.code), text(row.name), money(row.debit, group.currency), money(row.credit, group.currency)],
      })),
      {
        section,
        total: true,
        cells: [currency, text(''), text(t('accounting.reports.total')), money(group.totalDebit, group.currency), money(group.totalCredit, group.currency)],
      },
    ];
  });
  return {
    title: t('accounting.exports.titles.trialBalance'),
    subtitle: t('accounting.exports.asOf', { date: report.date }),
    fileStem: `trial-balance-${report.date}`,
    columns: [
      column(t('accounting.exports.columns.currency'), 'token', 9),
      column(t('accounting.exports.columns.code'), 'token', 10),
      column(t('accounting.reports.account'), 'text'),
      column(t('accounting.trialBalance.debit'), 'amount'),
      column(t('accounting.trialBalance.credit'), 'amount'),
    ],
    empty: t('accounting.trialBalance.empty'),
    batches: once(lines),
  };
}

/** The balance sheet: per currency, the assets, the liabilities and the equity, each with its total; the equity with the years' results. */
export function balanceSheetTable(report: TBalanceSheet, t: Translate): BooksTable {
  const lines = report.currencies.flatMap((group): BooksLine[] => {
    const section = t('accounting.balanceSheet.title', { currency: group.currency, date: report.date });
    const row = (part: string, code: string, name: string, amount: string, total = false): BooksLine => ({
      section,
      total,
      cells: [text(group.currency), text(part), text(code), text(name), money(amount, group.currency)],
    });
    const part = (key: 'assets' | 'liabilities' | 'equity', total: string, extra: BooksLine[] = []) => {
      const name = t(`accounting.balanceSheet.${key}`);
      return [
        ...group[key].map((account) => row(name, account.code, account.name, account.amount)),
        ...extra,
        row(name, '', t('accounting.reports.total'), total, true),
      ];
    };
    const equity = t('accounting.balanceSheet.equity');
    return [
      ...part('assets', group.totalAssets),
      ...part('liabilities', group.totalLiabilities),
      ...part('equity', group.totalEquity, [
        row(equity, '', t('accounting.balanceSheet.retainedEarnings'), group.retainedEarnings),
        row(equity, '', t('accounting.balanceSheet.currentEarnings'), group.currentEarnings),
      ]),
    ];
  });
  return {
    title: t('accounting.exports.titles.balanceSheet'),
    subtitle: t('accounting.exports.asOf', { date: report.date }),
    fileStem: `balance-sheet-${report.date}`,
    columns: [
      column(t('accounting.exports.columns.currency'), 'token', 9),
      column(t('accounting.exports.columns.section'), 'text', 18),
      column(t('accounting.exports.columns.code'), 'token', 10),
      column(t('accounting.reports.account'), 'text'),
      column(t('accounting.reports.amount'), 'amount'),
    ],
    empty: t('accounting.balanceSheet.empty'),
    batches: once(lines),
  };
}

/** The income statement: per currency, the income and the expense accounts with their totals, then the result, the period before beside each. */
export function incomeStatementTable(report: TIncomeStatement, t: Translate): BooksTable {
  const lines = report.currencies.flatMap((group): BooksLine[] => {
    const section = t('accounting.incomeStatement.title', { currency: group.currency, period: report.period.label });
    const row = (part: string, code: string, name: string, amount: string, previous: string, total = false): BooksLine => ({
      section,
      total,
      cells: [text(group.currency), text(part), text(code), text(name), money(amount, group.currency), money(previous, group.currency)],
    });
    const income = t('accounting.incomeStatement.income');
    const expense = t('accounting.incomeStatement.expense');
    const totalLabel = t('accounting.reports.total');
    return [
      ...group.income.map((account) => row(income, account.code, account.name, account.amount, account.previous)),
      row(income, '', totalLabel, group.totalIncome, group.previousIncome, true),
      ...group.expense.map((account) => row(expense, account.code, account.name, account.amount, account.previous)),
      row(expense, '', totalLabel, group.totalExpense, group.previousExpense, true),
      row('', '', t('accounting.incomeStatement.result'), group.result, group.previousResult, true),
    ];
  });
  const { period, previous } = report;
  return {
    title: t('accounting.exports.titles.incomeStatement'),
    subtitle: t('accounting.exports.period', { period: period.label, from: period.from, to: period.to, previous: previous.label }),
    fileStem: `income-statement-${period.label}`,
    columns: [
      column(t('accounting.exports.columns.currency'), 'token', 9),
      column(t('accounting.exports.columns.section'), 'text', 14),
      column(t('accounting.exports.columns.code'), 'token', 10),
      column(t('accounting.reports.account'), 'text'),
      column(period.label, 'amount'),
      column(previous.label, 'amount'),
    ],
    empty: t('accounting.incomeStatement.empty'),
    batches: once(lines),
  };
}

const LEDGER_BATCH = 1000;

/** What the general ledger's file is read from: the checked query, its account named, its days, and the balances before and after them. */
export type LedgerSource = {
  db: Tx;
  query: TGeneralLedgerExportQuery;
  account: { code: string; name: string };
  from: string | undefined;
  to: string;
  /** Debits minus credits before `from` and through `to`, exact decimal text. */
  opening: string;
  closing: string;
};

/**
 * The general ledger: the opening balance, every line of the days oldest first (a ledger's own
 * order, whatever the screen's sort) with its running balance, then the closing balance. A
 * balance is an amount on its side, as the screen shows it.
 */
export function generalLedgerTable(source: LedgerSource, t: Translate): BooksTable {
  const { query, account, from, to } = source;
  const currency = parseCurrency(query.currency);
  const minor = (amount: string) => numericToMinor(amount, currency);
  const section = [`${account.code} ${account.name}`, query.party, currency].filter(Boolean).join(' · ');
  const balanceCells = (net: bigint): SheetCell[] => {
    const sided = sidedBalance(net);
    return [money(toDecimalString({ amountMinor: sided.amountMinor, currency }), currency), text(t(`accounting.generalLedger.sides.${sided.side}`))];
  };
  const day = (date: string | undefined): SheetCell => (date ? { kind: 'date', date } : text(''));
  const blank = [text(''), text(''), text(''), text('')];
  const edge = (date: string | undefined, label: string, net: bigint): BooksLine => ({
    section,
    total: true,
    cells: [text(currency), day(date), text(''), text(label), ...blank, ...balanceCells(net)],
  });
  const scope = { account: account.code, party: query.party, currency };
  async function* batches(): AsyncIterable<BooksLine[]> {
    let running = minor(source.opening);
    yield [edge(from, t('accounting.generalLedger.opening'), running)];
    const read = keysetReadAhead(LEDGER_BATCH, (after) => ledgerLines(source.db, scope, { from, to, direction: 'asc', after, limit: LEDGER_BATCH }));
    for await (const rows of read) {
      yield rows.map((line: LedgerLineRow): BooksLine => {
        running += minor(line.debit) - minor(line.credit);
        return {
          section,
          cells: [
            text(currency),
            day(line.date),
            text(line.entryNumber),
            text(line.memo),
            text(`${line.sourceKind}:${line.sourceId}`),
            text(line.party ?? ''),
            money(toDecimalString({ amountMinor: minor(line.debit), currency }), currency),
            money(toDecimalString({ amountMinor: minor(line.credit), currency }), currency),
            ...balanceCells(running),
          ],
        };
      });
    }
    yield [edge(to, t('accounting.generalLedger.closing'), minor(source.closing))];
  }
  return {
    title: t('accounting.exports.titles.generalLedger'),
    subtitle: from ? t('accounting.exports.days', { from, to }) : t('accounting.exports.upTo', { to }),
    fileStem: ['general-ledger', account.code, query.party, currency, from, to].filter(Boolean).join('-'),
    columns: [
      column(t('accounting.exports.columns.currency'), 'token', 9),
      column(t('accounting.generalLedger.date'), 'token', 12),
      column(t('accounting.generalLedger.entry'), 'token', 12),
      column(t('accounting.generalLedger.memo'), 'text'),
      column(t('accounting.generalLedger.source'), 'token', 24),
      column(t('accounting.generalLedger.party'), 'token', 12),
      column(t('accounting.generalLedger.debit'), 'amount'),
      column(t('accounting.generalLedger.credit'), 'amount'),
      column(t('accounting.generalLedger.balance'), 'amount'),
      column(t('accounting.exports.columns.side'), 'token', 6),
    ],
    empty: t('accounting.generalLedger.empty'),
    batches,
  };
}
