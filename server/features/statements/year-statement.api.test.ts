import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, parseCurrency, toDecimalString, type Currency } from '../../../domain';
import { numericToMinor } from '../../../db/money-columns';
import { seedLedgerRows, seedOperation, seedSubscriber, seedPartiesPostingAtOnce } from '../../test/distribution-seed';
import { DATABASE_KINDS } from '../../test/helper';
import { normaliseText, pdfText } from '../../test/pdf-text';
import { useApiSuite } from '../../test/api-suite';
import { readWorkbook, sheetRows } from '../../test/xlsx-read';
import { confirmedBody } from '../../test/distribution-requests';

type Expected = { profits: bigint; requests: bigint; credits: bigint; debits: bigint; profitRows: bigint[] };

async function sheetsOf(buffer: Buffer): Promise<Map<string, { rows: unknown[][]; rightToLeft: boolean }>> {
  const sheets = new Map<string, { rows: unknown[][]; rightToLeft: boolean }>();
  for (const sheet of (await readWorkbook(buffer)).worksheets) {
    sheets.set(sheet.name, { rows: sheetRows(sheet, { includeEmpty: true }), rightToLeft: Boolean(sheet.views[0]?.rightToLeft) });
  }
  return sheets;
}

/** The number a cell must hold for an exact amount (the sheet stores doubles made from the decimal text). */
const cellOf = (amountMinor: bigint, currency: Currency) => Number(toDecimalString({ amountMinor, currency }));

