import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TIndividualPage, TIndividualRow } from '../../../contract/individuals';
import { auditRows } from '../../test/audit-rows';
import { csvRecords } from '../../test/csv-records';
import { SELECTION_REFUSALS } from '../../test/export-selection';
import { DATABASE_KINDS } from '../../test/helper';
import { makeIndividual } from '../../test/people-fixtures';
import { useApiSuite } from '../../test/api-suite';
import { readWorkbook } from '../../test/xlsx-read';

// docs/operations.md §12: the individuals list's export, of its view or of the rows picked, audited.
describe.each(DATABASE_KINDS)('export of individuals on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { clerk: ['individuals'], outsider: ['transactions'] } });
  const { clerk, outsider } = suite.users;

  /** The CSV export's header and rows under `query`, as the user downloads it. */
  const csvOf = async (query: string) => {
    const answer = await clerk.call('GET', `/api/individuals/export.csv?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="individuals-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRecords(answer.body.slice(1));
    return { header, rows };
  };

  /** Five individuals of this test's own (their names share `tag`): two mediators, one of them inactive. */
  const fivePeople = async (tag: string) => {
    const made: TIndividualRow[] = [];
    for (const [letter, type, isActive] of [
      ['A', 'mediator', true],
      ['B', 'user', true],
      ['C', 'mediator', false],
      ['D', 'manager', true],
      ['E', 'user', false],
    ] as const) {
      made.push(await makeIndividual(suite.app, clerk.cookie, { name: `${tag} ${letter}`, type, isActive }));
    }
    return made;
  };

  const exportAudits = async (requestTag: string) =>
    (await auditRows(suite.database, 'individual.export')).filter((row) => JSON.stringify(row.after).includes(requestTag));

  it('holds the rows the list shows for the same filter, search and sort, in every page, and audits it once', async () => {
    const tag = `Listed ${randomUUID().slice(0, 8)}`;
    await fivePeople(tag);
    for (const filter of [`search=${encodeURIComponent(tag)}&sort=name-desc`, `search=${encodeURIComponent(tag)}&type=user&active=false`]) {
      const list = (await clerk.call('GET', `/api/individuals?${filter}&limit=100`)).json<TIndividualPage>();
      const { header, rows } = await csvOf(`${filter}&columns=name,email,type,active&lang=en`);
      expect(header).toEqual(['Full name', 'Email', 'Type', 'Status']);
      expect(rows).toEqual(
        list.items.map((row) => [
          row.name,
          row.email,
          row.type === 'user' ? 'User' : row.type === 'manager' ? 'Manager' : 'Mediator',
          row.isActive ? 'Active' : 'Inactive',
        ]),
      );
      expect(rows.length).toBeGreaterThan(0);
    }
    const audits = await exportAudits(tag);
    expect(audits.map((row) => row.after)).toEqual([
      { format: 'csv', sort: 'name-desc', search: tag, rows: 5 },
      { format: 'csv', sort: 'name-asc', search: tag, type: 'user', active: 'false', rows: 1 },
    ]);
    expect(audits.every((row) => row.actorId === clerk.id && row.entity === 'individual' && row.entityId === null)).toBe(true);
  });

  it('holds exactly the picked rows, in the sort of the list, and names the ids in the audit row', async () => {
    const tag = `Picked ${randomUUID().slice(0, 8)}`;
    const [first, , third, fourth] = await fivePeople(tag);
    const ids = [fourth!.id, first!.id, third!.id, first!.id, randomUUID()];
    const { rows } = await csvOf(`ids=${ids.join(',')}&columns=name,nni&sort=name-asc`);
    expect(rows).toEqual([first, third, fourth].map((row) => [row!.name, row!.nni]));
    const audit = (await auditRows(suite.database, 'individual.export')).find((row) => JSON.stringify(row.after).includes(fourth!.id));
    expect(audit?.after).toEqual({ format: 'csv', sort: 'name-asc', ids: [...new Set(ids)], rows: 3 });
  });

  it('writes Excel in the chosen language, right to left in Arabic, dates as dates', async () => {
    const tag = `Sheet ${randomUUID().slice(0, 8)}`;
    const [first, second] = await fivePeople(tag);
    const answer = await clerk.call('GET', `/api/individuals/export.xlsx?ids=${first!.id},${second!.id}&columns=name,type,active,createdAt&lang=ar`);
    expect(answer.statusCode, answer.body).toBe(200);
    const sheet = (await readWorkbook(answer.rawPayload)).worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(values[0]).toEqual([undefined, 'الاسم الكامل', 'النوع', 'الحالة', 'تاريخ الإضافة']);
    expect(values.slice(1).map((row) => row.slice(1, 4))).toEqual([
      [first!.name, 'وسيط', 'نشط'],
      [second!.name, 'مستخدم', 'نشط'],
    ]);
    expect(values[1]![4]).toEqual(new Date(`${first!.createdAt.slice(0, 10)}T00:00:00Z`));
  });

  it('guards a name a spreadsheet would run as a formula', async () => {
    const person = await makeIndividual(suite.app, clerk.cookie, { name: '=HYPERLINK("http://evil.example")' });
    const { rows } = await csvOf(`ids=${person.id}&columns=name`);
    expect(rows).toEqual([[`'=HYPERLINK("http://evil.example")`]]);
  });

  it('is refused to whoever cannot read the list, and to no one signed in', async () => {
    for (const format of ['csv', 'xlsx']) {
      expect((await outsider.call('GET', `/api/individuals/export.${format}`)).statusCode).toBe(403);
      expect((await suite.app.inject({ method: 'GET', url: `/api/individuals/export.${format}` })).statusCode).toBe(401);
    }
  });

  it.each([
    ...SELECTION_REFUSALS,
    ['ids beside a search', 'ids=a1&search=Picked', 'EXPORT_SELECTION_INVALID'],
    ['ids beside a filter', 'ids=a1&active=true', 'EXPORT_SELECTION_INVALID'],
    ['an unknown column', 'columns=name,balance', 'VALIDATION_FAILED'],
    ['an unknown language', 'lang=de', 'VALIDATION_FAILED'],
    ['an unknown sort', 'sort=balance-asc', 'VALIDATION_FAILED'],
    ['an unknown filter', 'country=chad', 'VALIDATION_FAILED'],
  ])('refuses %s with a 400, no file and no audit row', async (_case, query, code) => {
    const audited = (await auditRows(suite.database, 'individual.export')).length;
    for (const format of ['csv', 'xlsx']) {
      const answer = await clerk.call('GET', `/api/individuals/export.${format}?${query}`);
      expect([answer.statusCode, answer.json().code]).toEqual([400, code]);
      expect(answer.headers['content-disposition']).toBeUndefined();
    }
    expect(await auditRows(suite.database, 'individual.export')).toHaveLength(audited);
  });
});
