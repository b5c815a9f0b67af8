import { describe, expect, it } from 'vitest';
import { BULK_LIMIT } from '../../../contract/bulk-actions';
import { csvRecords } from '../../test/csv-records';
import { tooManyIds } from '../../test/export-selection';
import { DATABASE_KINDS } from '../../test/helper';
import { createTestIndividual } from '../../test/people';
import { useOperationsSuite } from '../../test/operations-suite';

// docs/operations.md §12: the rows picked one by one are exported as exactly those rows.
describe.each(DATABASE_KINDS)('export of picked operations on %s', (kind) => {
  const { suite, manager, clerk, outsider, call, create, workbookOf } = useOperationsSuite(kind);

  /** The CSV export's header and rows under `query`, as the user downloads it. */
  const csvOf = async (query: string, cookie = manager.cookie) => {
    const answer = await call('GET', `/api/operations/export.csv?${query}`, undefined, cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csvRecords(answer.body.slice(1));
    return { header, rows };
  };

  /** Four operations of one client of this test's own, on four days; the list by date shows the newest first. */
  const fourOperations = async (name: string) => {
    const person = await createTestIndividual(suite.database, { name });
    const made = [];
    for (const day of ['01', '02', '03', '04']) made.push(await create({ clientId: person.id, operationDate: `2025-02-${day}` }));
    return made;
  };

  it('holds exactly the picked rows, in the sort of the list, in CSV and Excel', async () => {
    const [first, second, third, fourth] = await fourOperations('Picked Export Person');
    const ids = [first!.id, third!.id, fourth!.id].join(',');
    const byDate = await csvOf(`ids=${ids}&columns=number,date&lang=en`);
    expect(byDate.header).toEqual(['Number', 'Date']);
    expect(byDate.rows).toEqual([
      [fourth!.number, '2025-02-04'],
      [third!.number, '2025-02-03'],
      [first!.number, '2025-02-01'],
    ]);
    expect(byDate.rows.map((row) => row[0])).not.toContain(second!.number);
    const oldestFirst = await csvOf(`ids=${ids}&sort=date-asc&columns=number`);
    expect(oldestFirst.rows).toEqual([[first!.number], [third!.number], [fourth!.number]]);
    const sheet = await workbookOf(`ids=${first!.id},${second!.id}&columns=number,status&lang=fr`);
    expect(sheet.getSheetValues().filter(Boolean)).toEqual([
      [undefined, 'Numéro', 'Statut'],
      [undefined, second!.number, 'En attente'],
      [undefined, first!.number, 'En attente'],
    ]);
  });

  it('leaves out an id that is no operation of the list, and a repeated id is one row', async () => {
    const [first] = await fourOperations('Unlisted Export Person');
    const individual = await createTestIndividual(suite.database, { name: 'Not An Operation' });
    const { rows } = await csvOf(`ids=${first!.id},${individual.id},no-such-operation,${first!.id}&columns=number`);
    expect(rows).toEqual([[first!.number]]);
  });

  it('exports the picked rows to a holder of the list (its export needs transactions alone), not to others', async () => {
    const [first, second] = await fourOperations('Permission Export Person');
    const { rows } = await csvOf(`ids=${first!.id},${second!.id}&columns=number`, clerk.cookie);
    expect(rows).toEqual([[second!.number], [first!.number]]);
    expect((await call('GET', `/api/operations/export.csv?ids=${first!.id}`, undefined, outsider.cookie)).statusCode).toBe(403);
    expect((await suite.app.inject({ method: 'GET', url: `/api/operations/export.csv?ids=${first!.id}` })).statusCode).toBe(401);
  });

  it.each([
    ['an empty list', 'ids='],
    ['an empty id', 'ids=a1,,b2'],
    ['an id with a character no id has', 'ids=a1,b%2F2'],
    ['an id longer than any id', `ids=${'a'.repeat(65)}`],
    ['more ids than one selection takes', `ids=${tooManyIds}`],
    ['ids beside a filter', 'ids=a1&status=pending'],
    ['ids beside a search', 'ids=a1&search=Picked'],
  ])('refuses %s with a 400 naming the bound, and writes no file', async (_case, query) => {
    for (const format of ['csv', 'xlsx']) {
      const answer = await call('GET', `/api/operations/export.${format}?${query}`);
      expect([answer.statusCode, answer.json().code, answer.json().params]).toEqual([400, 'EXPORT_SELECTION_INVALID', { limit: BULK_LIMIT }]);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.headers['content-disposition']).toBeUndefined();
    }
  });

  it('takes as many ids as one selection does', async () => {
    const [first] = await fourOperations('Bound Export Person');
    const others = Array.from({ length: BULK_LIMIT - 1 }, (_, index) => `r${index}`);
    const { rows } = await csvOf(`ids=${[...others, first!.id].join(',')}&columns=number`);
    expect(rows).toEqual([[first!.number]]);
  });
});