describe.each(DATABASE_KINDS)('year statements on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: { manager: ['profit-distribution'], approver: ['add-profit'], memberA: ['profile'], memberB: ['profile'], unlinked: ['profile'] },
  });
  const { manager, approver, memberA, memberB, unlinked } = suite.users;

  let individualA = '';

  const statement = (headers: Record<string, string>, query: string) => suite.app.inject({ method: 'GET', url: `/api/statements/year?${query}`, headers });
  const distribute = async (year: string, month: string, currency: string, loss: string) => {
    const body = { year, month, currency, source: 'operations', selection: { kind: 'all' }, investorPercentage: '87.5', loss };
    const preview = (await suite.app.inject({ method: 'POST', url: '/api/profit-distribution/preview', headers: manager.headers, payload: body })).json();
    const payload = confirmedBody(body, preview);
    const answer = await suite.app.inject({ method: 'POST', url: '/api/profit-distribution/distribute', headers: manager.headers, payload });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await suite.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** What the statement must say for A in 2026, read from the tables themselves. */
  async function expectedFor(individualId: string): Promise<Map<Currency, Expected>> {
    const result = new Map<Currency, Expected>();
    const of = (currency: string) => {
      const key = parseCurrency(currency);
      if (!result.has(key)) result.set(key, { profits: 0n, requests: 0n, credits: 0n, debits: 0n, profitRows: [] });
      return [result.get(key)!, key] as const;
    };
    for (const row of await rowsOf<{ share: string; currency: string }>(
      sql`select share::text, currency from monthly_profits where individual_id = ${individualId} and profit_date between '2026-01-01' and '2026-12-31' order by profit_date, id`,
    )) {
      const [target, currency] = of(row.currency);
      target.profits += numericToMinor(row.share, currency);
      target.profitRows.push(numericToMinor(row.share, currency));
    }
    for (const row of await rowsOf<{ amount: string; currency: string }>(
      sql`select amount::text, currency from profit_requests where individual_id = ${individualId} and status = 'approved'`,
    )) {
      const [target, currency] = of(row.currency);
      target.requests += numericToMinor(row.amount, currency);
    }
    const ledger = await rowsOf<{ amount: string; currency: string; type: string }>(
      sql`select t.amount::text, s.currency, t.type from balance_transactions t join subscribers s on s.id = t.subscriber_id
          where s.individual_id = ${individualId} and t.status = 'completed' and t.transaction_date between '2026-01-01' and '2026-12-31'`,
    );
    for (const row of ledger) {
      const [target, currency] = of(row.currency);
      if (row.type === 'credit') target.credits += numericToMinor(row.amount, currency);
      else target.debits += numericToMinor(row.amount, currency);
    }
    return result;
  }

  beforeAll(async () => {
    const db = suite.database.db;
    const {
      client,
      mediators: [mediator],
    } = await seedPartiesPostingAtOnce(db, { mediators: [{ name: 'Mediator' }], beneficiary: 'Programmer' });
    const a = await seedSubscriber(db, {
      id: 'year-a-usd',
      currency: 'USD',
      subscriptionDate: '2025-01-01',
      subscriptionAmount: '3000.00',
      name: 'Amina Statement',
    });
    individualA = a.individualId;
    await seedSubscriber(db, { id: 'year-a-xaf', currency: 'XAF', subscriptionDate: '2025-06-01', subscriptionAmount: '500000', individualId: a.individualId });
    const b = await seedSubscriber(db, {
      id: 'year-b-usd',
      currency: 'USD',
      subscriptionDate: '2025-01-01',
      subscriptionAmount: '7777.77',
      name: 'Bilal Outsider',
    });
    await seedSubscriber(db, { id: 'year-b-xaf', currency: 'XAF', subscriptionDate: '2025-01-01', subscriptionAmount: '333333', individualId: b.individualId });
    await seedLedgerRows(db, [
      { subscriberId: 'year-a-usd', date: '2025-11-10', type: 'credit', status: 'completed', amount: '100.00' },
      { subscriberId: 'year-a-usd', date: '2026-02-10', type: 'credit', status: 'completed', amount: '700.25' },
      { subscriberId: 'year-a-usd', date: '2026-05-20', type: 'debit', status: 'completed', amount: '150.10' },
      { subscriberId: 'year-a-usd', date: '2026-06-01', type: 'credit', status: 'pending', amount: '9000.00' },
      { subscriberId: 'year-a-xaf', date: '2026-03-03', type: 'credit', status: 'completed', amount: '25000' },
      { subscriberId: 'year-b-usd', date: '2026-02-11', type: 'credit', status: 'completed', amount: '4321.09' },
    ]);
    for (const [date, currency, share] of [
      ['2025-12-05', 'USD', '500.03'],
      ['2026-03-05', 'USD', '1000.01'],
      ['2026-03-20', 'USD', '400.07'],
      ['2026-03-07', 'XAF', '90001'],
    ] as const) {
      await seedOperation(db, { date, currency, investorShare: share, clientId: client, mediatorId: mediator });
    }
    await db.execute(sql`update users set individual_id = ${a.individualId} where id = ${memberA.id}`);
    await db.execute(sql`update users set individual_id = ${b.individualId} where id = ${memberB.id}`);
    await distribute('2025', '12', 'USD', '0');
    await distribute('2026', '3', 'USD', '3.33');
    await distribute('2026', '3', 'XAF', '0');
    // A asks for their March USD profit and it is approved: a profit credit of today (2026) on A's capital.
    const [own] = await rowsOf<{ id: string }>(
      sql`select id::text from monthly_profits where individual_id = ${a.individualId} and currency = 'USD' and profit_date = '2026-03-31' and distribution_type = 'profit'`,
    );
    expect(
      (await suite.app.inject({ method: 'POST', url: `/api/me/profits/${own!.id}/request`, headers: memberA.headers, payload: { note: '' } })).statusCode,
    ).toBe(200);
    const [request] = await rowsOf<{ id: string }>(sql`select id from profit_requests where monthly_profit_id = ${own!.id}`);
    const approved = await suite.app.inject({ method: 'POST', url: `/api/profit-requests/${request!.id}/approve`, headers: approver.headers, payload: {} });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('writes one Excel sheet per currency whose rows and totals are the member’s own ledger and profit rows of the year', async () => {
    const expected = await expectedFor(individualA);
    expect([...expected.keys()].sort()).toEqual(['USD', 'XAF']);
    expect(expected.get('USD')!.requests).toBeGreaterThan(0n);
    const answer = await statement(memberA.headers, 'year=2026&format=xlsx');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const sheets = await sheetsOf(answer.rawPayload);
    expect([...sheets.keys()].sort()).toEqual(['USD', 'XAF']);
    for (const [currency, want] of expected) {
      const { rows, rightToLeft } = sheets.get(currency)!;
      expect(rightToLeft).toBe(false);
      const valueOf = (label: string, index = 0) => rows.filter((row) => row[0] === label && typeof row[1] === 'number')[index]?.[1];
      expect(valueOf('Profits of the year')).toBe(cellOf(want.profits, currency));
      expect(valueOf('Profit requests approved')).toBe(cellOf(want.requests, currency));
      expect(valueOf('Completed credits')).toBe(cellOf(want.credits, currency));
      expect(valueOf('Completed debits')).toBe(cellOf(want.debits, currency));
      // The profits block: its rows, one per profit row of the year, then its total.
      const start = rows.findIndex((row) => row[0] === 'Profits of the year' && row[1] === undefined) + 2;
      const end = rows.findIndex((row, index) => index >= start && row[0] === 'Total');
      expect(rows.slice(start, end).map((row) => row[3])).toEqual(want.profitRows.map((minor) => cellOf(minor, currency)));
      expect(rows[end]![3]).toBe(cellOf(want.profits, currency));
    }
    const flat = JSON.stringify([...sheets.values()].map((sheet) => sheet.rows));
    expect(flat).toContain('Amina Statement');
    expect(flat).not.toContain('Bilal Outsider');
    expect(flat).not.toContain('4321.09');
    expect(flat).not.toContain('2025-12-31');
  });

  it('prints the same figures in the PDF, per currency, and in Arabic right to left with amounts left to right', async () => {
    const expected = await expectedFor(individualA);
    const answer = await statement(memberA.headers, 'year=2026&format=pdf');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(answer.rawPayload);
    for (const word of ['Year statement 2026', 'Amina Statement', 'Currency: USD', 'Currency: XAF', 'Capital movements'])
      expect(text).toContain(normaliseText(word));
    for (const [currency, want] of expected) {
      for (const minor of [want.profits, want.requests, want.credits, want.debits])
        expect(text).toContain(normaliseText(formatMoney({ money: { amountMinor: minor, currency }, language: 'en' })));
    }
    expect(text).not.toContain(normaliseText('Bilal Outsider'));
    expect(text).not.toContain(normaliseText('4,321.09'));
    const arabic = await pdfText((await statement(memberA.headers, 'year=2026&format=pdf&lang=ar')).rawPayload);
    expect(arabic).toContain(normaliseText('الكشف'));
    expect(arabic).toContain(normaliseText('حركات'));
    const usd = expected.get('USD')!;
    expect(arabic).toContain(normaliseText(toDecimalString({ amountMinor: usd.profits, currency: 'USD' }).replace(/\B(?=(\d{3})+(?!\d))/g, ',')));
    const arabicSheet = await sheetsOf((await statement(memberA.headers, 'year=2026&format=xlsx&lang=ar')).rawPayload);
    expect(arabicSheet.get('USD')!.rightToLeft).toBe(true);
    expect(arabicSheet.get('USD')!.rows.some((row) => row[0] === 'أرباح السنة' && row[1] === cellOf(usd.profits, 'USD'))).toBe(true);
  });

  it('gives B only B’s rows, and nothing of A', async () => {
    const sheets = await sheetsOf((await statement(memberB.headers, 'year=2026&format=xlsx')).rawPayload);
    const flat = JSON.stringify([...sheets.values()].map((sheet) => sheet.rows));
    expect(flat).toContain('Bilal Outsider');
    expect(flat).toContain(String(4321.09));
    expect(flat).not.toContain('Amina Statement');
    expect(flat).not.toContain(String(700.25));
    const want = (await expectedFor((await rowsOf<{ id: string }>(sql`select individual_id as id from subscribers where id = 'year-b-usd'`))[0]!.id)).get(
      'USD',
    )!;
    expect(sheets.get('USD')!.rows.find((row) => row[0] === 'Profits of the year' && typeof row[1] === 'number')?.[1]).toBe(cellOf(want.profits, 'USD'));
  });

  it('refuses a bad year, a future year, an unlinked account and staff without the profile permission', async () => {
    for (const year of ['20x6', '1999', '', '02026']) {
      const answer = await statement(memberA.headers, `year=${year}&format=pdf`);
      expect([answer.statusCode, answer.json().code]).toEqual([400, 'STATEMENT_YEAR_INVALID']);
    }
    const future = await statement(memberA.headers, 'year=2999&format=xlsx');
    expect([future.statusCode, future.json().code]).toEqual([400, 'STATEMENT_YEAR_IN_FUTURE']);
    expect((await statement(memberA.headers, 'year=2026&format=csv')).json().code).toBe('VALIDATION_FAILED');
    expect((await statement(unlinked.headers, 'year=2026&format=pdf')).json().code).toBe('NO_LINKED_INDIVIDUAL');
    const staff = await statement(manager.headers, 'year=2026&format=pdf');
    expect([staff.statusCode, staff.json().code]).toEqual([403, 'FORBIDDEN']);
  });
});
