import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TBalanceReportRow, TDistributionReportRow, TOperationReportRow } from '../../../contract/reports';
import { balanceAt, parseIsoDate, type LedgerEntry } from '../../../domain';
import { numericToMinor } from '../../../db/money-columns';
import { DATABASE_KINDS } from '../../test/helper';
import { pdfText, normaliseText } from '../../test/pdf-text';
import { seedCapital, seedLedger, seedOperationRow, seedPerson, seedProfit, seedRun } from '../../test/member-seed';
import { csvRecords } from '../../test/csv-records';
import { expectCursorsRefused, expectSortedPaging, walkList } from '../../test/sorted-list';
import { useApiSuite } from '../../test/api-suite';
import { readReportWorkbook, readWorkbook } from '../../test/xlsx-read';

describe.each(DATABASE_KINDS)('financial reports on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { reader: ['reports'] } });
  const { reader } = suite.users;

  const subscribers: string[] = [];

  const get = (url: string) => suite.app.inject({ method: 'GET', url, headers: reader.headers });

  beforeAll(async () => {
    const db = suite.database.db;
    const client = await seedPerson(db, '=HYPERLINK("x")');
    const mediator = await seedPerson(db, 'وسيط عربي');
    await seedOperationRow(db, {
      clientId: client.id,
      mediatorId: mediator.id,
      date: '2025-03-01',
      amount: '100000',
      shares: ['2000', '1000', '500', '25', '475'],
    });
    await seedOperationRow(db, {
      clientId: client.id,
      mediatorId: mediator.id,
      date: '2025-03-15',
      amount: '200000',
      shares: ['4000', '2000', '500', '75', '1425'],
    });
    await seedOperationRow(db, {
      clientId: client.id,
      mediatorId: mediator.id,
      date: '2025-03-20',
      currency: 'USD',
      amount: '1000.50',
      shares: ['20.01', '10.01', '5', '0.25', '4.75'],
    });
    await seedOperationRow(db, { clientId: client.id, mediatorId: mediator.id, date: '2025-03-21', status: 'cancelled' });
    await seedOperationRow(db, { clientId: client.id, mediatorId: mediator.id, date: '2025-04-01' });
    const run = await seedRun(db);
    await seedProfit(db, { runId: run, individualId: mediator.id, share: '1500', date: '2025-03-31', type: 'profit' });
    await seedProfit(db, { runId: run, individualId: mediator.id, share: '250', date: '2025-03-31', type: 'commission', paid: true });
    await seedProfit(db, { runId: run, individualId: client.id, share: '75', date: '2025-04-30', type: 'special' });
    subscribers.push(await seedCapital(db, { individualId: client.id, amount: '100000', date: '2025-01-01' }));
    subscribers.push(await seedCapital(db, { individualId: mediator.id, amount: '5000', date: '2025-02-01', currency: 'USD' }));
    subscribers.push(await seedCapital(db, { individualId: mediator.id, amount: '1', date: '2025-12-01' }));
    await seedLedger(db, { subscriberId: subscribers[0]!, date: '2025-02-10', type: 'credit', amount: '20000' });
    await seedLedger(db, { subscriberId: subscribers[0]!, date: '2025-03-10', type: 'debit', amount: '3000' });
    await seedLedger(db, { subscriberId: subscribers[0]!, date: '2025-02-11', type: 'credit', amount: '999', status: 'pending' });
    await seedLedger(db, { subscriberId: subscribers[1]!, date: '2025-03-01', type: 'credit', amount: '0.75' });
  });

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

  it('exports exactly the filtered rows to Excel, right to left in Arabic, amounts as numbers', async () => {
    const answer = await get('/api/reports/operations/export?format=xlsx&from=2025-03-01&to=2025-03-31&lang=ar');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toContain('operations-2025-03-01-2025-03-31.xlsx');
    const book = await readReportWorkbook(answer.rawPayload);
    expect(book.rightToLeft).toBe(true);
    expect(book.rows[0]).toContain('حصة المستثمرين');
    expect(book.rows).toHaveLength(4);
    expect(book.rows[3]!.slice(4, 7)).toEqual(['USD', 1000.5, 20.01]);
    expect(book.totals.map((row) => row.slice(0, 3))).toEqual([
      ['العملة', 'الأسطر', 'المبلغ'],
      ['USD', 1, 1000.5],
      ['XAF', 2, 300000],
    ]);
  });

  it.each([
    ['operations', 'from=2025-03-01&to=2025-03-31'],
    ['distributions', 'from=2025-03-01&to=2025-04-30'],
    ['balances', 'date=2025-03-31'],
  ])('names the currency of every amount of the %s report, in its rows and its totals (Excel and CSV)', async (report, filter) => {
    const xlsx = await get(`/api/reports/${report}/export?format=xlsx&${filter}&lang=en`);
    const workbook = await readWorkbook(xlsx.rawPayload);
    let amounts = 0;
    for (const sheet of workbook.worksheets) {
      const currencyColumn = (sheet.getRow(1).values as unknown[]).indexOf('Currency');
      expect(currencyColumn, sheet.name).toBeGreaterThan(0);
      sheet.eachRow((row, number) => {
        if (number === 1) return;
        const currency = String(row.getCell(currencyColumn).value);
        row.eachCell((cell) => {
          if (typeof cell.value !== 'number' || !cell.numFmt?.startsWith('#,##0')) return;
          expect(cell.numFmt).toBe(`${currency === 'XAF' ? '#,##0' : '#,##0.00'} "${currency}"`);
          amounts += 1;
        });
      });
    }
    expect(amounts).toBeGreaterThan(2);
    const csv = csvRecords((await get(`/api/reports/${report}/export?format=csv&${filter}&lang=en`)).rawPayload.toString('utf8').slice(1));
    const currencyColumn = csv[0]!.indexOf('Currency');
    expect(currencyColumn).toBeGreaterThanOrEqual(0);
    for (const row of csv.slice(1)) expect(['XAF', 'USD', 'EUR', 'GBP', 'SAR', 'AED']).toContain(row[currencyColumn]);
  });

  it('exports CSV with BOM and CRLF, exact decimals, and formula cells escaped', async () => {
    const answer = await get('/api/reports/operations/export?format=csv&from=2025-03-01&to=2025-03-31&lang=en');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const text = answer.rawPayload.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(text).toContain('\r\n');
    const rows = csvRecords(text.slice(1));
    expect(rows).toHaveLength(4);
    expect(rows[0]![0]).toBe('Date');
    expect(rows[1]![2]).toBe(`'=HYPERLINK("x")`);
    expect(rows[3]!.slice(4, 7)).toEqual(['USD', '1000.50', '20.01']);
  });

  it('exports the distributions and the balances as CSV too', async () => {
    const distributions = await get('/api/reports/distributions/export?format=csv&from=2025-03-01&to=2025-04-30&type=profit');
    expect(csvRecords(distributions.rawPayload.toString('utf8').slice(1)).slice(1)).toEqual([['2025-03-31', 'وسيط عربي', 'Profit', 'XAF', '1500', 'Unpaid']]);
    const balances = await get('/api/reports/balances/export?format=csv&date=2025-03-31&lang=fr');
    const rows = csvRecords(balances.rawPayload.toString('utf8').slice(1));
    expect(rows[0]).toEqual(['Abonné', 'Devise', "Date d'abonnement", 'Statut', 'Solde']);
    expect(
      rows
        .slice(1)
        .map((row) => row[4])
        .sort(),
    ).toEqual(['117000', '5000.75']);
  });

  it('exports a PDF in Arabic whose text reads back, with totals', async () => {
    const answer = await get('/api/reports/distributions/export?format=pdf&from=2025-03-01&to=2025-04-30&lang=ar');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain(normaliseText('التوزيعات'));
    expect(text).toContain(normaliseText('وسيط عربي'));
    expect(text).toContain(normaliseText('المجاميع'));
  }, 60_000);

  it('prints the operations PDF in en, fr and ar with dates, references and amounts unbroken', async () => {
    const numbers = (await get('/api/reports/operations?from=2025-03-01&to=2025-03-31')).json().items.map((row: { number: string }) => row.number);
    expect(numbers.length).toBeGreaterThan(0);
    for (const lang of ['en', 'fr', 'ar']) {
      const answer = await get(`/api/reports/operations/export?format=pdf&from=2025-03-01&to=2025-03-31&lang=${lang}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const text = await pdfText(answer.rawPayload);
      // A token cut over two lines reads back without its hyphen ("2025-03-" + "01" → "202503-01").
      for (const token of ['2025-03-01', '2025-03-15', '2025-03-20', '2025-03-31', ...numbers]) expect(text, `${lang} ${token}`).toContain(token);
      expect(text, lang).not.toContain('01-03-2025');
    }
  }, 60_000);

  it('refuses an export without its filter, and a PDF above the row limit, in words', async () => {
    const noDates = await get('/api/reports/operations/export?format=csv');
    expect([noDates.statusCode, noDates.json().code]).toEqual([400, 'REPORT_FILTER_REQUIRED']);
    const noDate = await get('/api/reports/balances/export?format=xlsx');
    expect([noDate.statusCode, noDate.json().code]).toEqual([400, 'REPORT_FILTER_REQUIRED']);
    const badReport = await get('/api/reports/everything/export?format=csv&from=2025-01-01&to=2025-01-02');
    expect(badReport.statusCode).toBe(400);
    await suite.database.db.execute(sql`
      insert into monthly_profits (individual_id, run_id, share, currency, profit_date, distribution_type)
      select (select individual_id from monthly_profits limit 1), (select run_id from monthly_profits limit 1), 1, 'XAF', '2026-01-31', 'profit'
      from generate_series(1, 5001)`);
    const big = await get('/api/reports/distributions/export?format=pdf&from=2026-01-01&to=2026-01-31');
    expect([big.statusCode, big.json().code, big.json().params]).toEqual([400, 'REPORT_TOO_LARGE_FOR_PDF', { limit: 5000, count: 5001 }]);
    const csv = await get('/api/reports/distributions/export?format=csv&from=2026-01-01&to=2026-01-31');
    expect(csvRecords(csv.rawPayload.toString('utf8').slice(1)).length).toBe(5002);
  }, 60_000);
  it('keeps a name holding the separators of a packed page in its column, and pages the balances through it', async () => {
    const odd = await seedPerson(suite.database.db, 'Ali\u001fBaba\u001e');
    const plain = await seedPerson(suite.database.db, 'Zed');
    await seedOperationRow(suite.database.db, { clientId: odd.id, mediatorId: plain.id, date: '2025-06-01' });
    await seedCapital(suite.database.db, { individualId: odd.id, amount: '700', date: '2025-06-01' });
    for (let n = 10; n < 20; n += 1) await seedCapital(suite.database.db, { individualId: (await seedPerson(suite.database.db, `Ali\u001f${n}`)).id, date: '2025-06-01' });
    const csv = await get('/api/reports/operations/export?format=csv&from=2025-06-01&to=2025-06-30');
    expect(
      csvRecords(csv.rawPayload.toString('utf8').slice(1))
        .slice(1)
        .map((row) => row.slice(2, 5)),
    ).toEqual([['AliBaba', 'Zed', 'XAF']]);
    const names: string[] = [];
    let cursor = '';
    do {
      const page = (await get(`/api/reports/balances?date=2025-06-30&limit=10${cursor ? `&cursor=${cursor}` : ''}`)).json();
      names.push(...page.items.map((row: { name: string }) => row.name));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(names).toHaveLength(13);
    expect(new Set(names).size).toBe(13);
    expect(names).toEqual(expect.arrayContaining(['AliBaba', 'Ali10', 'Ali19']));
  });

  describe('sorted, and exported exactly as sorted and shown', () => {
    // A month of its own (2020-01), so the other tests' rows stay out; names of plain letters, ordered alike everywhere.
    const RANGE = { from: '2020-01-01', to: '2020-01-31' };
    type Page<Item> = { items: Item[]; nextCursor: string | null };
    const list =
      <Item>(report: string) =>
      async (query: Record<string, string>): Promise<Page<Item>> => {
        const answer = await get(`/api/reports/${report}?${new URLSearchParams(query).toString()}`);
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json();
      };

    beforeAll(async () => {
      const db = suite.database.db;
      const run = await seedRun(db);
      for (const [index, letter] of ['d', 'a', 'e', 'b', 'c'].entries()) {
        const person = await seedPerson(db, `Sort${letter}`);
        const other = await seedPerson(db, `Sortm${'qprst'[index]}`);
        const currency = index % 2 ? 'USD' : 'XAF';
        await seedOperationRow(db, {
          clientId: person.id,
          mediatorId: other.id,
          date: `2020-01-0${1 + (index % 3)}`,
          currency,
          status: index === 3 ? 'pending' : 'completed',
          amount: `${(index * 37) % 11}00`,
          shares: [`${index}0`, `${(index * 3) % 5}`, `${index % 2}`, '1', `${4 - index}`],
        });
        await seedProfit(db, {
          runId: run,
          individualId: person.id,
          share: `${(index * 7) % 5}5`,
          date: `2020-01-${index % 2 ? '15' : '31'}`,
          type: ['profit', 'commission', 'special'][index % 3],
          paid: index % 2 === 0,
          currency,
        });
        await seedCapital(db, {
          individualId: person.id,
          amount: `${(index * 3) % 5}000`,
          date: `2020-01-0${1 + (index % 2)}`,
          currency,
          status: index === 2 ? 'inactive' : 'active',
        });
      }
    });

    it('sorts each report by every column both ways, paging without a repeat or a gap', async () => {
      await expectSortedPaging(list<TOperationReportRow>('operations'), RANGE, {
        date: (row) => row.operationDate,
        number: (row) => row.number,
        client: (row) => row.clientName,
        mediator: (row) => row.mediatorName,
        currency: (row) => row.currency,
        amount: (row) => Number(row.amount),
        revenue: (row) => Number(row.revenue),
        investorShare: (row) => Number(row.investorShare),
        mediatorShare: (row) => Number(row.mediatorShare),
        specialShare: (row) => Number(row.specialShare),
        companyShare: (row) => Number(row.companyShare),
        status: (row) => row.status,
      });
      await expectSortedPaging(list<TDistributionReportRow>('distributions'), RANGE, {
        date: (row) => row.profitDate,
        beneficiary: (row) => row.beneficiaryName,
        type: (row) => row.type,
        currency: (row) => row.currency,
        amount: (row) => Number(row.amount),
        paid: (row) => row.paid,
      });
      const balances = async (query: Record<string, string>) => {
        const page = await list<TBalanceReportRow>('balances')(query);
        return { ...page, items: page.items.map((row) => ({ ...row, id: row.subscriberId })) };
      };
      await expectSortedPaging(
        balances,
        { date: '2020-01-31' },
        {
          name: (row) => row.name,
          currency: (row) => row.currency,
          subscriptionDate: (row) => row.subscriptionDate,
          status: (row) => row.status,
          balance: (row) => Number(row.balance),
        },
      );
    });

    it('refuses a sort the report does not have, and a cursor made under another sort or forged', async () => {
      for (const url of [
        '/api/reports/operations?from=2020-01-01&to=2020-01-31&sort=name-asc',
        '/api/reports/balances?date=2020-01-31&sort=balance',
        '/api/reports/distributions?from=2020-01-01&to=2020-01-31&sort=number-desc',
      ]) {
        const answer = await get(url);
        expect([answer.statusCode, answer.json().code], url).toEqual([400, 'VALIDATION_FAILED']);
      }
      const first = await list<TOperationReportRow>('operations')({ ...RANGE, sort: 'amount-desc', limit: '10' });
      await expectCursorsRefused('amount-desc', first.items[0]!.amount, (cursor) => get(`/api/reports/operations?${new URLSearchParams({ ...RANGE, sort: 'amount-desc', cursor }).toString()}`));
    });

    it('exports the visible view: its sort, its chosen columns in their order, its language (Excel, CSV and the job file)', async () => {
      const rows = await walkList(list<TOperationReportRow>('operations'), { ...RANGE, sort: 'client-desc', limit: '10' });
      expect(rows.map((row) => row.clientName)).toEqual(['Sorte', 'Sortd', 'Sortc', 'Sortb', 'Sorta']);
      const view = new URLSearchParams({ ...RANGE, sort: 'client-desc', columns: 'amount,client,date', lang: 'fr' }).toString();
      const book = await readReportWorkbook((await get(`/api/reports/operations/export?format=xlsx&${view}`)).rawPayload);
      expect(book.rows[0]).toEqual(['Montant', 'Client', 'Date']);
      expect(book.rows.slice(1).map((row) => [row[0], row[1]])).toEqual(rows.map((row) => [Number(row.amount), row.clientName]));
      const csv = (await get(`/api/reports/operations/export?format=csv&${view}`)).rawPayload;
      expect(csvRecords(csv.toString('utf8').slice(1))).toEqual([
        ['Montant', 'Client', 'Date'],
        ...rows.map((row) => [row.amount, row.clientName, row.operationDate]),
      ]);

      const balances = await walkList(list<TBalanceReportRow>('balances'), { date: '2020-01-31', sort: 'balance-desc', limit: '10' });
      const balanceCsv = csvRecords(
        (await get('/api/reports/balances/export?format=csv&date=2020-01-31&sort=balance-desc&columns=balance,name&lang=en')).rawPayload
          .toString('utf8')
          .slice(1),
      );
      expect(balanceCsv).toEqual([['Balance', 'Subscriber'], ...balances.map((row) => [row.balance, row.name])]);

      const started = await suite.app.inject({
        method: 'POST',
        url: '/api/reports/operations/exports',
        headers: reader.headers,
        payload: { format: 'csv', ...RANGE, sort: 'client-desc', columns: 'amount,client,date', lang: 'fr' },
      });
      expect(started.statusCode, started.body).toBe(202);
      let status = '';
      for (let tries = 0; tries < 300 && status !== 'done'; tries += 1) {
        status = (await get(`/api/jobs/${started.json().id}`)).json().status;
        expect(status).not.toBe('failed');
        if (status !== 'done') await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await get(`/api/jobs/${started.json().id}/file`)).rawPayload.equals(csv)).toBe(true);
    }, 60_000);

    it('refuses an export whose sort or columns are not the report’s own', async () => {
      for (const view of ['sort=name-asc', 'sort=date', 'columns=amount,bogus', 'columns=amount,amount', 'columns=beneficiary', 'columns=']) {
        const answer = await get(`/api/reports/operations/export?format=csv&from=2020-01-01&to=2020-01-31&${view}`);
        expect([answer.statusCode, answer.json().code], view).toEqual([400, 'VALIDATION_FAILED']);
        const job = await suite.app.inject({
          method: 'POST',
          url: '/api/reports/operations/exports',
          headers: reader.headers,
          payload: { format: 'csv', ...RANGE, ...Object.fromEntries(new URLSearchParams(view)) },
        });
        expect([job.statusCode, job.json().code], view).toEqual([400, 'VALIDATION_FAILED']);
      }
    });
  });
});
