import { beforeAll, describe, expect, it } from 'vitest';
import type { TBalanceSheet, TGeneralLedgerPage, TIncomeStatement, TTrialBalance } from '../../../contract/accounting-reports';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { okJson } from '../../test/ok-json';
import { documentedOperationIds } from '../../test/openapi-ids';
import { seedBigEntry, seedBooks } from '../../test/books-seed';
import { csvRecords } from '../../test/csv-records';
import { normaliseText, pdfText } from '../../test/pdf-text';
import { readWorkbook, sheetRows } from '../../test/xlsx-read';
import { expectQueriesRefused } from '../../test/refused-queries';

/** The rows of a CSV file after its BOM. */
const csvOf = (payload: Buffer) => {
  const text = payload.toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  return csvRecords(text.slice(1));
};

describe.each(DATABASE_KINDS)("the books reports' files on %s (docs/accounting.md §8)", (kind) => {
  const suite = useApiSuite(kind, { users: { accountant: ['accounting'], clerk: ['transactions'] } });
  const { accountant, clerk } = suite.users;
  const json = <T>(url: string) => okJson<T>(accountant.call('GET', url));
  const file = async (url: string, type: string) => {
    const answer = await accountant.call('GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain(type);
    return answer;
  };

  beforeAll(() => seedBooks(suite.database.db));

  it('write the trial balance to CSV with exactly the figures and the totals of the report, per currency', async () => {
    const report = await json<TTrialBalance>('/api/accounting/trial-balance?date=2026-02-15');
    const answer = await file('/api/accounting/trial-balance/export?format=csv&date=2026-02-15', 'text/csv');
    expect(answer.headers['content-disposition']).toContain('trial-balance-2026-02-15.csv');
    const [header, ...rows] = csvOf(answer.rawPayload);
    expect(header).toEqual(['Currency', 'Account code', 'Account', 'Debit', 'Credit']);
    const expected = report.currencies.flatMap((group) => [
      ...group.rows.map((row) => [group.currency, row.code, row.name, row.debit, row.credit]),
      [group.currency, '', 'Total', group.totalDebit, group.totalCredit],
    ]);
    expect(rows).toEqual(expected);
    expect(rows).toContainEqual(['USD', '', 'Total', '12.34', '12.34']);
  });

  it('write the trial balance to Excel in Arabic, right to left, amounts as numbers in their currency', async () => {
    const report = await json<TTrialBalance>('/api/accounting/trial-balance?date=2026-02-15&lang=ar');
    const answer = await file('/api/accounting/trial-balance/export?format=xlsx&date=2026-02-15&lang=ar', 'spreadsheetml');
    const [sheet] = (await readWorkbook(answer.rawPayload)).worksheets;
    expect(sheet!.views[0]?.rightToLeft).toBe(true);
    const rows = sheetRows(sheet!);
    expect(rows[0]).toEqual(['العملة', 'رمز الحساب', 'الحساب', 'مدين', 'دائن']);
    const usd = report.currencies.find((group) => group.currency === 'USD')!;
    const total = sheet!.getRow(rows.length);
    expect([total.getCell(1).value, total.getCell(4).value, total.getCell(5).value]).toEqual(['USD', Number(usd.totalDebit), Number(usd.totalCredit)]);
    expect(total.getCell(4).numFmt).toBe('#,##0.00 "USD"');
    const cash = rows.find((row) => row[0] === 'XAF' && row[1] === '1000')!;
    expect(cash).toContain(report.currencies[0]!.rows.find((row) => row.code === '1000')!.name);
  });

  it('write the balance sheet to CSV section by section, each with the total of the report', async () => {
    const report = await json<TBalanceSheet>('/api/accounting/balance-sheet?date=2026-02-28&currency=XAF&lang=fr');
    const [header, ...rows] = csvOf(
      (await file('/api/accounting/balance-sheet/export?format=csv&date=2026-02-28&currency=XAF&lang=fr', 'text/csv')).rawPayload,
    );
    expect(header).toEqual(['Devise', 'Rubrique', 'Code du compte', 'Compte', 'Montant']);
    const xaf = report.currencies[0]!;
    const totals = rows.filter((row) => row[3] === 'Total').map((row) => [row[1], row[4]]);
    expect(totals).toEqual([
      ['Actif', xaf.totalAssets],
      ['Passif', xaf.totalLiabilities],
      ['Capitaux propres', xaf.totalEquity],
    ]);
    expect(rows.filter((row) => row[2] !== '').map((row) => [row[2], row[4]])).toEqual(
      [...xaf.assets, ...xaf.liabilities, ...xaf.equity].map((row) => [row.code, row.amount]),
    );
    expect(rows.map((row) => row[4])).toEqual(expect.arrayContaining([xaf.retainedEarnings, xaf.currentEarnings]));
    expect(rows.every((row) => row[0] === 'XAF')).toBe(true);
  });

  it('write the income statement to CSV: the period beside the one before, the totals and the result', async () => {
    const report = await json<TIncomeStatement>('/api/accounting/income-statement?period=2026-Q1');
    const answer = await file('/api/accounting/income-statement/export?format=csv&period=2026-Q1', 'text/csv');
    expect(answer.headers['content-disposition']).toContain('income-statement-2026-Q1.csv');
    const [header, ...rows] = csvOf(answer.rawPayload);
    expect(header).toEqual(['Currency', 'Section', 'Account code', 'Account', '2026-Q1', '2025-Q4']);
    for (const group of report.currencies) {
      const mine = rows.filter((row) => row[0] === group.currency);
      expect(mine.filter((row) => row[3] === 'Total').map((row) => row.slice(4))).toEqual([
        [group.totalIncome, group.previousIncome],
        [group.totalExpense, group.previousExpense],
      ]);
      expect(mine.at(-1)).toEqual([group.currency, '', '', 'Result (income − expenses)', group.result, group.previousResult]);
      expect(mine.filter((row) => row[2] !== '').map((row) => [row[2], row[4], row[5]])).toEqual(
        [...group.income, ...group.expense].map((row) => [row.code, row.amount, row.previous]),
      );
    }
    expect(rows.find((row) => row[0] === 'XAF' && row[3]?.startsWith('Result'))!.slice(4)).toEqual(['350', '300']);
  });

  it("write an account's general ledger with the opening, every line's running balance and the closing of the report", async () => {
    const query = 'account=1000&currency=XAF&from=2026-01-01&to=2026-04-30';
    const report = await json<TGeneralLedgerPage>(`/api/accounting/general-ledger?${query}&limit=100`);
    const answer = await file(`/api/accounting/general-ledger/export?format=csv&${query}`, 'text/csv');
    expect(answer.headers['content-disposition']).toContain('general-ledger-1000-XAF-2026-01-01-2026-04-30.csv');
    const [header, ...rows] = csvOf(answer.rawPayload);
    expect(header).toEqual(['Currency', 'Date', 'Entry', 'Memo', 'Source', 'Party', 'Debit', 'Credit', 'Balance', 'Side']);
    const side = { debit: 'Dr', credit: 'Cr' };
    expect(rows[0]).toEqual(['XAF', '2026-01-01', '', 'Opening balance', '', '', '', '', report.opening.amount, side[report.opening.side]]);
    expect(rows.at(-1)).toEqual(['XAF', '2026-04-30', '', 'Closing balance', '', '', '', '', report.closing.amount, side[report.closing.side]]);
    expect(rows.slice(1, -1)).toEqual(
      report.items.map((line) => [
        'XAF',
        line.date,
        line.entryNumber,
        line.memo,
        `${line.sourceKind}:${line.sourceId}`,
        line.party ?? '',
        line.debit,
        line.credit,
        line.balance.amount,
        side[line.balance.side],
      ]),
    );
    const investor = csvOf(
      (await file('/api/accounting/general-ledger/export?format=csv&account=3100&party=s1&currency=XAF&to=2026-02-28', 'text/csv')).rawPayload,
    );
    expect(investor.slice(1).map((row) => [row[5], row[6], row[7], row[8], row[9]])).toEqual([
      ['', '', '', '0', 'Dr'],
      ['s1', '0', '1000', '1000', 'Cr'],
      ['s1', '250', '0', '750', 'Cr'],
      ['', '', '', '750', 'Cr'],
    ]);
  });

  it("print each report as a PDF in the reader's language, Arabic titles and figures reading back", async () => {
    const trial = await file('/api/accounting/trial-balance/export?format=pdf&date=2026-02-15&lang=ar', 'application/pdf');
    expect(trial.headers['content-disposition']).toContain('trial-balance-2026-02-15.pdf');
    const arabic = await pdfText(trial.rawPayload);
    expect(arabic).toContain(normaliseText('ميزان المراجعة'));
    expect(arabic).toContain(normaliseText('مدين'));
    expect(arabic).toContain('2026-02-15');
    const ledger = await pdfText(
      (await file('/api/accounting/general-ledger/export?format=pdf&account=1000&currency=XAF&from=2026-01-01&to=2026-02-28&lang=en', 'application/pdf'))
        .rawPayload,
    );
    const report = await json<TGeneralLedgerPage>('/api/accounting/general-ledger?account=1000&currency=XAF&from=2026-01-01&to=2026-02-28');
    expect(ledger).toContain(normaliseText('General ledger'));
    for (const line of report.items) expect(ledger).toContain(line.entryNumber);
    expect(ledger).toContain(normaliseText('Closing balance'));
    for (const url of [
      '/api/accounting/balance-sheet/export?format=pdf&date=2026-02-28&lang=fr',
      '/api/accounting/income-statement/export?format=pdf&period=2026-02',
    ]) {
      const text = await pdfText((await file(url, 'application/pdf')).rawPayload);
      expect(text, url).toContain(url.includes('fr') ? normaliseText('Bilan') : normaliseText('Income statement'));
    }
  }, 60_000);

  it('refuse a day off the calendar, an unknown period or account, and a ledger PDF above the row limit, in words', async () => {
    await expectQueriesRefused(accountant, [
      ['/api/accounting/trial-balance/export?format=csv&date=2026-02-30', 'INVALID_DATE'],
      ['/api/accounting/balance-sheet/export?format=pdf&date=2026-02-30', 'INVALID_DATE'],
      ['/api/accounting/general-ledger/export?format=xlsx&account=1000&currency=XAF&to=2026-02-30', 'INVALID_DATE'],
      ['/api/accounting/income-statement/export?format=csv&period=2026-13', 'VALIDATION_FAILED'],
      ['/api/accounting/general-ledger/export?format=csv&account=9999&currency=XAF', 'VALIDATION_FAILED'],
      ['/api/accounting/trial-balance/export?format=doc', 'VALIDATION_FAILED'],
    ]);
    // One entry of 5,001 expense lines in 2030, after every day the other tests read.
    await seedBigEntry(suite.database.db, { date: '2030-01-02', expenses: 5001 });
    const big = await accountant.call('GET', '/api/accounting/general-ledger/export?format=pdf&account=5100&currency=EUR&to=2030-12-31');
    expect([big.statusCode, big.json().code, big.json().params]).toEqual([400, 'REPORT_TOO_LARGE_FOR_PDF', { limit: 5000, count: 5001 }]);
    const csv = csvOf((await file('/api/accounting/general-ledger/export?format=csv&account=5100&currency=EUR&to=2030-12-31', 'text/csv')).rawPayload);
    expect(csv).toHaveLength(1 + 5001 + 2);
    expect(csv.at(-1)!.slice(8)).toEqual(['5001.00', 'Dr']);
  }, 60_000);

  it('are for holders of accounting only, and are described in the API reference', async () => {
    for (const url of [
      '/api/accounting/trial-balance/export?format=csv',
      '/api/accounting/balance-sheet/export?format=xlsx',
      '/api/accounting/income-statement/export?format=pdf&period=2026',
      '/api/accounting/general-ledger/export?format=csv&account=1000&currency=XAF',
    ]) {
      expect((await clerk.call('GET', url)).statusCode, url).toBe(403);
    }
    expect(await documentedOperationIds(suite.app)).toEqual(
      expect.arrayContaining(['trialBalance.export', 'balanceSheet.export', 'incomeStatement.export', 'generalLedger.export']),
    );
  });
});
