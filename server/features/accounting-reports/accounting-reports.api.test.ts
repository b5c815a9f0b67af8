import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TBalanceSheet, TGeneralLedgerPage, TIncomeStatement, TTrialBalance } from '../../../contract/accounting-reports';
import { rowsOf } from '../../../db/queries/raw-rows';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { okJson } from '../../test/ok-json';
import { documentedOperationIds } from '../../test/openapi-ids';
import { seedBooks } from '../../test/books-seed';
import { monthlyBalanceDifferences } from '../../test/monthly-balance-differences';
import { expectQueriesRefused } from '../../test/refused-queries';

describe.each(DATABASE_KINDS)('the books reports on %s (docs/accounting.md §8)', (kind) => {
  const suite = useApiSuite(kind, { users: { accountant: ['accounting'], clerk: ['transactions'] } });
  const { accountant, clerk } = suite.users;
  const get = <T>(url: string) => okJson<T>(accountant.call('GET', url));

  beforeAll(() => seedBooks(suite.database.db));

  it('keep the monthly balances equal to the sums of the lines, per party and for the whole account', async () => {
    const db = suite.database.db;
    expect(await monthlyBalanceDifferences(db)).toBe(0);
    const [s1] = await rowsOf<{ debit: string; credit: string }>(
      db,
      sql`select debit_total::text as debit, credit_total::text as credit from gl_monthly_balances where account_code = '2200' and party_id = 's1' and month = '2026-03-01'`,
    );
    expect(s1).toEqual({ debit: '150.00', credit: '150.00' });
  });

  it('give the trial balance as of a day, the month read up to that day, totals equal per currency', async () => {
    const mid = await get<TTrialBalance>('/api/accounting/trial-balance?date=2026-02-15');
    expect(mid.currencies.map((group) => group.currency)).toEqual(['XAF', 'USD']);
    const xaf = mid.currencies[0]!;
    expect(xaf.rows.find((row) => row.code === '1000')).toMatchObject({ debit: '2200', credit: '0', name: 'Cash and bank', type: 'asset' });
    expect(xaf.rows.find((row) => row.code === '3100')).toMatchObject({ debit: '0', credit: '1300' });
    expect(xaf.totalDebit).toBe(xaf.totalCredit);
    expect(mid.currencies[1]).toMatchObject({ currency: 'USD', totalDebit: '12.34', totalCredit: '12.34' });
    const later = await get<TTrialBalance>('/api/accounting/trial-balance?date=2026-02-20&currency=XAF&lang=fr');
    expect(later.currencies).toHaveLength(1);
    expect(later.currencies[0]!.rows.find((row) => row.code === '1000')).toMatchObject({ debit: '1950', name: 'Trésorerie et banque' });
    for (const date of ['2025-11-09', '2025-12-31', '2026-03-01', '2026-12-31']) {
      const { currencies } = await get<TTrialBalance>(`/api/accounting/trial-balance?date=${date}`);
      for (const group of currencies) expect(group.totalDebit, `${date} ${group.currency}`).toBe(group.totalCredit);
      if (date === '2025-11-09') expect(currencies).toEqual([]);
    }
  });

  it('give the balance sheet: assets equal liabilities plus equity with the years before and the current year', async () => {
    const sheet = await get<TBalanceSheet>('/api/accounting/balance-sheet?date=2026-02-28&currency=XAF');
    expect(sheet.yearStart).toBe('2026-01-01');
    const xaf = sheet.currencies[0]!;
    expect(xaf.assets).toEqual([{ code: '1000', name: 'Cash and bank', type: 'asset', amount: '1950' }]);
    expect(xaf.liabilities.map((row) => [row.code, row.amount])).toEqual([
      ['2100', '200'],
      ['2300', '100'],
    ]);
    expect(xaf.equity.map((row) => [row.code, row.amount])).toEqual([['3100', '1050']]);
    expect(xaf).toMatchObject({ retainedEarnings: '300', currentEarnings: '300', totalAssets: '1950', totalLiabilities: '300', totalEquity: '1650' });
    for (const date of ['2025-12-31', '2026-03-02', '2026-04-30']) {
      for (const group of (await get<TBalanceSheet>(`/api/accounting/balance-sheet?date=${date}`)).currencies) {
        expect(BigInt(group.totalAssets.replace('.', '')), `${date} ${group.currency}`).toBe(
          BigInt(group.totalLiabilities.replace('.', '')) + BigInt(group.totalEquity.replace('.', '')),
        );
      }
    }
  });

  it('give the income statement of a month, a quarter or a year beside the period before', async () => {
    const month = await get<TIncomeStatement>('/api/accounting/income-statement?period=2026-02');
    expect(month).toMatchObject({ kind: 'month', period: { label: '2026-02', from: '2026-02-01', to: '2026-02-28' }, previous: { label: '2026-01' } });
    const xaf = month.currencies.find((group) => group.currency === 'XAF')!;
    expect(xaf.income.map((row) => [row.code, row.amount, row.previous])).toEqual([['4100', '400', '0']]);
    expect(xaf.expense.map((row) => [row.code, row.amount, row.previous])).toEqual([['5200', '100', '0']]);
    expect(xaf).toMatchObject({ totalIncome: '400', totalExpense: '100', result: '300', previousResult: '0' });
    const quarter = await get<TIncomeStatement>('/api/accounting/income-statement?period=2026-Q1&currency=XAF');
    expect(quarter.previous).toEqual({ label: '2025-Q4', from: '2025-10-01', to: '2025-12-31' });
    expect(quarter.currencies[0]).toMatchObject({
      totalIncome: '450',
      totalExpense: '100',
      previousIncome: '500',
      previousExpense: '200',
      previousResult: '300',
    });
    const year = await get<TIncomeStatement>('/api/accounting/income-statement?period=2026&currency=XAF');
    expect(year.currencies[0]).toMatchObject({ totalIncome: '462', result: '362', previousResult: '300' });
    for (const period of ['2026-13', '2026-Q5', '26', '2026-1']) {
      const answer = await accountant.call('GET', `/api/accounting/income-statement?period=${period}`);
      expect(answer.statusCode, period).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('give an account ledger with its opening balance, running balances and pages that carry them on', async () => {
    const base = '/api/accounting/general-ledger?account=1000&currency=XAF&from=2026-01-01&limit=10';
    const first = await get<TGeneralLedgerPage>(base);
    expect(first.opening).toEqual({ amount: '1500', side: 'debit' });
    expect(first.closing).toEqual({ amount: '1962', side: 'debit' });
    expect(first.items.map((line) => line.balance.amount)).toEqual(['1800', '2200', '1950', '1951', '1952', '1953', '1954', '1955', '1956', '1957']);
    expect(first.items[2]).toMatchObject({
      date: '2026-02-20',
      debit: '0',
      credit: '250',
      memo: 'on 2026-02-20',
      sourceKind: 'test',
      entryNumber: expect.stringMatching(/^JE-/),
    });
    expect(first.nextCursor).not.toBeNull();
    const second = await get<TGeneralLedgerPage>(`${base}&cursor=${first.nextCursor}`);
    expect(second.items.map((line) => line.balance.amount)).toEqual(['1958', '1959', '1960', '1961', '1962']);
    expect(second.nextCursor).toBeNull();
    const newest = await get<TGeneralLedgerPage>(`${base}&sort=date-desc`);
    expect(newest.items.slice(0, 3).map((line) => [line.date, line.balance.amount])).toEqual([
      ['2026-04-12', '1962'],
      ['2026-04-11', '1961'],
      ['2026-04-10', '1960'],
    ]);
    const older = await get<TGeneralLedgerPage>(`${base}&sort=date-desc&cursor=${newest.nextCursor}`);
    expect(older.items.map((line) => line.balance.amount)).toEqual(['1952', '1951', '1950', '2200', '1800']);

    const investor = await get<TGeneralLedgerPage>('/api/accounting/general-ledger?account=3100&party=s1&currency=XAF&from=2026-01-01&to=2026-02-28');
    expect(investor).toMatchObject({ party: 's1', opening: { amount: '1000', side: 'credit' }, closing: { amount: '750', side: 'credit' } });
    expect(investor.items.map((line) => [line.party, line.debit, line.balance])).toEqual([['s1', '250', { amount: '750', side: 'credit' }]]);
  });

  it('refuse a day that does not exist, an unknown account and a cursor of another sort', async () => {
    await expectQueriesRefused(accountant, [
      ['/api/accounting/trial-balance?date=2026-02-30', 'INVALID_DATE'],
      ['/api/accounting/general-ledger?account=1000&currency=XAF&to=2026-02-30', 'INVALID_DATE'],
      ['/api/accounting/balance-sheet?date=2026-2-1', 'VALIDATION_FAILED'],
      ['/api/accounting/general-ledger?account=9999&currency=XAF', 'VALIDATION_FAILED'],
      ['/api/accounting/general-ledger?account=1000', 'VALIDATION_FAILED'],
      ['/api/accounting/general-ledger?account=1000&currency=XAF&sort=date-asc&cursor=WyJkYXRlLWRlc2MiLCIyMDI2LTAxLTAxIiwiMSJd', 'VALIDATION_FAILED'],
    ]);
  });

  it('are for holders of accounting only, and are described in the API reference', async () => {
    expect((await clerk.call('GET', '/api/accounting/trial-balance')).statusCode).toBe(403);
    expect(await documentedOperationIds(suite.app)).toEqual(
      expect.arrayContaining(['trialBalance.get', 'balanceSheet.get', 'incomeStatement.get', 'generalLedger.get']),
    );
  });
});
