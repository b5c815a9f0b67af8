import { beforeAll, describe, expect, it } from 'vitest';
import type { TBalanceReportRow, TDistributionReportRow, TOperationReportRow } from '../../../contract/reports';
import { DATABASE_KINDS } from '../../test/helper';
import { seedCapital, seedOperationRow, seedPerson, seedProfit, seedRun } from '../../test/member-seed';
import { csvRecords } from '../../test/csv-records';
import { expectCursorsRefused, expectSortedPaging, walkList } from '../../test/sorted-list';
import { readReportWorkbook } from '../../test/xlsx-read';
import { useReportsSuite } from '../../test/reports-suite';

describe.each(DATABASE_KINDS)('financial reports on %s', (kind) => {
  const { suite, reader, get } = useReportsSuite(kind);

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
        fields: ['number', 'currency', 'status'],
        decimals: ['amount', 'revenue', 'investorShare', 'mediatorShare', 'specialShare', 'companyShare'],
        computed: { date: (row) => row.operationDate, client: (row) => row.clientName, mediator: (row) => row.mediatorName },
      });
      await expectSortedPaging(list<TDistributionReportRow>('distributions'), RANGE, {
        fields: ['type', 'currency', 'paid'],
        decimals: ['amount'],
        computed: { date: (row) => row.profitDate, beneficiary: (row) => row.beneficiaryName },
      });
      const balances = async (query: Record<string, string>) => {
        const page = await list<TBalanceReportRow>('balances')(query);
        return { ...page, items: page.items.map((row) => ({ ...row, id: row.subscriberId })) };
      };
      await expectSortedPaging(balances, { date: '2020-01-31' }, { fields: ['name', 'currency', 'subscriptionDate', 'status'], decimals: ['balance'] });
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
      await expectCursorsRefused('amount-desc', first.items[0]!.amount, (cursor) =>
        get(`/api/reports/operations?${new URLSearchParams({ ...RANGE, sort: 'amount-desc', cursor }).toString()}`),
      );
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
