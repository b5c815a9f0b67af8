import { beforeAll, describe, expect, it } from 'vitest';
import type { TJournalEntry, TJournalPage } from '../../../contract/journal';
import { insertJournalEntry } from '../../../db/queries/books';
import type { Currency, JournalLine } from '../../../domain';
import { seedBigEntry } from '../../test/books-seed';
import { DATABASE_KINDS } from '../../test/helper';
import { csvRecords } from '../../test/csv-records';
import { useApiSuite } from '../../test/api-suite';
import { okJson } from '../../test/ok-json';
import { createTestIndividual } from '../../test/people';
import { makeSubscriber } from '../../test/people-fixtures';
import { normaliseText, pdfText } from '../../test/pdf-text';
import { expectCursorsRefused, walkList } from '../../test/sorted-list';
import { readWorkbook, sheetRows } from '../../test/xlsx-read';

const line = (account: string, side: 'debit' | 'credit', minor: bigint, currency: Currency = 'XAF', partyId: string | null = null): JournalLine => ({
  account,
  partyId,
  currency,
  debitMinor: side === 'debit' ? minor : 0n,
  creditMinor: side === 'credit' ? minor : 0n,
});

describe.each(DATABASE_KINDS)('the journal of the books on %s (docs/accounting.md §5)', (kind) => {
  const suite = useApiSuite(kind, {
    users: { accountant: ['accounting'], clerk: ['subscribers', 'individuals'], reader: ['reports'] },
  });
  const { accountant, clerk, reader } = suite.users;
  const seeded = {} as { subscriber: { id: string }; mediator: { id: string }; usd: { id: string; number: string } };

  beforeAll(async () => {
    // A real subscription posts its own entry (source `subscriber`), named by its individual.
    seeded.subscriber = await makeSubscriber(suite.app, clerk.cookie, { name: 'Hawa Journal-Investor', amount: '100000', date: '2025-01-15' });
    seeded.mediator = await createTestIndividual(suite.database, { name: 'Moussa Journal-Mediator', type: 'mediator' });
    const db = suite.database.db;
    // 24 operations over March 2026, two a day on some days: paging must keep date-then-id order.
    for (let index = 0; index < 24; index += 1) {
      const day = String(1 + Math.floor(index / 2)).padStart(2, '0');
      await db.transaction((tx) =>
        insertJournalEntry(tx, {
          entryDate: `2026-03-${day}`,
          memo: `operation.complete OP-${index}`,
          sourceKind: 'operation',
          sourceId: `op-${index}`,
          auditId: null,
          lines: [
            line('1000', 'debit', 50000n),
            line('4100', 'credit', 50000n),
            line('5200', 'debit', 1000n),
            line('2300', 'credit', 1000n, 'XAF', seeded.mediator.id),
          ],
        }),
      );
    }
    seeded.usd = await db
      .transaction((tx) =>
        insertJournalEntry(tx, {
          entryDate: '2026-04-02',
          memo: 'product-sale.sell PS-77',
          sourceKind: 'product-sale',
          sourceId: 'sale-77',
          auditId: null,
          lines: [line('1000', 'debit', 123456n, 'USD'), line('4200', 'credit', 123456n, 'USD')],
        }),
      )
      .then((entry) => ({ id: entry.id.toString(), number: entry.number }));
  });

  const get = (url: string, headers = accountant.headers) => suite.app.inject({ method: 'GET', url, headers });
  const list = (query: Record<string, string>) => okJson<TJournalPage>(get(`/api/accounting/journal?${new URLSearchParams(query).toString()}`));

  it('lists entries newest first with their lines, accounts in the reader language and parties by name', async () => {
    const page = await list({ limit: '10' });
    expect(page.items[0]).toMatchObject({ number: seeded.usd.number, date: '2026-04-02', sourceKind: 'product-sale', sourceId: 'sale-77' });
    expect(page.items[0]!.lines).toEqual([
      expect.objectContaining({ accountCode: '1000', accountName: 'Cash and bank', currency: 'USD', debit: '1234.56', credit: '0.00' }),
      expect.objectContaining({ accountCode: '4200', debit: '0.00', credit: '1234.56' }),
    ]);
    const french = await list({ limit: '10', lang: 'fr', source: 'operation' });
    const mediatorLine = french.items[0]!.lines.find((item) => item.accountCode === '2300');
    expect(mediatorLine).toMatchObject({
      accountName: 'Honoraires des médiateurs à payer (opérations)',
      partyKind: 'mediator',
      partyId: seeded.mediator.id,
      partyName: 'Moussa Journal-Mediator',
      debit: '0',
      credit: '1000',
    });
    const arabic = await list({ limit: '10', lang: 'ar', party: seeded.subscriber.id });
    expect(arabic.items).toHaveLength(1);
    expect(arabic.items[0]).toMatchObject({ sourceKind: 'subscriber', sourceId: seeded.subscriber.id, date: '2025-01-15' });
    expect(arabic.items[0]!.auditId).toMatch(/^\d+$/);
    expect(arabic.items[0]!.lines.map((item) => [item.accountName, item.partyName])).toEqual([
      ['النقدية والبنك', null],
      ['رأس مال المستثمرين', 'Hawa Journal-Investor'],
    ]);
  });

  it('pages by date then id without a gap or a repeat, and refuses forged cursors', async () => {
    const fetchPage = (query: Record<string, string>) => list(query);
    const all = await walkList(fetchPage, { limit: '10' });
    expect(all).toHaveLength(26);
    const order = (entries: TJournalEntry[]) => entries.map((entry) => `${entry.date}/${entry.id.padStart(12, '0')}`);
    expect(order(all)).toEqual([...order(all)].sort().reverse());
    const ascending = await walkList(fetchPage, { limit: '10', sort: 'date-asc' });
    expect(ascending.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id).reverse());
    await expectCursorsRefused('date-desc', '2026-03-01', (cursor) => get(`/api/accounting/journal?cursor=${cursor}`));
  });

  it('filters by dates, account, party, source and text over memo and number', async () => {
    const walk = (query: Record<string, string>) => walkList((q) => list(q), { limit: '100', ...query });
    expect(await walk({ from: '2026-03-05', to: '2026-03-06' })).toHaveLength(4);
    expect((await walk({ account: '4200' })).map((entry) => entry.number)).toEqual([seeded.usd.number]);
    expect(await walk({ account: '2300' })).toHaveLength(24);
    expect(await walk({ party: seeded.mediator.id })).toHaveLength(24);
    expect(await walk({ source: 'operation', from: '2026-03-12' })).toHaveLength(2);
    expect((await walk({ search: 'OP-17' })).map((entry) => entry.sourceId)).toEqual(['op-17']);
    expect((await walk({ search: seeded.usd.number.toLowerCase() })).map((entry) => entry.id)).toEqual([seeded.usd.id]);
    expect(await walk({ account: '9999' })).toEqual([]);
    for (const query of ['from=yesterday', 'source=payroll', 'sort=amount-desc', 'lang=de', 'account=']) {
      const answer = await get(`/api/accounting/journal?${query}`);
      expect([answer.statusCode, answer.json<{ code: string }>().code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    // A day off the calendar is the core's refusal, as in the other lists.
    const offCalendar = await get('/api/accounting/journal?from=2026-02-30');
    expect([offCalendar.statusCode, offCalendar.json<{ code: string }>().code]).toEqual([400, 'INVALID_DATE']);
  });

  it('reads one entry by id or number, and says when none has it', async () => {
    const byId = await get(`/api/accounting/journal/${seeded.usd.id}`);
    expect(byId.statusCode, byId.body).toBe(200);
    const byNumber = await get(`/api/accounting/journal/${seeded.usd.number}?lang=fr`);
    expect(byNumber.json<TJournalEntry>()).toMatchObject({ id: seeded.usd.id, sourceKind: 'product-sale', sourceId: 'sale-77', auditId: null });
    expect(byNumber.json<TJournalEntry>().lines[0]!.accountName).toBe('Trésorerie et banque');
    for (const missing of ['JE-999999', '999999', 'nonsense']) {
      const answer = await get(`/api/accounting/journal/${missing}`);
      expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([404, 'JOURNAL_ENTRY_NOT_FOUND']);
    }
  });

  it("exports a month's journal as CSV, one row per line in the general layout, oldest first", async () => {
    const answer = await get('/api/accounting/journal/export?format=csv&month=2026-03');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toContain('journal-2026-03.csv');
    const [header, ...rows] = csvRecords(answer.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Date', 'Entry number', 'Account code', 'Account name', 'Party', 'Debit', 'Credit', 'Currency', 'Memo', 'Source']);
    expect(rows).toHaveLength(24 * 4);
    expect(rows[0]).toEqual([
      '2026-03-01',
      expect.stringMatching(/^JE-\d{6}$/),
      '1000',
      'Cash and bank',
      '',
      '50000',
      '0',
      'XAF',
      'operation.complete OP-0',
      'operation:op-0',
    ]);
    expect(rows[3]!.slice(2, 8)).toEqual(['2300', 'Mediator fees payable (operations)', 'Moussa Journal-Mediator', '0', '1000', 'XAF']);
    expect(rows.at(-1)![0]).toBe('2026-03-12');
  });

  it("exports the list's filters as Excel, amounts as numbers, right to left in Arabic", async () => {
    const answer = await get('/api/accounting/journal/export?format=xlsx&source=product-sale&lang=ar');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const sheet = (await readWorkbook(answer.rawPayload)).worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const [header, ...rows] = sheetRows(sheet);
    expect(header).toEqual(['التاريخ', 'رقم القيد', 'رمز الحساب', 'اسم الحساب', 'الطرف', 'مدين', 'دائن', 'العملة', 'البيان', 'المصدر']);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.slice(1, 8)).toEqual([seeded.usd.number, '1000', expect.stringContaining('النقدية والبنك'), undefined, 1234.56, 0, 'USD']);
    expect(rows[0]![0]).toEqual(new Date('2026-04-02T00:00:00Z'));
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('#,##0.00 "USD"');
  });

  it('is for holders of accounting only', async () => {
    for (const url of ['/api/accounting/journal', `/api/accounting/journal/${seeded.usd.id}`, '/api/accounting/journal/export?format=csv']) {
      for (const other of [clerk, reader]) {
        const answer = await get(url, other.headers);
        expect([answer.statusCode, answer.json<{ code: string }>().code], url).toEqual([403, 'FORBIDDEN']);
      }
    }
  });

  it("prints the same rows as a PDF in the reader's language, and refuses one above the row limit in words", async () => {
    const answer = await get('/api/accounting/journal/export?format=pdf&source=product-sale&lang=ar');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/journal-\d{4}-\d{2}-\d{2}\.pdf/);
    const text = await pdfText(answer.rawPayload);
    for (const expected of ['اليومية', 'مدين', seeded.usd.number, '2026-04-02', 'product-sale:sale-77']) expect(text).toContain(normaliseText(expected));
    // One entry of 5,001 lines, after every day the other tests read.
    await seedBigEntry(suite.database.db, { date: '2031-01-02', expenses: 5000 });
    const big = await get('/api/accounting/journal/export?format=pdf&from=2031-01-01');
    expect([big.statusCode, big.json().code, big.json().params]).toEqual([400, 'REPORT_TOO_LARGE_FOR_PDF', { limit: 5000, count: 5001 }]);
    expect((await get('/api/accounting/journal/export?format=pdf&from=2031-01-01&account=4100')).json().params).toEqual({ limit: 5000, count: 5001 });
  }, 60_000);
});
