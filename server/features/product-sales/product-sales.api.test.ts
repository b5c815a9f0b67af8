import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPreciousReport, TSaleBody, TSaleRow } from '../../../contract/product-sales';
import { auditLog, productSales } from '../../../db/schema';
import { asBrowser, DATABASE_KINDS } from '../../test/helper';
import { seedPerson } from '../../test/member-seed';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import { normaliseText, pdfText } from '../../test/pdf-text';
import { useApiSuite } from '../../test/api-suite';
import { COMPANY_LETTERHEAD } from '../../test/company-letterhead';
import { auditRows } from '../../test/audit-rows';
import { readWorkbook } from '../../test/xlsx-read';
import { SAMPLE_SALE } from '../../test/sample-sale';

describe.each(DATABASE_KINDS)('product sales and the precious-products report on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { seller: ['product-sales'], reporter: ['precious-products-reports'], outsider: ['transactions'] } });
  const { seller, reporter, outsider } = suite.users;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = seller.cookie) =>
    suite.app.inject({ method, url, headers: asBrowser(cookie), ...(payload === undefined ? {} : { payload }) });
  const create = async (changes: Partial<TSaleBody> = {}): Promise<TSaleRow> => {
    const answer = await call('POST', '/api/product-sales', { ...SAMPLE_SALE, ...changes });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  it('computes totals and profit by docs/operations.md §8 and numbers the sale', async () => {
    const sale = await create();
    // cost 2.5 × 1000.10 + 20 + 30.50 = 2550.75; sale 2.5 × 1200 = 3000; profit 449.25.
    expect(sale).toMatchObject({ totalCost: '2550.75', totalSale: '3000.00', profit: '449.25', quantity: '2.5', status: 'pending' });
    expect(sale.saleNumber).toMatch(/^PS-\d{6}$/);
    expect(await auditRows(suite.database, 'product-sale.create', sale.id)).toHaveLength(1);
  });

  it('keeps a loss negative and allows four decimals of quantity', async () => {
    expect(await create({ quantity: '0.0001', salePrice: '1' })).toMatchObject({ totalCost: '50.60', totalSale: '0.00', profit: '-50.60' });
  });

  it.each<[string, Partial<TSaleBody>, string, string]>([
    ['five decimals of quantity', { quantity: '1.00001' }, 'TOO_MANY_DECIMALS', 'quantity'],
    ['a zero quantity', { quantity: '0' }, 'NEGATIVE_AMOUNT', 'quantity'],
    ['a negative price', { salePrice: '-1' }, 'NEGATIVE_AMOUNT', 'salePrice'],
    ['decimals on XAF', { currency: 'XAF', purchasePrice: '10.5' }, 'TOO_MANY_DECIMALS', 'purchasePrice'],
    ['30 February', { saleDate: '2026-02-30' }, 'INVALID_DATE', 'saleDate'],
  ])('refuses %s and writes nothing', async (_title, change, code, field) => {
    const before = (await suite.database.db.select().from(productSales)).length;
    const answer = await call('POST', '/api/product-sales', { ...SAMPLE_SALE, ...change });
    expect([answer.statusCode, answer.json().code, answer.json().params.field]).toEqual([400, code, field]);
    expect(await suite.database.db.select().from(productSales)).toHaveLength(before);
  });

  it.each<[string, object]>([
    ['a JSON number', { quantity: 2 }],
    ['an empty product', { productName: ' ' }],
    ['an unknown field', { profit: '1' }],
  ])('refuses %s as a validation failure', async (_title, change) => {
    expect((await call('POST', '/api/product-sales', { ...SAMPLE_SALE, ...change })).json().code).toBe('VALIDATION_FAILED');
  });

  it('edits a pending sale; once sold it cannot be edited or cancelled', async () => {
    const sale = await create();
    expect((await call('PUT', `/api/product-sales/${sale.id}`, { ...SAMPLE_SALE, salePrice: '1300' })).json()).toMatchObject({
      totalSale: '3250.00',
      profit: '699.25',
    });
    expect((await call('POST', `/api/product-sales/${sale.id}/sell`)).json().status).toBe('sold');
    for (const [method, url] of [
      ['PUT', `/api/product-sales/${sale.id}`],
      ['POST', `/api/product-sales/${sale.id}/cancel`],
      ['POST', `/api/product-sales/${sale.id}/sell`],
    ] as const) {
      const answer = await call(method, url, method === 'PUT' ? SAMPLE_SALE : {});
      expect([answer.statusCode, answer.json().code]).toEqual([409, 'SALE_SOLD_LOCKED']);
    }
    const audits = await suite.database.db.select().from(auditLog).where(eq(auditLog.entityId, sale.id));
    expect(audits.map((row) => row.action).sort()).toEqual(['product-sale.create', 'product-sale.sell', 'product-sale.update']);
  });

  it('cancels a pending sale, which then cannot change', async () => {
    const sale = await create();
    expect((await call('POST', `/api/product-sales/${sale.id}/cancel`)).json().status).toBe('cancelled');
    expect((await call('PUT', `/api/product-sales/${sale.id}`, SAMPLE_SALE)).json().code).toBe('SALE_LOCKED');
  });

  it('answers SALE_NOT_FOUND and FORBIDDEN', async () => {
    expect((await call('GET', '/api/product-sales/00000000-0000-4000-8000-000000000000')).json().code).toBe('SALE_NOT_FOUND');
    expect((await call('PUT', '/api/product-sales/00000000-0000-4000-8000-000000000000', SAMPLE_SALE)).json().code).toBe('SALE_NOT_FOUND');
    expect((await call('GET', '/api/product-sales', undefined, outsider.cookie)).json().code).toBe('FORBIDDEN');
    expect((await call('GET', '/api/precious-products-report', undefined, seller.cookie)).json().code).toBe('FORBIDDEN');
  });

  it('lists newest first with search and cursor pages', async () => {
    for (let day = 1; day <= 3; day += 1) await create({ productName: `Silver ring ${day}`, saleDate: `2025-05-0${day}` });
    const first = (await call('GET', '/api/product-sales?search=silver%20RING&limit=10')).json();
    expect(first.items.map((row: TSaleRow) => row.saleDate)).toEqual(['2025-05-03', '2025-05-02', '2025-05-01']);
    expect((await call('GET', '/api/product-sales?cursor=bad')).statusCode).toBe(400);
  });

  it('prints a customer invoice: company details, number, date, quantity × unit price = line total, and nothing internal', async () => {
    const { cookie: admin } = await suite.signIn(['company-settings']);
    const company = COMPANY_LETTERHEAD;
    expect((await call('PUT', '/api/pdf-settings', company, admin)).statusCode).toBe(200);
    const customer = await seedPerson(suite.database.db, 'Achta Mahamat Nour');
    // 2.5 × 1200 = 3000; cost 2.5 × 1000.10 + 20 + 30.50 = 2550.75; profit 449.25.
    const sale = await create({ productName: 'Gold necklace', customerId: customer.id });
    expect(sale).toMatchObject({ customerId: customer.id, customerName: 'Achta Mahamat Nour' });
    const english = await call('GET', `/api/product-sales/${sale.id}/invoice.pdf?lang=en`);
    expect(english.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(english.rawPayload);
    const shown = [
      company.companyName,
      company.address,
      company.phone,
      company.email,
      `Invoice ${sale.saleNumber}`,
      '2026-02-14',
      'Customer',
      customer.name,
      'Gold necklace',
      '2.5',
      '$1,200.00',
      '$3,000.00',
      'Line total',
    ];
    for (const word of shown) expect(text, word).toContain(normaliseText(word));
    for (const word of ['Profit', 'Purchase', 'Customs', 'Additional cost', 'Total cost', '449.25', '1,000.10', '2,550.75', '2,500.25', '30.50'])
      expect(text, word).not.toContain(normaliseText(word));

    const arabic = await pdfText((await call('GET', `/api/product-sales/${sale.id}/invoice.pdf?lang=ar`)).rawPayload);
    for (const word of [
      company.companyName,
      company.phone,
      company.email,
      sale.saleNumber,
      '2026-02-14',
      'العميل',
      customer.name,
      '2.5',
      '1,200.00',
      '3,000.00',
      'فاتورة',
      'الإجمالي',
    ])
      expect(arabic, word).toContain(normaliseText(word));
    for (const word of ['الربح', 'الجمارك', 'التكلفة', '449.25', '2,550.75']) expect(arabic, word).not.toContain(normaliseText(word));
    const french = await pdfText((await call('GET', `/api/product-sales/${sale.id}/invoice.pdf?lang=fr`)).rawPayload);
    for (const word of [`Facture ${sale.saleNumber}`, 'Prix unitaire', '3000,00']) expect(french, word).toContain(normaliseText(word));
    expect(french).not.toContain(normaliseText('Bénéfice'));
    expect((await call('GET', `/api/product-sales/${sale.id}/invoice.pdf?lang=de`)).statusCode).toBe(400);
  });

  it('names a customer who must be on file, keeps or clears them on edit, and prints no customer line without one', async () => {
    const customer = await seedPerson(suite.database.db, 'Zenaba Oumar');
    const unknown = await call('POST', '/api/product-sales', { ...SAMPLE_SALE, customerId: 'nobody' });
    expect([unknown.statusCode, unknown.json().code, unknown.json().params]).toEqual([404, 'INDIVIDUAL_NOT_FOUND', { field: 'customerId' }]);
    const sale = await create({ customerId: customer.id });
    const kept = await call('PUT', `/api/product-sales/${sale.id}`, { ...SAMPLE_SALE, customerId: customer.id, productName: 'Gold ring' });
    expect(kept.json()).toMatchObject({ customerName: 'Zenaba Oumar', productName: 'Gold ring' });
    expect((await call('PUT', `/api/product-sales/${sale.id}`, { ...SAMPLE_SALE, customerId: 'nobody' })).json().code).toBe('INDIVIDUAL_NOT_FOUND');
    const cleared = await call('PUT', `/api/product-sales/${sale.id}`, { ...SAMPLE_SALE, customerId: null });
    expect(cleared.json()).toMatchObject({ customerId: null, customerName: null });
    expect((await call('GET', `/api/product-sales?search=${sale.saleNumber}`)).json().items[0]).toMatchObject({ customerId: null });
    const text = await pdfText((await call('GET', `/api/product-sales/${sale.id}/invoice.pdf?lang=en`)).rawPayload);
    expect(text).not.toContain(normaliseText('Customer'));
    expect(text).not.toContain(normaliseText('Zenaba'));
    expect((await call('GET', '/api/lookups/individuals?search=zenaba')).json().items.map((item: { id: string }) => item.id)).toEqual([customer.id]);
  });

  it('rounds the invoice line total once, half up, like the stored sale total', async () => {
    // 0.3333 g × 10.00 = 3.333 → 3.33.
    const sale = await create({ quantity: '0.3333', salePrice: '10.00', purchasePrice: '1' });
    expect(sale.totalSale).toBe('3.33');
    const text = await pdfText((await call('GET', `/api/product-sales/${sale.id}/invoice.pdf?lang=en`)).rawPayload);
    for (const word of ['0.3333', '$10.00', '$3.33']) expect(text, word).toContain(normaliseText(word));
  });

  it('reports sums by month and status with totals per currency, and exports them', async () => {
    const report = (await call('GET', '/api/precious-products-report?from=2026-02-01&to=2026-02-28&currency=USD', undefined, reporter.cookie)).json();
    const pending = report.items.find((row: { status: string }) => row.status === 'pending');
    expect(pending).toMatchObject({ month: '2026-02', currency: 'USD' });
    const total = report.totals[0];
    const cancelled = report.items.find((row: { status: string }) => row.status === 'cancelled');
    expect(total.salesCount).toBe(report.items.reduce((sum: number, row: { salesCount: number }) => sum + row.salesCount, 0) - (cancelled?.salesCount ?? 0));
    const xlsx = await call('GET', '/api/precious-products-report/export.xlsx?lang=ar&currency=USD', undefined, reporter.cookie);
    const workbook = await readWorkbook(xlsx.rawPayload);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe('الشهر');
    // Each amount (cost, sale, profit) carries its currency in its format, rows and totals alike.
    for (let index = 2; index <= sheet.rowCount; index += 1) {
      const row = sheet.getRow(index);
      expect(row.getCell(3).value).toBe('USD');
      for (const column of [5, 6, 7]) expect(row.getCell(column).numFmt).toBe('#,##0.00 "USD"');
    }
    expect(sheet.rowCount).toBeGreaterThan(2);
    const pdf = await pdfText((await call('GET', '/api/precious-products-report/export.pdf?lang=en', undefined, reporter.cookie)).rawPayload);
    expect(pdf).toContain(normaliseText('Precious-products report'));
    expect((await call('GET', '/api/precious-products-report?from=2026-02-31', undefined, reporter.cookie)).json().code).toBe('INVALID_DATE');
  });

  describe('sorted on the server', () => {
    /** Sales of 2024 in two currencies and three states, some with a customer: the sorted lists' test data. */
    const seedSortedSales = async () => {
      const buyers = await Promise.all(['Amina Sorted', 'Brahim Sorted'].map((name) => seedPerson(suite.database.db, name)));
      for (let index = 0; index < 14; index += 1) {
        const sale = await create({
          productName: `Sorted piece ${String.fromCharCode(97 + ((index * 5) % 14))}`,
          currency: index % 3 === 0 ? 'EUR' : 'USD',
          quantity: String((index % 4) + 1),
          purchasePrice: String(100 + ((index * 37) % 50)),
          salePrice: String(90 + ((index * 53) % 70)),
          saleDate: `2024-${String((index % 5) + 1).padStart(2, '0')}-${String((index % 7) + 10)}`,
          customerId: index % 4 === 0 ? null : (buyers[index % 2]?.id ?? null),
        });
        if (index % 3 === 1) await call('POST', `/api/product-sales/${sale.id}/sell`);
        if (index % 5 === 2) await call('POST', `/api/product-sales/${sale.id}/cancel`);
      }
    };
    beforeAll(() => seedSortedSales());

    it('sorts the sales list by each column on the server, pages without a gap or a repeat, and refuses forged cursors', async () => {
      const list = async (query: Record<string, string>) => {
        const answer = await call('GET', `/api/product-sales?${new URLSearchParams(query).toString()}`);
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json() as { items: TSaleRow[]; nextCursor: string | null };
      };
      await expectSortedPaging(
        list,
        { search: 'sorted piece' },
        {
          fields: ['saleNumber', 'saleDate', 'productName', 'currency', 'status'],
          decimals: ['quantity', 'totalCost', 'totalSale', 'profit'],
          computed: { customer: (row) => row.customerName ?? '' },
        },
      );
      await expectCursorsRefused('profit-desc', '10.00', (cursor) =>
        call('GET', `/api/product-sales?${new URLSearchParams({ sort: 'profit-desc', cursor }).toString()}`),
      );
      for (const query of ['sort=purchasePrice-asc', 'sort=profit', 'limit=7'])
        expect((await call('GET', `/api/product-sales?${query}`)).json().code, query).toBe('VALIDATION_FAILED');
    });

    it("sorts the report's groups by each column on the server, pages them, totals them all, and refuses forged cursors", async () => {
      const year = { from: '2024-01-01', to: '2024-12-31' };
      const list = async (query: Record<string, string>) => {
        const answer = await call('GET', `/api/precious-products-report?${new URLSearchParams(query).toString()}`, undefined, reporter.cookie);
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json() as TPreciousReport;
      };
      await expectSortedPaging(list, year, { fields: ['month', 'status', 'currency', 'salesCount'], decimals: ['totalCost', 'totalSale', 'profit'] });
      // The totals are those of every group, whatever the page: the same on a page of ten as on a page of a hundred.
      const whole = await list({ ...year, limit: '100' });
      expect((await list({ ...year, limit: '10', sort: 'profit-desc' })).totals).toEqual(whole.totals);
      expect(whole.items[0]?.id).toBe(`${whole.items[0]?.month}|${whole.items[0]?.status}|${whole.items[0]?.currency}`);
      await expectCursorsRefused('salesCount-desc', '2', (cursor) =>
        call('GET', `/api/precious-products-report?${new URLSearchParams({ sort: 'salesCount-desc', cursor }).toString()}`, undefined, reporter.cookie),
      );
      expect((await call('GET', '/api/precious-products-report?sort=day-asc', undefined, reporter.cookie)).json().code).toBe('VALIDATION_FAILED');
    });

    it("exports exactly the report's view: its filters, its sort, its visible columns in order and its language", async () => {
      const query = { from: '2024-01-01', to: '2024-12-31', status: 'pending', sort: 'profit-desc' };
      const page = (
        await call('GET', `/api/precious-products-report?${new URLSearchParams({ ...query, limit: '100' }).toString()}`, undefined, reporter.cookie)
      ).json() as TPreciousReport;
      const xlsx = await call(
        'GET',
        `/api/precious-products-report/export.xlsx?${new URLSearchParams({ ...query, columns: 'profit,month,currency', lang: 'fr' }).toString()}`,
        undefined,
        reporter.cookie,
      );
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      const workbook = await readWorkbook(xlsx.rawPayload);
      const sheet = workbook.worksheets[0]!;
      // The list's own order of columns, whatever order the request named them in.
      expect(sheet.getRow(1).values).toEqual([undefined, 'Mois', 'Devise', 'Bénéfice']);
      const lines = page.items.map((row) => [row.month, row.currency, Number(row.profit)]);
      expect(lines.length).toBeGreaterThan(1);
      expect(sheet.getRows(2, lines.length)?.map((row) => [row.getCell(1).value, row.getCell(2).value, row.getCell(3).value])).toEqual(lines);
      expect(sheet.rowCount).toBe(1 + lines.length + page.totals.length);
      expect((await call('GET', '/api/precious-products-report/export.xlsx?columns=month,cost', undefined, reporter.cookie)).json().code).toBe(
        'VALIDATION_FAILED',
      );
    });
  });
});
