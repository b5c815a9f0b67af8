import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceAt, parseIsoDate, type LedgerEntry } from '../../../domain';
import { numericToMinor } from '../../../db/money-columns';
import { DATABASE_KINDS } from '../../test/helper';
import { useReportsSuite } from '../../test/reports-suite';

describe.each(DATABASE_KINDS)('financial reports on %s', (kind) => {
  const { suite, get } = useReportsSuite(kind);

  it('lists the operations of the range with their shares and totals per currency, cancelled ones left out', async () => {
    const answer = await get('/api/reports/operations?from=2025-03-01&to=2025-03-31');
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json();
    expect(
      page.items.map((row: { operationDate: string; currency: string; investorShare: string }) => [row.operationDate, row.currency, row.investorShare]),
    ).toEqual([
      ['2025-03-01', 'XAF', '1000'],
      ['2025-03-15', 'XAF', '2000'],
      ['2025-03-20', 'USD', '10.01'],
    ]);
    expect(page.totals).toEqual([
      {
        currency: 'USD',
        count: 1,
        amount: '1000.50',
        revenue: '20.01',
        investorShare: '10.01',
        mediatorShare: '5.00',
        specialShare: '0.25',
        companyShare: '4.75',
      },
      { currency: 'XAF', count: 2, amount: '300000', revenue: '6000', investorShare: '3000', mediatorShare: '1000', specialShare: '100', companyShare: '1900' },
    ]);
  });

  it('pages with a keyset and refuses bad filters', async () => {
    const first = await get('/api/reports/operations?from=2025-03-01&to=2025-03-31&limit=10');
    expect(first.json().nextCursor).toBeNull();
    const reversed = await get('/api/reports/operations?from=2025-03-31&to=2025-03-01');
    expect([reversed.statusCode, reversed.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const impossible = await get('/api/reports/operations?from=2025-02-30&to=2025-03-01');
    expect(impossible.statusCode).toBe(400);
    const missing = await get('/api/reports/operations');
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await get('/api/reports/balances?date=2025-03-31&subscriberId=x');
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('lists the distributions by type with paid and unpaid totals', async () => {
    const all = await get('/api/reports/distributions?from=2025-03-01&to=2025-04-30');
    expect(all.json().items.map((row: { type: string; amount: string; paid: boolean }) => [row.type, row.amount, row.paid])).toEqual([
      ['profit', '1500', false],
      ['commission', '250', true],
      ['special', '75', false],
    ]);
    expect(all.json().totals).toEqual([{ currency: 'XAF', count: 3, total: '1825', paid: '250', unpaid: '1575' }]);
    const commissions = await get('/api/reports/distributions?from=2025-03-01&to=2025-04-30&type=commission');
    expect(commissions.json().items).toHaveLength(1);
  });

  it('computes every subscriber’s balance at a date by one aggregate that agrees with the core’s balanceAt', async () => {
    for (const date of ['2025-02-10', '2025-03-09', '2025-03-31', '2025-12-31']) {
      const answer = await get(`/api/reports/balances?date=${date}&limit=100`);
      expect(answer.statusCode, answer.body).toBe(200);
      for (const row of answer.json().items as Array<{ subscriberId: string; balance: string; currency: 'XAF' | 'USD' }>) {
        const { rows } = (await suite.database.db.execute(
          sql`select transaction_date::text as date, type, status, amount::text from balance_transactions where subscriber_id = ${row.subscriberId}`,
        )) as unknown as { rows: Array<{ date: string; type: 'credit' | 'debit'; status: 'completed' | 'pending'; amount: string }> };
        const [capital] = (
          (await suite.database.db.execute(sql`select subscription_amount::text as amount from subscribers where id = ${row.subscriberId}`)) as unknown as {
            rows: Array<{ amount: string }>;
          }
        ).rows;
        const entries: LedgerEntry[] = rows.map((entry) => ({
          date: parseIsoDate(entry.date),
          type: entry.type,
          status: entry.status,
          amountMinor: numericToMinor(entry.amount, row.currency),
        }));
        const expected = balanceAt({ subscriptionAmountMinor: numericToMinor(capital!.amount, row.currency), entries, date: parseIsoDate(date) });
        expect(numericToMinor(row.balance, row.currency), `${row.subscriberId} at ${date}`).toBe(expected);
      }
    }
    const march = await get('/api/reports/balances?date=2025-03-31');
    expect(
      march
        .json()
        .items.map((row: { balance: string }) => row.balance)
        .sort(),
    ).toEqual(['117000', '5000.75']);
    expect(march.json().totals).toEqual([
      { currency: 'USD', count: 1, total: '5000.75' },
      { currency: 'XAF', count: 1, total: '117000' },
    ]);
  });
});
