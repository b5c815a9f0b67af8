import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeOperationFromInput, ratiosForEdit } from '../../../contract/operation-input';
import { DEFAULT_OPERATION_COLUMNS, type TOperationBody, type TOperationPage, type TOperationRow } from '../../../contract/operations';
import { auditLog, operations } from '../../../db/schema';
import { asBrowser, DATABASE_KINDS } from '../../test/helper';
import { createTestIndividual } from '../../test/people';
import { expectCursorsRefused, expectSortedPaging, walkList } from '../../test/sorted-list';
import { useApiSuite } from '../../test/api-suite';
import { auditRows } from '../../test/audit-rows';

describe.each(DATABASE_KINDS)('operations on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: { manager: ['transactions', 'complete-operations'], clerk: ['transactions'], outsider: ['dashboard'], settingsAdmin: ['company-settings'] },
  });
  const { manager, clerk, outsider, settingsAdmin } = suite.users;

  let client: { id: string; name: string };
  let mediator: { id: string; name: string };
  let body: TOperationBody;

  beforeAll(async () => {
    client = await createTestIndividual(suite.database, { name: 'Khadija Zakaria Client' });
    mediator = await createTestIndividual(suite.database, { name: 'Moussa Brahim Mediator', type: 'mediator' });
    body = {
      sourceCountry: 'chad',
      destinationCountry: 'uae',
      amount: '1000000',
      currency: 'XAF',
      exchangeRate: '605.5',
      serviceRate: '3',
      clientId: client.id,
      mediatorId: mediator.id,
      mediatorType: 'normal',
      mediatorAmount: '2000',
      operationDate: '2026-03-10',
    };
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = manager.cookie) =>
    suite.app.inject({ method, url, headers: asBrowser(cookie), ...(payload === undefined ? {} : { payload }) });
  const create = async (changes: Partial<TOperationBody> = {}, cookie = manager.cookie): Promise<TOperationRow> => {
    const answer = await call('POST', '/api/operations', { ...body, ...changes }, cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const page = async (query: Record<string, string>): Promise<TOperationPage> => {
    const answer = await call('GET', `/api/operations?${new URLSearchParams(query).toString()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  describe('saving', () => {
    it('computes the shares on the server by docs/operations.md §4 and numbers the operation', async () => {
      const row = await create();
      // revenue 3% of 1,000,000 = 30,000; investor 50% = 15,000; mediator 2,000; special 5% of 13,000 = 650.
      expect(row).toMatchObject({
        amount: '1000000',
        revenue: '30000',
        investorShare: '15000',
        mediatorShare: '2000',
        specialShare: '650',
        companyShare: '12350',
        equivalentUsd: '1651.53',
        status: 'pending',
        clientName: client.name,
        mediatorName: mediator.name,
      });
      expect(row.number).toMatch(/^OP-\d{6}$/);
      const audits = await auditRows(suite.database, 'operation.create', row.id);
      expect(audits).toHaveLength(1);
    });

    it('takes a trader mediator share as a percentage of what is left', async () => {
      const row = await create({ mediatorType: 'mediator-trader', mediatorAmount: undefined, currency: 'USD', amount: '10000', exchangeRate: '1' });
      // revenue 300.00; investor 150.00; mediator 10% of 150 = 15.00; special 5% of 135 = 6.75.
      expect(row).toMatchObject({
        revenue: '300.00',
        investorShare: '150.00',
        mediatorShare: '15.00',
        specialShare: '6.75',
        companyShare: '128.25',
        mediatorRuleValue: '10',
      });
    });

    it('never takes shares from the browser: extra fields are refused', async () => {
      const answer = await call('POST', '/api/operations', { ...body, companyShare: '999999' });
      expect([answer.statusCode, answer.json().code, answer.json().params.fields]).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ path: 'companyShare', issue: 'unknown_field' }],
      ]);
    });

    it.each<[string, Partial<TOperationBody>, number, string, string | undefined]>([
      ['the client as mediator', { mediatorId: 'same' }, 400, 'CLIENT_IS_MEDIATOR', 'mediatorId'],
      ['an unknown client', { clientId: '00000000-0000-4000-8000-000000000000' }, 404, 'PARTY_NOT_FOUND', 'clientId'],
      ['decimals on an XAF amount', { amount: '10.5' }, 400, 'TOO_MANY_DECIMALS', 'amount'],
      ['three decimals in USD', { currency: 'USD', amount: '10.555' }, 400, 'TOO_MANY_DECIMALS', 'amount'],
      ['an amount beyond a trillion', { amount: '1000000000000' }, 400, 'INVALID_AMOUNT', 'amount'],
      ['a zero exchange rate', { exchangeRate: '0' }, 400, 'INVALID_RATE', 'exchangeRate'],
      ['seven decimals on the rate', { exchangeRate: '1.1234567' }, 400, 'TOO_MANY_DECIMALS', 'exchangeRate'],
      ['a service rate above 100', { serviceRate: '101' }, 400, 'PERCENTAGE_OUT_OF_RANGE', 'serviceRate'],
      ['a mediator amount above what is left', { mediatorAmount: '16000' }, 409, 'SHARES_EXCEED_REVENUE', undefined],
      ['30 February', { operationDate: '2026-02-30' }, 400, 'INVALID_DATE', 'operationDate'],
    ])('refuses %s and writes nothing', async (_title, change, status, code, field) => {
      const payload = { ...body, ...change, ...(change.mediatorId === 'same' ? { mediatorId: body.clientId } : {}) };
      const before = (await suite.database.db.select().from(operations)).length;
      const answer = await call('POST', '/api/operations', payload);
      expect([answer.statusCode, answer.json().code, answer.json().params.field]).toEqual([status, code, field]);
      expect(await suite.database.db.select().from(operations)).toHaveLength(before);
    });

    it.each<[string, object]>([
      ['an amount as a JSON number', { amount: 1000 }],
      ['letters in the amount', { amount: '12a' }],
      ['an unknown country', { sourceCountry: 'france' }],
      ['an unknown currency', { currency: 'JPY' }],
      ['an unknown mediator type', { mediatorType: 'broker' }],
      ['a date in another format', { operationDate: '10/03/2026' }],
    ])('refuses %s as a validation failure', async (_title, change) => {
      const answer = await call('POST', '/api/operations', { ...body, ...change });
      expect([answer.statusCode, answer.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it('edits a pending operation and recomputes its shares', async () => {
      const row = await create();
      const answer = await call('PUT', `/api/operations/${row.id}`, { ...body, amount: '2000000' });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ id: row.id, number: row.number, revenue: '60000', investorShare: '30000', companyShare: '26600' });
      const audits = await auditRows(suite.database, 'operation.update', row.id);
      expect(audits[0]!.before).toMatchObject({ amount: '1000000' });
      expect(audits[0]!.after).toMatchObject({ amount: '2000000' });
    });

    it('new operations take new company defaults; existing ones keep theirs, even when edited', async () => {
      const old = await create();
      const settings = {
        specialServiceRatio: '10',
        mediatorNormalAmount: '0',
        mediatorTraderRatio: '10',
        traderMediatorRatio: '10',
        investorRatio: '40',
        defaultServiceRate: '2',
        specialBeneficiaryId: null,
        weightingMethod: 'month-end',
      };
      expect((await call('PUT', '/api/company-settings', settings, settingsAdmin.cookie)).statusCode).toBe(200);
      const fresh = await create();
      // investor 40% of 30,000 = 12,000; mediator 2,000; special 10% of 16,000 = 1,600.
      expect(fresh).toMatchObject({ investorShare: '12000', specialShare: '1600', companyShare: '14400' });
      // The form's live preview of the edit: the stored rules from the detail answer, the current settings.
      const detail: TOperationRow = (await call('GET', `/api/operations/${old.id}`)).json();
      expect(detail).toMatchObject({ investorRuleValue: '50', specialRuleValue: '5' });
      const current = (await call('GET', '/api/company-settings', undefined, settingsAdmin.cookie)).json();
      const preview = computeOperationFromInput({ input: body, ratios: ratiosForEdit(detail, current, body.mediatorType) }).shares;
      const edited = (await call('PUT', `/api/operations/${old.id}`, body)).json();
      expect(edited).toMatchObject({ investorShare: '15000', specialShare: '650', companyShare: '12350' });
      expect([preview.investorShareMinor, preview.specialShareMinor, preview.companyShareMinor].map(String)).toEqual([
        edited.investorShare,
        edited.specialShare,
        edited.companyShare,
      ]);
      const restore = { ...settings, specialServiceRatio: '5', investorRatio: '50' };
      expect((await call('PUT', '/api/company-settings', restore, settingsAdmin.cookie)).statusCode).toBe(200);
    });
  });

  describe('status', () => {
    it('completes with complete-operations, then locks the operation', async () => {
      const row = await create();
      const completed = await call('POST', `/api/operations/${row.id}/complete`);
      expect(completed.statusCode, completed.body).toBe(200);
      expect(completed.json()).toMatchObject({ status: 'completed', companyShare: row.companyShare });
      for (const [method, url, payload] of [
        ['PUT', `/api/operations/${row.id}`, body],
        ['POST', `/api/operations/${row.id}/cancel`, undefined],
        ['POST', `/api/operations/${row.id}/complete`, undefined],
      ] as const) {
        const answer = await call(method, url, payload ?? {});
        expect([answer.statusCode, answer.json().code, answer.json().params]).toEqual([409, 'OPERATION_LOCKED', { status: 'completed' }]);
      }
    });

    it('cancels a pending operation, then locks it', async () => {
      const row = await create();
      expect((await call('POST', `/api/operations/${row.id}/cancel`, {}, clerk.cookie)).json()).toMatchObject({ status: 'cancelled' });
      const edit = await call('PUT', `/api/operations/${row.id}`, body);
      expect([edit.statusCode, edit.json().code]).toEqual([409, 'OPERATION_LOCKED']);
    });

    it('refuses to complete without complete-operations', async () => {
      const row = await create();
      const answer = await call('POST', `/api/operations/${row.id}/complete`, {}, clerk.cookie);
      expect([answer.statusCode, answer.json()]).toMatchObject([403, { code: 'FORBIDDEN', params: { needed: ['complete-operations'] } }]);
      expect((await call('GET', `/api/operations/${row.id}`)).json().status).toBe('pending');
    });

    it('answers OPERATION_NOT_FOUND for an unknown id, FORBIDDEN without transactions', async () => {
      for (const [method, url] of [
        ['GET', '/api/operations/00000000-0000-4000-8000-000000000000'],
        ['PUT', '/api/operations/00000000-0000-4000-8000-000000000000'],
        ['POST', '/api/operations/00000000-0000-4000-8000-000000000000/complete'],
        ['POST', '/api/operations/00000000-0000-4000-8000-000000000000/cancel'],
      ] as const) {
        const answer = await call(method, url, method === 'PUT' ? body : method === 'POST' ? {} : undefined);
        expect([answer.statusCode, answer.json().code]).toEqual([404, 'OPERATION_NOT_FOUND']);
      }
      expect((await call('GET', '/api/operations', undefined, outsider.cookie)).json().code).toBe('FORBIDDEN');
      expect((await call('POST', '/api/operations', body, outsider.cookie)).json().code).toBe('FORBIDDEN');
    });
  });

  describe('listing', () => {
    it('searches number, client and mediator names by infix, filters and pages by cursor without repeats', async () => {
      const other = await createTestIndividual(suite.database, { name: 'Zénabou Unusualname' });
      const mine = [];
      for (let day = 1; day <= 7; day += 1)
        mine.push(
          await create({ clientId: other.id, operationDate: `2025-01-0${day}`, currency: 'EUR', amount: '500', exchangeRate: '0.9', mediatorAmount: '1' }),
        );
      const byClient = await page({ search: 'unusualNAME' });
      expect(byClient.items.map((item) => item.id).sort()).toEqual(mine.map((item) => item.id).sort());
      expect((await page({ search: mine[0]!.number.slice(3) })).items.map((item) => item.number)).toContain(mine[0]!.number);
      expect((await page({ search: 'Brahim Med' })).items.length).toBeGreaterThan(0);
      expect((await page({ search: '%' })).items).toEqual([]);
      expect(await page({ search: 'no such name or number' })).toEqual({ items: [], nextCursor: null });
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const next: TOperationPage = await page({ currency: 'EUR', from: '2025-01-02', to: '2025-01-06', limit: '10', ...(cursor ? { cursor } : {}) });
        seen.push(...next.items.map((item) => item.operationDate));
        cursor = next.nextCursor;
      } while (cursor);
      expect(seen).toEqual(['2025-01-06', '2025-01-05', '2025-01-04', '2025-01-03', '2025-01-02']);
      const paged: string[] = [];
      cursor = null;
      do {
        const next: TOperationPage = await page({ search: 'unusual', sort: 'date-asc', limit: '10', ...(cursor ? { cursor } : {}) });
        paged.push(...next.items.map((item) => item.operationDate));
        cursor = next.items.length === 10 ? next.nextCursor : null;
      } while (cursor);
      expect(paged[0]).toBe('2025-01-01');
      expect((await page({ status: 'cancelled', currency: 'EUR' })).items).toEqual([]);
    });

    it('finds the operations of a name that only ever mediates, whatever the number of hits', async () => {
      const onlyMediator = await createTestIndividual(suite.database, { name: 'Ousmane Rarement Intermédiaire', type: 'mediator' });
      const mediated = [];
      for (let day = 1; day <= 3; day += 1) mediated.push(await create({ mediatorId: onlyMediator.id, operationDate: `2024-02-0${day}` }));
      const found = await page({ search: 'rarement interm' });
      expect(found.items.map((item) => item.id)).toEqual(mediated.map((item) => item.id).reverse());
      expect(found.items.every((item) => item.mediatorName === onlyMediator.name && item.clientName === client.name)).toBe(true);
      const ascending = await page({ search: 'Rarement', sort: 'date-asc', limit: '10' });
      expect(ascending.items.map((item) => item.operationDate)).toEqual(['2024-02-01', '2024-02-02', '2024-02-03']);
    });

    it('pages a search by cursor in both orders, whether it names few people, many, or is too short for the trigram indexes', async () => {
      const walk = async (query: Record<string, string>) => {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const next: TOperationPage = await page({ ...query, limit: '10', ...(cursor ? { cursor } : {}) });
          seen.push(...next.items.map((item) => item.id));
          cursor = next.nextCursor;
        } while (cursor);
        return seen;
      };
      // Few people named: the page comes from each one's newest operations.
      const listed = await createTestIndividual(suite.database, { name: 'Paginée Listée' });
      const listedRows = [];
      for (let day = 10; day <= 21; day += 1)
        listedRows.push(await create({ clientId: listed.id, operationDate: `2023-02-${day}`, currency: 'USD', exchangeRate: '1' }));
      const listedIds = listedRows.map((row) => row.id);
      expect(await walk({ search: 'paginée listée' })).toEqual([...listedIds].reverse());
      expect(await walk({ search: 'Paginée', sort: 'date-asc' })).toEqual(listedIds);
      expect(await walk({ search: 'paginée', from: '2023-02-12', to: '2023-02-20', currency: 'USD' })).toEqual(listedIds.slice(2, 11).reverse());
      // Two letters: no trigram, the date order is walked.
      const short = await createTestIndividual(suite.database, { name: 'Qx' });
      const shortRows = [];
      for (let day = 1; day <= 3; day += 1) shortRows.push(await create({ clientId: short.id, operationDate: `2023-03-0${day}` }));
      expect(await walk({ search: 'qX' })).toEqual(shortRows.map((row) => row.id).reverse());
      // More people named than a search lists: the date order is walked too.
      const namesakes = [];
      for (let index = 0; index < 205; index += 1) namesakes.push(await createTestIndividual(suite.database, { name: `Nombreux Homonyme ${index}` }));
      const namesakeRows = [];
      for (const [day, person] of [namesakes[0]!, namesakes[100]!, namesakes[204]!].entries())
        namesakeRows.push(await create({ clientId: person.id, operationDate: `2023-04-0${day + 1}` }));
      expect(await walk({ search: 'nombreux homonyme' })).toEqual(namesakeRows.map((row) => row.id).reverse());
      expect(await walk({ search: 'Homonyme', sort: 'date-asc' })).toEqual(namesakeRows.map((row) => row.id));
    });

    it('sorts by every sortable column both ways, paging without a repeat or a gap', async () => {
      const people = await Promise.all(['Sortable Cb', 'Sortable Aa', 'Sortable Ba'].map((name) => createTestIndividual(suite.database, { name, type: 'mediator' })));
      const plan: Array<[number, number, string, string, string]> = [
        [0, 1, 'USD', '300.25', '2022-05-03'],
        [1, 2, 'XAF', '1000000', '2022-05-01'],
        [2, 0, 'USD', '300.25', '2022-05-03'],
        [0, 2, 'EUR', '75', '2022-05-02'],
        [1, 0, 'XAF', '2500', '2022-05-04'],
      ];
      for (const [index, [clientIndex, mediatorIndex, currency, amount, operationDate]] of plan.entries()) {
        const made = await create({
          clientId: people[clientIndex]!.id,
          mediatorId: people[mediatorIndex]!.id,
          currency: currency as 'USD',
          amount,
          exchangeRate: currency === 'USD' ? '1' : '600',
          mediatorAmount: '1',
          operationDate,
        });
        if (index === 3) await call('POST', `/api/operations/${made.id}/cancel`, {});
      }
      const decimal = (text: string) => Number(text);
      await expectSortedPaging(
        page,
        { search: 'Sortable' },
        {
          date: (row) => row.operationDate,
          number: (row) => row.number,
          client: (row) => row.clientName,
          mediator: (row) => row.mediatorName,
          amount: (row) => decimal(row.amount),
          currency: (row) => row.currency,
          equivalentUsd: (row) => decimal(row.equivalentUsd),
          revenue: (row) => decimal(row.revenue),
          companyShare: (row) => decimal(row.companyShare),
          status: (row) => row.status,
        },
      );
      const first = await page({ search: 'Sortable', sort: 'amount-desc', limit: '10' });
      await expectCursorsRefused('amount-desc', first.items[0]!.amount, (cursor) => call('GET', `/api/operations?${new URLSearchParams({ search: 'Sortable', sort: 'amount-desc', cursor }).toString()}`));
    });

    it.each([
      ['cursor', 'not-a-cursor'],
      ['limit', '7'],
      ['status', 'done'],
      ['from', '2025-13-01'],
      ['extra', 'x'],
      ['sourceCountry', 'mars'],
      ['sort', 'exchangeRate-asc'],
      ['sort', 'date'],
    ])('refuses a bad %s', async (name, text) => {
      const answer = await call('GET', `/api/operations?${name}=${text}`);
      expect(answer.statusCode).toBe(400);
    });
  });

  describe('export', () => {
    const workbookOf = async (query: string) => {
      const answer = await call('GET', `/api/operations/export.xlsx?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
      return workbook.worksheets[0]!;
    };

    it('gives every matching row (not one page) in the chosen columns plus the currency beside amounts, amounts as numbers', async () => {
      const tagged = await createTestIndividual(suite.database, { name: 'Export Person Unique' });
      const rows = [];
      for (let index = 0; index < 30; index += 1)
        rows.push(
          await create({
            clientId: tagged.id,
            currency: 'USD',
            amount: `${100 + index}.50`,
            exchangeRate: '1',
            mediatorAmount: '0.10',
            operationDate: '2024-06-15',
          }),
        );
      const sheet = await workbookOf('search=Export%20Person%20Unique&columns=number,client,amount,status&lang=en');
      const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
      expect(values[0]!.slice(1)).toEqual(['Number', 'Client', 'Currency', 'Amount', 'Status']);
      expect(values).toHaveLength(31);
      const amounts = values
        .slice(1)
        .map((row) => row[4])
        .sort((a, b) => Number(a) - Number(b));
      expect(amounts[0]).toBe(100.5);
      expect(values[1]![2]).toBe('Export Person Unique');
      expect(values[1]![3]).toBe('USD');
      expect(values[1]![5]).toBe('Pending');
      expect(sheet.getRow(2).getCell(4).numFmt).toBe('#,##0.00 "USD"');
      expect(sheet.views[0]?.rightToLeft ?? false).toBe(false);
    });

    it("shows every amount's currency with the default columns, where Currency is hidden", async () => {
      const person = await createTestIndividual(suite.database, { name: 'Currency Person Unique' });
      const made = [
        await create({ clientId: person.id, currency: 'XAF', amount: '1000000', exchangeRate: '605.5', mediatorAmount: '2000' }),
        await create({ clientId: person.id, currency: 'USD', amount: '2500.50', exchangeRate: '1', mediatorAmount: '1.25' }),
        await create({ clientId: person.id, currency: 'EUR', amount: '800', exchangeRate: '0.92', mediatorAmount: '3' }),
      ];
      const currencyOf = new Map(made.map((row) => [row.number, row.currency]));
      const sheet = await workbookOf('search=Currency%20Person%20Unique&lang=en');
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(DEFAULT_OPERATION_COLUMNS).not.toContain('currency');
      expect(headers).toEqual(['Number', 'Date', 'Client', 'Mediator', 'Currency', 'Amount', 'Service fee', 'Company net profit', 'Status']);
      const column = (label: string) => headers.indexOf(label) + 1;
      expect(sheet.rowCount).toBe(4);
      for (let index = 2; index <= sheet.rowCount; index += 1) {
        const row = sheet.getRow(index);
        const currency = row.getCell(column('Currency')).value;
        expect(currency).toBe(currencyOf.get(String(row.getCell(column('Number')).value)));
        const digits = currency === 'XAF' ? '#,##0' : '#,##0.00';
        for (const label of ['Amount', 'Service fee', 'Company net profit']) expect(row.getCell(column(label)).numFmt).toBe(`${digits} "${String(currency)}"`);
      }
    });

    it('names the currency of an amount alone in its column (the USD equivalent) in its format', async () => {
      const sheet = await workbookOf('search=Currency%20Person%20Unique&columns=number,equivalentUsd&lang=fr');
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toHaveLength(2);
      for (let index = 2; index <= sheet.rowCount; index += 1) expect(sheet.getRow(index).getCell(2).numFmt).toBe('#,##0.00 "USD"');
    });

    it('writes Arabic headers and labels in a right-to-left sheet', async () => {
      const sheet = await workbookOf('search=Export%20Person%20Unique&columns=status,sourceCountry&lang=ar');
      expect(sheet.views[0]?.rightToLeft).toBe(true);
      expect(sheet.getRow(1).values).toEqual([undefined, 'الحالة', 'من بلد']);
      expect(sheet.getRow(2).values).toEqual([undefined, 'قيد الانتظار', 'تشاد']);
    });

    it('writes exactly the sorted, filtered view in the chosen columns, in .xlsx and in .csv alike', async () => {
      const query = { search: 'Sortable', status: 'pending', sort: 'amount-desc' };
      const listed = await walkList(page, { ...query, limit: '10' });
      expect(listed.length).toBe(4);
      const exported = `${new URLSearchParams({ ...query, columns: 'client,number,amount', lang: 'fr' }).toString()}`;
      const sheet = await workbookOf(exported);
      const values = (sheet.getSheetValues().filter(Boolean) as unknown[][]).map((row) => row.slice(1));
      expect(values[0]).toEqual(['Client', 'Numéro', 'Devise', 'Montant']);
      expect(values.slice(1)).toEqual(listed.map((row) => [row.clientName, row.number, row.currency, Number(row.amount)]));
      const csv = await call('GET', `/api/operations/export.csv?${exported}`);
      expect([csv.statusCode, csv.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .map((line) => line.split(','));
      expect(lines).toEqual([['Client', 'Numéro', 'Devise', 'Montant'], ...listed.map((row) => [row.clientName, row.number, row.currency, row.amount])]);
    });

    it('refuses an unknown column and a missing permission', async () => {
      expect((await call('GET', '/api/operations/export.xlsx?columns=number,password')).json().code).toBe('VALIDATION_FAILED');
      expect((await call('GET', '/api/operations/export.xlsx', undefined, outsider.cookie)).statusCode).toBe(403);
    });
  });

  describe('preferences and lookup', () => {
    it('remembers the column choice per user, each user seeing only their own', async () => {
      const key = '/api/preferences/operations.columns';
      expect((await call('GET', key)).json()).toEqual({ key: 'operations.columns', preference: null });
      expect((await call('PUT', key, { preference: ['number', 'amount'] })).statusCode).toBe(200);
      expect((await call('PUT', key, { preference: ['number', 'status'] })).statusCode).toBe(200);
      expect((await call('GET', key)).json().preference).toEqual(['number', 'status']);
      expect((await call('GET', key, undefined, clerk.cookie)).json().preference).toBeNull();
      expect((await call('PUT', key, { preference: { nested: true } })).statusCode).toBe(400);
      expect((await call('PUT', '/api/preferences/Bad Key', { preference: true })).statusCode).toBe(400);
      expect((await suite.app.inject({ method: 'GET', url: key })).statusCode).toBe(401);
    });

    it('looks individuals up by infix with id, name and type only', async () => {
      const answer = await call('GET', '/api/lookups/individuals?search=brahim%20med');
      expect(answer.json().items).toEqual([{ id: mediator.id, name: mediator.name, type: 'mediator' }]);
      expect((await call('GET', '/api/lookups/individuals?type=mediator')).json().items.every((item: { type: string }) => item.type === 'mediator')).toBe(true);
      expect((await call('GET', '/api/lookups/individuals', undefined, outsider.cookie)).statusCode).toBe(403);
      expect((await call('GET', '/api/lookups/individuals?type=alien')).statusCode).toBe(400);
    });
  });

  // Only PostgreSQL has concurrent connections; on PGlite the block is not declared at all (no skipped test).
  if (kind === 'postgres')
    describe('concurrency', () => {
      it('a complete and a cancel of one operation at once leave exactly one final state', async () => {
        const rows = await Promise.all(Array.from({ length: 8 }, () => create()));
        await Promise.all(
          rows.map(async (row) => {
            const [completed, cancelled] = await Promise.all([
              call('POST', `/api/operations/${row.id}/complete`, {}),
              call('POST', `/api/operations/${row.id}/cancel`, {}),
            ]);
            const statuses = [completed.statusCode, cancelled.statusCode].sort();
            expect(statuses).toEqual([200, 409]);
            const winner = completed.statusCode === 200 ? 'completed' : 'cancelled';
            const [stored] = await suite.database.db.select().from(operations).where(eq(operations.id, row.id));
            expect(stored!.status).toBe(winner);
          }),
        );
        const changes = await suite.database.db
          .select()
          .from(auditLog)
          .where(
            and(
              inArray(
                auditLog.entityId,
                rows.map((row) => row.id),
              ),
              inArray(auditLog.action, ['operation.complete', 'operation.cancel']),
            ),
          );
        expect(changes).toHaveLength(rows.length);
      });
    });
});
