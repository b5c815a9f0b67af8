import { describe, expect, it } from 'vitest';
import type { TProfitRequestPage } from '../../../contract/profit-requests';
import { csvRecords } from '../../test/csv-records';
import { SELECTION_REFUSALS } from '../../test/export-selection';
import { DATABASE_KINDS } from '../../test/helper';
import { seedPerson, seedProfit, seedProfitRequest, seedRun } from '../../test/member-seed';
import { useApiSuite } from '../../test/api-suite';
import { readWorkbook } from '../../test/xlsx-read';

// docs/operations.md §12: the pending profit requests' export, of the list's view or of the rows picked.
describe.each(DATABASE_KINDS)('export of profit requests on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { approver: ['add-profit'], outsider: ['individuals'] } });
  const { approver, outsider } = suite.users;

  /** A pending request of a new member for `share` in `currency`. */
  const pending = async (share: string, currency: string, date: string) => {
    const db = suite.database.db;
    const person = await seedPerson(db);
    const profitId = await seedProfit(db, { runId: await seedRun(db, { currency }), individualId: person.id, share, currency, date });
    return { id: await seedProfitRequest(db, { profitId, requesterUserId: approver.id, individualId: person.id }), member: person.name };
  };

  const csvOf = async (query: string) => {
    const answer = await approver.call('GET', `/api/profit-requests/export.csv?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="profit-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRecords(answer.body.slice(1));
    return { header, rows };
  };

  it('holds the rows the list shows in its sort, amounts exact with their currency; the picked ids give exactly those rows', async () => {
    const made = [await pending('1250.50', 'USD', '2025-03-31'), await pending('401124', 'XAF', '2025-04-30'), await pending('0.05', 'EUR', '2025-05-31')];
    const list = (await approver.call('GET', '/api/profit-requests?sort=amount-desc&limit=100')).json<TProfitRequestPage>();
    const all = await csvOf('sort=amount-desc&columns=member,amount,profitDate&lang=en');
    expect(all.header).toEqual(['Member', 'Amount', 'Currency', 'Profit date']);
    expect(all.rows).toEqual(list.items.map((row) => [row.memberName, row.amount, row.currency, row.profitDate]));
    expect(all.rows).toEqual(expect.arrayContaining([[made[0]!.member, '1250.50', 'USD', '2025-03-31']]));
    const picked = await csvOf(`ids=${made[2]!.id},${made[0]!.id}&columns=member,amount&sort=profitDate-asc`);
    expect(picked.rows).toEqual([
      [made[0]!.member, '1250.50', 'USD'],
      [made[2]!.member, '0.05', 'EUR'],
    ]);
  });

  it('writes Excel in the chosen language, right to left in Arabic, with the type translated', async () => {
    const request = await pending('300.00', 'USD', '2025-06-30');
    const answer = await approver.call('GET', `/api/profit-requests/export.xlsx?ids=${request.id}&columns=member,amount,type&lang=ar`);
    expect(answer.statusCode, answer.body).toBe(200);
    const sheet = (await readWorkbook(answer.rawPayload)).worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(values[0]).toEqual([undefined, 'العضو', 'المبلغ', 'العملة', 'النوع']);
    expect(values[1]!.slice(1, 4)).toEqual([request.member, 300, 'USD']);
    expect(values[1]![4]).not.toMatch(/^reports\./);
  });

  it('is refused to whoever cannot read the pending list, and to no one signed in', async () => {
    for (const format of ['csv', 'xlsx']) {
      expect((await outsider.call('GET', `/api/profit-requests/export.${format}`)).statusCode).toBe(403);
      expect((await suite.app.inject({ method: 'GET', url: `/api/profit-requests/export.${format}` })).statusCode).toBe(401);
    }
  });

  it.each([
    ...SELECTION_REFUSALS,
    ['an unknown column', 'columns=member,balance', 'VALIDATION_FAILED'],
    ['an unknown sort', 'sort=balance-asc', 'VALIDATION_FAILED'],
    ['a filter the list has not', 'search=someone', 'VALIDATION_FAILED'],
  ])('refuses %s with a 400 and no file', async (_case, query, code) => {
    for (const format of ['csv', 'xlsx']) {
      const answer = await approver.call('GET', `/api/profit-requests/export.${format}?${query}`);
      expect([answer.statusCode, answer.json().code]).toEqual([400, code]);
      expect(answer.headers['content-disposition']).toBeUndefined();
    }
  });
});
