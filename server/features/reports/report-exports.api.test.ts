import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/helper';
import { pdfText, normaliseText } from '../../test/pdf-text';
import { seedCapital, seedOperationRow, seedPerson } from '../../test/member-seed';
import { csvRecords } from '../../test/csv-records';
import { readReportWorkbook, readWorkbook } from '../../test/xlsx-read';
import { useReportsSuite } from '../../test/reports-suite';

describe.each(DATABASE_KINDS)('financial reports on %s', (kind) => {
  const { suite, get } = useReportsSuite(kind);

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
    for (let n = 10; n < 20; n += 1)
      await seedCapital(suite.database.db, { individualId: (await seedPerson(suite.database.db, `Ali\u001f${n}`)).id, date: '2025-06-01' });
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
});
