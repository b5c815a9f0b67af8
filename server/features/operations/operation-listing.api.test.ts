import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TOperationPage } from '../../../contract/operations';
import { listExportedOperations, listOperations, prepareOperationFilters } from '../../../db/queries/operations';
import { namedStatementHandle, type Tx } from '../../../db/client';
import { rowsOf } from '../../../db/queries/raw-rows';
import { operations } from '../../../db/schema';
import { DATABASE_KINDS } from '../../test/helper';
import { createTestIndividual } from '../../test/people';
import { expectCursorsRefused, expectSortedPaging, walkList } from '../../test/sorted-list';
import { useOperationsSuite } from '../../test/operations-suite';

describe.each(DATABASE_KINDS)('operations on %s', (kind) => {
  const { suite, fixture, call, create, page, workbookOf } = useOperationsSuite(kind);

  describe('listing', () => {
    /** Every id a query lists, page after page of 10 through the cursor. */
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
      expect(found.items.every((item) => item.mediatorName === onlyMediator.name && item.clientName === fixture.client.name)).toBe(true);
      const ascending = await page({ search: 'Rarement', sort: 'date-asc', limit: '10' });
      expect(ascending.items.map((item) => item.operationDate)).toEqual(['2024-02-01', '2024-02-02', '2024-02-03']);
    });

    // docs/architecture.md §6: one statement per shape of the page, built once, its values placeholders.
    it('answers each request with its own values, though one statement serves every page of a shape, and a transaction through itself', async () => {
      const first = await createTestIndividual(suite.database, { name: 'Gardée Première' });
      const second = await createTestIndividual(suite.database, { name: 'Gardée Seconde' });
      const mine = await create({ clientId: first.id, operationDate: '2022-03-01' });
      const theirs = await create({ clientId: second.id, operationDate: '2022-03-02' });
      const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);
      // The same shape (a search naming few people, a start date) with other values each time.
      expect(ids((await page({ search: 'gardée première', from: '2022-01-01' })).items)).toEqual([mine.id]);
      expect(ids((await page({ search: 'gardée seconde', from: '2022-03-02' })).items)).toEqual([theirs.id]);
      expect((await page({ search: 'gardée seconde', from: '2022-03-03' })).items).toEqual([]);
      const both = { search: 'Gardée', from: '2022-01-01', sort: { column: 'date', direction: 'desc' } } as const;
      expect(ids(await listOperations(suite.database.db, { ...both, limit: 26 }))).toEqual([theirs.id, mine.id]);
      expect(ids(await listOperations(suite.database.db, { ...both, limit: 1 }))).toEqual([theirs.id]);
      const cancelled = { search: 'Gardée', status: 'cancelled', sort: { column: 'date', direction: 'desc' }, limit: 26 } as const;
      expect(await listOperations(suite.database.db, cancelled)).toEqual([]);
      // A transaction's page reads through the transaction (its own statement), seeing what it changed.
      await expect(
        suite.database.db.transaction(async (tx) => {
          await tx.update(operations).set({ status: 'cancelled' }).where(eq(operations.id, mine.id));
          expect(ids(await listOperations(tx, cancelled))).toEqual([mine.id]);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await listOperations(suite.database.db, cancelled)).toEqual([]);
    });

    it('pages a search by cursor in both orders, whether it names few people, many, or is too short for the trigram indexes', async () => {
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

    it('lists an operation once when its number, its client and its mediator all match, paging past it without a repeat or a gap', async () => {
      const first = await create({ operationDate: '2022-05-01' });
      // Names that hold the first operation's number: the search names both parties and numbers it.
      const client = await createTestIndividual(suite.database, { name: `Triple ${first.number}` });
      const mediator = await createTestIndividual(suite.database, { name: `Triple ${first.number} Médiateur`, type: 'mediator' });
      await suite.database.db.execute(sql`update operations set client_id = ${client.id}, mediator_id = ${mediator.id} where id = ${first.id}`);
      const ids = [first.id];
      for (let day = 2; day <= 11; day += 1)
        ids.push((await create({ clientId: client.id, mediatorId: mediator.id, operationDate: `2022-05-${String(day).padStart(2, '0')}` })).id);
      ids.push((await create({ mediatorId: mediator.id, operationDate: '2022-05-12' })).id);
      ids.push((await create({ clientId: client.id, operationDate: '2022-05-13' })).id);
      expect(await walk({ search: first.number })).toEqual([...ids].reverse());
      expect(await walk({ search: first.number, sort: 'date-asc' })).toEqual(ids);
    });

    it('sorts by every sortable column both ways, paging without a repeat or a gap', async () => {
      const people = await Promise.all(
        ['Sortable Cb', 'Sortable Aa', 'Sortable Ba'].map((name) => createTestIndividual(suite.database, { name, type: 'mediator' })),
      );
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
      await expectSortedPaging(
        page,
        { search: 'Sortable' },
        {
          fields: ['number', 'currency', 'status'],
          decimals: ['amount', 'equivalentUsd', 'revenue', 'companyShare'],
          computed: { date: (row) => row.operationDate, client: (row) => row.clientName, mediator: (row) => row.mediatorName },
        },
      );
      const first = await page({ search: 'Sortable', sort: 'amount-desc', limit: '10' });
      await expectCursorsRefused('amount-desc', first.items[0]!.amount, (cursor) =>
        call('GET', `/api/operations?${new URLSearchParams({ search: 'Sortable', sort: 'amount-desc', cursor }).toString()}`),
      );
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

    if (kind === 'postgres') {
      // docs/architecture.md §6: planning cost a page more than running it.
      it('plans a page and its search once per connection and then only runs them, whatever their values', async () => {
        // A search that names someone, so that the page is read (one that names nobody answers at once).
        await createTestIndividual(suite.database, { name: 'Planifiée Unefois' });
        await suite.database.db.transaction(async (tx) => {
          // Outside a transaction, as the app reads its pages, the named statements run on connections
          // that plan them once, generically (db/client.ts, asserted in the next test); a transaction's
          // run on its own connection, given that setting here so that its statements can be counted.
          await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
          // The connection may hold pages the earlier tests read: what counts is what these calls add.
          const plans = async () =>
            rowsOf<{ name: string; generic: number; custom: number }>(
              tx,
              sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name like 'operations_page_%' or name like 'operations_search_hits_%' order by name`,
            );
          const before = new Map((await plans()).map((plan) => [plan.name, plan]));
          for (const from of ['2020-01-01', '2021-01-01', '2022-01-01', '2023-01-01', '2024-01-01', '2025-01-01', '2026-01-01']) {
            await listOperations(tx, { search: 'Planifiée Unefois', from, sort: { column: 'date', direction: 'desc' }, limit: 26 });
          }
          const added = (await plans())
            .map((plan) => ({
              statement: plan.name.replace(/_[0-9a-f]+$/, ''),
              generic: plan.generic - (before.get(plan.name)?.generic ?? 0),
              custom: plan.custom - (before.get(plan.name)?.custom ?? 0),
            }))
            .filter((plan) => plan.generic > 0 || plan.custom > 0);
          // The page and the search's names and numbers read before it: one statement each, planned once.
          expect(added).toEqual([
            { statement: 'operations_page', generic: 7, custom: 0 },
            { statement: 'operations_search_hits', generic: 7, custom: 0 },
          ]);
          // An export's batches (read here, though the person has no operation) are planned for their values: built once, never a named statement.
          const search = await prepareOperationFilters(tx, { search: 'Planifiée Unefois' });
          const exported = await listExportedOperations(tx, { ...search, sort: { column: 'date', direction: 'desc' }, limit: 2000 });
          expect(exported).toEqual([]);
          const named = await rowsOf<{ name: string }>(tx, sql`select name from pg_prepared_statements where name like 'operations_export%'`);
          expect(named).toEqual([]);
        });
      });

      it('plans named statements once, generically, and every other statement for its values (issue 31)', async () => {
        const setting = async (db: Tx) =>
          (
            await rowsOf<{ mode: string; workers: string }>(
              db,
              sql`select current_setting('plan_cache_mode') as mode, current_setting('max_parallel_workers_per_gather') as workers`,
            )
          )[0];
        expect(await setting(namedStatementHandle(suite.database.db))).toEqual({ mode: 'force_generic_plan', workers: '0' });
        expect((await setting(suite.database.db))?.mode).toBe('auto');
      });
    }
  });

  // After the sorting test above: it exports the operations that test made.
  describe('export', () => {
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
  });
});
