import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { importClient } from '../../test/import-client';
import { computeOperationFromInput } from '../../../contract/operation-input';
import { minorToNumeric } from '../../../db/money-columns';
import { findCompanySettings } from '../../../db/queries/company-settings';
import { individuals, mediatorPercentages, operations, productSales } from '../../../db/schema';
import { DATABASE_KINDS } from '../../test/helper';
import { sameDecimal } from './kinds/references';
import { useApiSuite } from '../../test/api-suite';
import { auditRows } from '../../test/audit-rows';
import { readWorkbook } from '../../test/xlsx-read';
import type { TImportPreview } from '../../../contract/imports';

const csv = (lines: string[][]) =>
  Buffer.from(lines.map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')).join('\n'), 'utf8');

let serial = 0;
/** A person's cells for the individuals kind, unique in phone, e-mail and NNI. */
function person(tag: string) {
  serial += 1;
  const id = `${Date.now() % 100000}${String(serial).padStart(4, '0')}`;
  return {
    name: `Kind ${tag} ${id}`,
    phone: `+235 7${id}`,
    email: `kind-${id}@import.example`,
    type: tag === 'mediator' ? 'mediator' : 'user',
    nni: `KND-${id}`,
  };
}

describe.each(DATABASE_KINDS)('bulk import of operations, sales and mediator percentages on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { admin: ['all'] } });
  const { admin } = suite.users;

  const client = person('client');
  const mediator = person('mediator');
  const customer = person('customer');
  const investor = person('investor');

  const { send, preview, commit } = importClient(
    () => suite.app,
    () => admin.cookie,
    'kinds.csv',
  );
  /** Each previewed line's number, status and first issue (code and column). */
  const outcomes = (checked: TImportPreview) => checked.rows.map((row) => [row.line, row.status, row.issues[0]?.code ?? null, row.issues[0]?.column ?? null]);
  /** The two committed rows each audited under `action` (only `ids` when given), and the same file again imports nothing (docs/import.md §4). */
  const expectAuditedOnceThenAlreadyImported = async (importKind: string, file: Buffer, action: string, ids?: string[]) => {
    expect(await auditRows(suite.database, action, ids)).toHaveLength(2);
    expect(await commit(importKind, file)).toMatchObject({ imported: 0, alreadyImported: true });
  };
  const idOf = async (nni: string) => (await suite.database.db.select({ id: individuals.id }).from(individuals).where(eq(individuals.nni, nni)))[0]!.id;

  beforeAll(async () => {
    const people = [client, mediator, customer].map((cells) => [cells.name, cells.phone, cells.email, cells.type, cells.nni, 'Chad']);
    expect(await commit('individuals', csv([['Name', 'Phone', 'Email', 'Type', 'NNI', 'Nationality'], ...people]))).toMatchObject({ imported: 3 });
    const subscriberFile = csv([
      ['NNI', 'Subscription date', 'Subscription amount', 'Currency', 'Name', 'Phone', 'Email', 'Type', 'Nationality'],
      [investor.nni, '2025-01-10', '100000', 'XAF', investor.name, investor.phone, investor.email, 'user', 'Chad'],
    ]);
    expect(await commit('subscribers', subscriberFile)).toMatchObject({ imported: 1 });
  });

  it('serves the new kinds templates with their headers in the user language', async () => {
    const arabic = await suite.app.inject({ method: 'GET', url: '/api/imports/template?kind=operations&format=xlsx&lang=ar', headers: admin.headers });
    expect(arabic.statusCode).toBe(200);
    const workbook = await readWorkbook(arabic.rawPayload);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('رقم العملية');
    const french = await suite.app.inject({ method: 'GET', url: '/api/imports/template?kind=product-sales&format=csv&lang=fr', headers: admin.headers });
    expect(french.body.replace('\uFEFF', '')).toMatch(/^Numéro de vente,Date,Client,Produit/);
    const english = await suite.app.inject({
      method: 'GET',
      url: '/api/imports/template?kind=mediator-percentages&format=csv&lang=en',
      headers: admin.headers,
    });
    expect(english.body.replace('\uFEFF', '').trimEnd()).toBe('Mediator,Investor NNI,Currency,Percentage,Status');
  });

  describe('operations', () => {
    const ARABIC = ['العميل', 'التاريخ', 'المبلغ', 'العملة', 'سعر الصرف', 'نسبة الخدمة', 'الوسيط', 'نوع الوسيط', 'مبلغ الوسيط', 'بلد المصدر', 'بلد الوجهة'];
    const ENGLISH = [
      'Client',
      'Date',
      'Amount',
      'Currency',
      'Exchange rate',
      'Service rate',
      'Mediator',
      'Mediator type',
      'Mediator amount',
      'Source country',
      'Destination country',
    ];
    const rows = () => [
      [client.nni, '2026-03-10', '1000000', 'XAF', '605.5', '3', mediator.email, 'normal', '2000', 'chad', 'uae'],
      [client.name, '2026-03-11', '10000', 'USD', '1', '3', mediator.nni, 'mediator-trader', '', 'uae', 'chad'],
    ];

    it('imports with Arabic headers in another order, computes the shares in the core, and imports the same rows once', async () => {
      const file = csv([ARABIC, ...rows()]);
      const clientId = await idOf(client.nni);
      const before = (await suite.database.db.select({ total: count() }).from(operations))[0]!.total;
      expect(await preview('operations', file)).toMatchObject({ rowCount: 2, counts: { ok: 2, error: 0 } });
      expect((await suite.database.db.select({ total: count() }).from(operations))[0]!.total).toBe(before);
      expect(await commit('operations', file)).toMatchObject({ imported: 2, existing: 0, alreadyImported: false });
      const saved = await suite.database.db.select().from(operations).where(eq(operations.clientId, clientId)).orderBy(operations.operationDate);
      expect(saved).toHaveLength(2);
      const settings = await findCompanySettings(suite.database.db);
      const inputs = [
        { amount: '1000000', currency: 'XAF', exchangeRate: '605.5', serviceRate: '3', mediatorType: 'normal', mediatorAmount: '2000' },
        { amount: '10000', currency: 'USD', exchangeRate: '1', serviceRate: '3', mediatorType: 'mediator-trader' },
      ] as const;
      saved.forEach((row, index) => {
        const input = inputs[index]!;
        const { shares } = computeOperationFromInput({ input, ratios: settings });
        const money = (minor: bigint) => minorToNumeric(minor, input.currency);
        const stored = [row.revenue, row.investorShare, row.mediatorShare, row.specialShare, row.companyShare];
        const core = [shares.revenueMinor, shares.investorShareMinor, shares.mediatorShareMinor, shares.specialShareMinor, shares.companyShareMinor].map(money);
        expect(
          stored.every((text, position) => sameDecimal(text, core[position]!)),
          `${stored.join(' ')} vs ${core.join(' ')}`,
        ).toBe(true);
        expect(shares.revenueMinor).toBeGreaterThan(0n);
        expect(row.status).toBe('pending');
      });
      // docs/operations.md §4 by hand: revenue 3% of 1,000,000; investor 50%; mediator 2,000; special 5% of 13,000.
      expect([saved[0]!.revenue, saved[0]!.investorShare, saved[0]!.mediatorShare, saved[0]!.specialShare, saved[0]!.companyShare]).toEqual([
        '30000.00',
        '15000.00',
        '2000.00',
        '650.00',
        '12350.00',
      ]);
      expect(saved[0]).toMatchObject({ mediatorId: await idOf(mediator.nni), sourceCountry: 'chad', destinationCountry: 'uae' });
      await expectAuditedOnceThenAlreadyImported(
        'operations',
        file,
        'operation.create',
        saved.map((row) => row.id),
      );
      // The same rows in another file (English headers, a rate written "605.50"): present already, not doubled.
      const again = rows();
      again[0]![4] = '605.50';
      expect(await commit('operations', csv([ENGLISH, ...again.reverse()]))).toMatchObject({ imported: 0, existing: 2, alreadyImported: false });
      expect(await suite.database.db.select({ id: operations.id }).from(operations).where(eq(operations.clientId, clientId))).toHaveLength(2);
    });

    it('never reads a share from the file: a share column refuses the file', async () => {
      const answer = await send(
        'preview',
        'operations',
        csv([
          [...ENGLISH, 'Investor share'],
          [...rows()[0]!, '999999'],
        ]),
      );
      expect([answer.statusCode, answer.json().code]).toEqual([400, 'IMPORT_UNKNOWN_COLUMN']);
    });

    it('refuses every row when one is bad, naming its row and column, and warns of a likely duplicate', async () => {
      const [first] = await suite.database.db.select({ number: operations.number }).from(operations).where(eq(operations.operationDate, '2026-03-10')).limit(1);
      const file = csv([
        ['Operation number', ...ENGLISH],
        ['', client.email, '2026-04-01', '5000', 'XAF', '605', '2', mediator.nni, 'trader-mediator', '', 'chad', 'niger'],
        [first!.number, client.nni, '2026-03-10', '1000000', 'XAF', '600', '3', mediator.nni, 'normal', '2000', 'chad', 'uae'],
        ['', client.nni, '2026-04-02', '5000', 'XAF', 'abc', '2', mediator.nni, 'normal', '', 'chad', 'niger'],
        ['', 'Nobody Known', '2026-04-02', '5000', 'XAF', '605', '2', mediator.nni, 'normal', '', 'chad', 'niger'],
        ['', client.nni, '2026-04-02', '5000', 'XAF', '605', '2', client.nni, 'normal', '', 'chad', 'niger'],
        ['', client.nni, '2026-02-30', '5000', 'XAF', '605', '2', mediator.nni, 'normal', '', 'chad', 'niger'],
      ]);
      const before = (await suite.database.db.select({ total: count() }).from(operations))[0]!.total;
      const checked = await preview('operations', file);
      expect(outcomes(checked)).toEqual([
        [2, 'ok', null, null],
        [3, 'exists', 'DUPLICATE_OPERATION', 'number'],
        [4, 'error', 'VALIDATION_FAILED', 'exchangeRate'],
        [5, 'error', 'INDIVIDUAL_NOT_FOUND', 'client'],
        [6, 'error', 'CLIENT_IS_MEDIATOR', 'mediator'],
        [7, 'error', 'INVALID_DATE', 'operationDate'],
      ]);
      const refused = await send('commit', 'operations', file);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'IMPORT_HAS_ERRORS', params: { line: 4, column: 'exchangeRate', reason: 'VALIDATION_FAILED' } });
      expect((await suite.database.db.select({ total: count() }).from(operations))[0]!.total).toBe(before);
    });
  });

  describe('precious-product sales', () => {
    const ARABIC = ['المنتج', 'التاريخ', 'الزبون', 'العملة', 'الكمية', 'سعر الشراء', 'سعر البيع', 'رسوم الجمارك', 'تكاليف إضافية', 'الوصف'];
    const rows = () => [
      ['Gold bar', '2026-03-12', customer.email, 'XAF', '2.5', '100000', '130000', '5000', '1000', '24 carats'],
      ['Gold ring', '2026-03-12', '', 'USD', '1', '200', '260', '', '', ''],
    ];

    it('imports with Arabic headers, computes totals in the core, and imports the same rows once', async () => {
      const file = csv([ARABIC, ...rows()]);
      expect(await preview('product-sales', file)).toMatchObject({ counts: { ok: 2, error: 0 } });
      expect(await commit('product-sales', file)).toMatchObject({ imported: 2, existing: 0 });
      const saved = await suite.database.db
        .select()
        .from(productSales)
        .where(inArray(productSales.productName, ['Gold bar', 'Gold ring']))
        .orderBy(productSales.productName);
      expect(saved.map((row) => [row.customerId, row.totalCost, row.totalSale, row.profit])).toEqual([
        [await idOf(customer.nni), '256000.00', '325000.00', '69000.00'],
        [null, '200.00', '260.00', '60.00'],
      ]);
      await expectAuditedOnceThenAlreadyImported(
        'product-sales',
        file,
        'product-sale.create',
        saved.map((row) => row.id),
      );
      const reordered = rows().reverse();
      reordered[1]![4] = '2.50';
      expect(await commit('product-sales', csv([ARABIC, ...reordered]))).toMatchObject({ imported: 0, existing: 2 });
      expect(
        await suite.database.db
          .select({ id: productSales.id })
          .from(productSales)
          .where(inArray(productSales.productName, ['Gold bar', 'Gold ring'])),
      ).toHaveLength(2);
    });

    it('refuses every row when one is bad, naming its row and column, and warns of a likely duplicate', async () => {
      const [bar] = await suite.database.db.select({ saleNumber: productSales.saleNumber }).from(productSales).where(eq(productSales.productName, 'Gold bar'));
      const file = csv([
        ['Sale number', 'Date', 'Customer', 'Product', 'Currency', 'Quantity', 'Purchase price', 'Sale price'],
        ['', '2026-03-20', customer.nni, 'Silver coin', 'XAF', '3', '1000', '1500'],
        [bar!.saleNumber, '2026-03-21', customer.nni, 'Gold bar', 'XAF', '1', '100000', '130000'],
        ['', '2026-03-12', customer.nni, 'Gold bar', 'XAF', '1', '100000', '130000'],
        ['', '2026-03-20', customer.nni, 'Silver coin', 'XAF', '0', '1000', '1500'],
        ['', '2026-03-20', 'nobody@nowhere.example', 'Silver coin', 'XAF', '1', '1000', '1500'],
      ]);
      const checked = await preview('product-sales', file);
      expect(outcomes(checked)).toEqual([
        [2, 'ok', null, null],
        [3, 'exists', 'DUPLICATE_SALE', 'saleNumber'],
        [4, 'warning', 'DUPLICATE_SALE', 'salePrice'],
        [5, 'error', 'NEGATIVE_AMOUNT', 'quantity'],
        [6, 'error', 'INDIVIDUAL_NOT_FOUND', 'customer'],
      ]);
      const refused = await send('commit', 'product-sales', file);
      expect(refused.json()).toMatchObject({ code: 'IMPORT_HAS_ERRORS', params: { line: 5, column: 'quantity', reason: 'NEGATIVE_AMOUNT' } });
      expect(await suite.database.db.select({ id: productSales.id }).from(productSales).where(eq(productSales.productName, 'Silver coin'))).toHaveLength(0);
    });
  });

  describe('mediator percentages', () => {
    const ARABIC = ['النسبة', 'الرقم الوطني للمستثمر', 'الوسيط', 'الحالة'];

    it('imports with Arabic headers, refuses a bad row naming it, and imports the same link once', async () => {
      const bad = csv([ARABIC, ['12.5', investor.nni, mediator.nni, 'active'], ['150', investor.nni, client.nni, 'active']]);
      const checked = await preview('mediator-percentages', bad);
      expect(checked.rows.map((row) => [row.status, row.issues[0]?.code ?? null, row.issues[0]?.column ?? null])).toEqual([
        ['ok', null, null],
        ['error', 'VALIDATION_FAILED', 'percentage'],
      ]);
      const refused = await send('commit', 'mediator-percentages', bad);
      expect(refused.json()).toMatchObject({ code: 'IMPORT_HAS_ERRORS', params: { line: 3, column: 'percentage' } });
      expect(await suite.database.db.select({ id: mediatorPercentages.id }).from(mediatorPercentages)).toHaveLength(0);

      const file = csv([ARABIC, ['12.5', investor.nni, mediator.email, 'active'], ['5', investor.nni, client.name, '']]);
      expect(await commit('mediator-percentages', file)).toMatchObject({ imported: 2 });
      const links = await suite.database.db.select().from(mediatorPercentages);
      expect(links.map((row) => [row.mediatorId, row.percentage, row.status]).sort()).toEqual(
        [
          [await idOf(mediator.nni), '12.5000', 'active'],
          [await idOf(client.nni), '5.0000', 'active'],
        ].sort(),
      );
      await expectAuditedOnceThenAlreadyImported('mediator-percentages', file, 'mediator-percentage.create');
      const other = csv([
        ['Mediator', 'Investor NNI', 'Percentage'],
        [mediator.nni, investor.nni, '12.50'],
        [client.nni, investor.nni, '7'],
      ]);
      const checkedOther = await preview('mediator-percentages', other);
      expect(checkedOther.rows.map((row) => [row.status, row.issues[0]?.code ?? null, row.issues[0]?.column ?? null])).toEqual([
        ['exists', null, null],
        ['exists', 'DUPLICATE_MEDIATOR_LINK', 'percentage'],
      ]);
      expect(
        await commit(
          'mediator-percentages',
          csv([
            ['Mediator', 'Investor NNI', 'Percentage'],
            [mediator.nni, investor.nni, '12.50'],
          ]),
        ),
      ).toMatchObject({ imported: 0, existing: 1 });
      // A name two individuals share names neither: the NNI or the e-mail is needed.
      const twins = [person('twin'), person('twin')].map((cells) => [`Twin ${kind}`, cells.phone, cells.email, 'mediator', cells.nni, 'Chad']);
      expect(await commit('individuals', csv([['Name', 'Phone', 'Email', 'Type', 'NNI', 'Nationality'], ...twins]))).toMatchObject({ imported: 2 });
      const ambiguous = await preview(
        'mediator-percentages',
        csv([
          ['Mediator', 'Investor NNI', 'Percentage'],
          [`Twin ${kind}`, investor.nni, '3'],
        ]),
      );
      expect(ambiguous.rows[0]!.issues[0]).toMatchObject({ level: 'error', code: 'IMPORT_REFERENCE_AMBIGUOUS', column: 'mediator' });
      expect(await suite.database.db.select({ total: count() }).from(mediatorPercentages)).toEqual([{ total: 2 }]);
    });
  });
});
