import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TOperationRow } from '../../../contract/operations';
import type { TSaleRow } from '../../../contract/product-sales';
import { SAMPLE_OPERATION_TERMS } from '../../../contract/test-support/sample-operation';
import { rowsOf } from '../../../db/queries/raw-rows';
import { confirmedBody } from '../../test/distribution-requests';
import { seedLedgerRows, seedMediatorLink, seedOperation, seedSale, seedSubscriber, seedPartiesPostingAtOnce } from '../../test/distribution-seed';
import { DATABASE_KINDS, openTestDatabase } from '../../test/helper';
import { importClient } from '../../test/import-client';
import { linkUser, seedCapital, seedPerson, seedProfit, seedRun } from '../../test/member-seed';
import { addLedgerDebit, addLedgerRow, makeSubscriber } from '../../test/people-fixtures';
import { SAMPLE_SALE } from '../../test/sample-sale';
import { useApiSuite } from '../../test/api-suite';
import { okJson } from '../../test/ok-json';
import { backupDatabase, restoreDatabase } from '../backup/backup.service';
import { postBooksAtStart, postMissingEntries } from './backfill-entries';
import { verifyBooks } from './verify-books';

type Db = Parameters<typeof verifyBooks>[0];

/** Every entry with its lines as text, by source: what an entry says, without its id and number. */
async function entriesBySource(db: Db): Promise<Map<string, string[]>> {
  const rows = await rowsOf<{ source: string; entry: string }>(
    db,
    sql`select e.source_kind || ':' || e.source_id as source,
          concat_ws(' | ', e.entry_date::text, e.memo, coalesce(e.audit_id::text, '-'),
            string_agg(case when l.debit > 0 then 'D ' else 'C ' end || l.account_code || coalesce(':' || l.party_id, '') || ' ' || l.currency || ' '
              || (l.debit + l.credit)::text, ', ' order by l.line_no)) as entry
        from journal_entries e join journal_lines l on l.entry_id = e.id
        group by e.id order by e.id`,
  );
  const bySource = new Map<string, string[]>();
  for (const row of rows) bySource.set(row.source, [...(bySource.get(row.source) ?? []), row.entry]);
  return bySource;
}

const countEntries = async (db: Db) => (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from journal_entries`))[0]!.n;

describe.each(DATABASE_KINDS)('the books backfill on %s (docs/accounting.md §7)', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      clerk: ['transactions', 'complete-operations', 'product-sales', 'subscribers', 'individuals', 'update-balance', 'import'],
      manager: ['profit-distribution'],
      approver: { permissions: ['add-profit'], name: 'Books Approver' },
      member: { permissions: ['profile'], type: 'client' },
    },
  });
  const { clerk, manager, approver, member } = suite.users;
  const parties = {} as { client: string; mediator: string };
  const distribute = (url: string, payload: object) =>
    suite.app.inject({ method: 'POST', url: `/api/profit-distribution/${url}`, headers: manager.headers, payload });

  beforeAll(async () => {
    const db = suite.database.db;
    const seeded = await seedPartiesPostingAtOnce(db, { mediators: [{ name: 'Backfill Mediator' }], beneficiary: 'Backfill Programmer' });
    parties.client = seeded.client;
    parties.mediator = seeded.mediators[0];
  });

  it('posts for money written by raw SQL exactly the entries the live posting wrote, once, and the books tie', async () => {
    const db = suite.database.db;
    // Money written behind the services: no entry.
    await seedSubscriber(db, { id: 'raw-a', currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '3000.00', name: 'Raw A' });
    await seedLedgerRows(db, [
      { subscriberId: 'raw-a', date: '2025-06-01', type: 'credit', status: 'completed', amount: '1000.00' },
      { subscriberId: 'raw-a', date: '2025-07-01', type: 'debit', status: 'completed', amount: '250.50' },
      { subscriberId: 'raw-a', date: '2025-07-02', type: 'credit', status: 'pending', amount: '7.00' },
    ]);
    await seedOperation(db, { date: '2026-03-05', currency: 'USD', investorShare: '600.00', clientId: parties.client, mediatorId: parties.mediator });
    await seedSale(db, { date: '2026-02-10', currency: 'USD', profit: '120.00', status: 'sold' });
    await seedMediatorLink(db, { mediatorId: parties.mediator, investorId: 'raw-a', percentage: '10' });
    expect(await verifyBooks(db)).toMatchObject({ intact: false, invariant: 'investor-capital' });

    // Money moved through the services, which post as they write.
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '100000' });
    await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '25000' });
    await addLedgerDebit(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '5000', transactionDate: '2025-04-01' });
    const pending = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '700', status: 'pending', creditType: 'profit' });
    await okJson(clerk.call('POST', `/api/balance-transactions/${pending.row.id}/complete`, {}));
    const topUp = await okJson(
      clerk.call('POST', '/api/update-balance', { subscriberId: subscriber.id, type: 'credit', creditType: 'new-amount', amount: '950' }),
    );
    await okJson(clerk.call('POST', `/api/balance-transactions/${(topUp.row as { id: string }).id}/reverse`, {}));
    const operation = (await okJson(
      clerk.call('POST', '/api/operations', {
        ...SAMPLE_OPERATION_TERMS,
        clientId: parties.client,
        mediatorId: parties.mediator,
        mediatorType: 'normal',
        mediatorAmount: '2000',
        operationDate: '2026-03-10',
      }),
    )) as unknown as TOperationRow;
    await okJson(clerk.call('POST', `/api/operations/${operation.id}/complete`));
    const sale = (await okJson(clerk.call('POST', '/api/product-sales', SAMPLE_SALE))) as unknown as TSaleRow;
    await okJson(clerk.call('POST', `/api/product-sales/${sale.id}/sell`));
    const period = { year: '2026', month: '3', currency: 'USD' };
    const body = { ...period, source: 'operations', selection: { kind: 'all' }, investorPercentage: '80', loss: '50.00' };
    await okJson(distribute('distribute', confirmedBody(body, (await distribute('preview', body)).json())));
    const commissions = (await distribute('commissions/preview', period)).json<{ total: string }>();
    await okJson(distribute('commissions/distribute', { ...period, confirmation: 'YES', expectedTotal: commissions.total }));
    // A member's profit row added to the capital (docs/distribution.md §11): the row of a sales run written by raw SQL, whose
    // entry (the profit owed in 2200 to the member's subscriber) the backfill posts, so the request's debit of 2200 ties.
    const person = await seedPerson(db);
    await linkUser(db, member.id, person.id);
    const capital = await seedCapital(db, { individualId: person.id, amount: '50000' });
    const runId = await seedRun(db, { year: 2025, month: 5, source: 'sales' });
    const profitId = await seedProfit(db, { runId, individualId: person.id, subscriberId: capital, share: '1234' });
    await okJson(member.call('POST', `/api/me/profits/${profitId}/request`, { note: 'add it' }));
    const [request] = await rowsOf<{ id: string }>(db, sql`select id from profit_requests where monthly_profit_id = ${profitId}::bigint`);
    await okJson(approver.call('POST', `/api/profit-requests/${request!.id}/approve`, {}));

    const live = await entriesBySource(db);
    // The subscriber, five ledger rows and the approved profit credit, the operation, the sale, the run and its commissions.
    expect(live.size).toBe(11);
    // The journal as a database older than the books would have it: nothing posted, no monthly balances (TRUNCATE fires no row trigger).
    await db.execute(sql`truncate journal_lines, journal_entries, gl_monthly_balances, gl_account_months`);

    expect(await postBooksAtStart(db)).toEqual({ entries: live.size + 7 });
    const backfilled = await entriesBySource(db);
    for (const [source, entries] of live) expect(backfilled.get(source), source).toEqual(entries);
    // The raw rows got theirs too: subscribers raw-a and the member's, two ledger rows (not the pending one), the operation, the sale and the member's run.
    expect([...backfilled.keys()].filter((source) => !live.has(source))).toHaveLength(7);
    expect(backfilled.get('subscriber:raw-a')).toEqual([`2025-01-01 | subscriber.create raw-a | - | D 1000 USD 3000.00, C 3100:raw-a USD 3000.00`]);
    expect(await verifyBooks(db)).toMatchObject({ intact: true });

    // Idempotent: a second run posts nothing, and a later start only reads its one row.
    const before = await countEntries(db);
    expect(await db.transaction((tx) => postMissingEntries(tx))).toBe(0);
    expect(await postBooksAtStart(db)).toBeNull();
    expect(await countEntries(db)).toBe(before);
  });

  it('posts an import of ledger rows in its transaction, linked to each row’s audit entry, and the books tie', async () => {
    const db = suite.database.db;
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '10000', name: 'Imported Ledger' });
    const [owner] = await rowsOf<{ nni: string }>(
      db,
      sql`select i.nni from individuals i join subscribers s on s.individual_id = i.id where s.id = ${subscriber.id}`,
    );
    const file = Buffer.from(
      [
        'NNI,Currency,Date,Type,Credit type,Amount,Status,Note',
        `${owner!.nni},XAF,2025-02-01,credit,new-amount,2500,completed,first`,
        `${owner!.nni},XAF,2025-02-02,credit,profit,300,completed,second`,
        `${owner!.nni},XAF,2025-02-03,debit,,800,completed,third`,
        `${owner!.nni},XAF,2025-02-04,credit,new-amount,99,pending,fourth`,
      ].join('\n'),
    );
    const before = await countEntries(db);
    expect(
      await importClient(
        () => suite.app,
        () => clerk.cookie,
      ).commit('ledger', file),
    ).toMatchObject({ imported: 4 });
    expect(await countEntries(db)).toBe(before + 3);
    const imported = await rowsOf<{ entry: string }>(
      db,
      sql`select concat_ws(' | ', e.entry_date::text, e.memo, (a.action = 'balance-transaction.import')::text,
            string_agg(case when l.debit > 0 then 'D ' else 'C ' end || l.account_code || ' ' || (l.debit + l.credit)::text, ', ' order by l.line_no)) as entry
          from balance_transactions b
          join journal_entries e on e.source_kind = 'balance-transaction' and e.source_id = b.id::text
          join journal_lines l on l.entry_id = e.id join audit_log a on a.id = e.audit_id
          where b.subscriber_id = ${subscriber.id} group by e.id, a.action order by e.id`,
    );
    const memo = `balance-transaction.import ${subscriber.id}`;
    expect(imported.map((row) => row.entry)).toEqual([
      `2025-02-01 | ${memo} | true | D 1000 2500.00, C 3100 2500.00`,
      `2025-02-02 | ${memo} | true | D 5150 300.00, C 3100 300.00`,
      `2025-02-03 | ${memo} | true | D 3100 800.00, C 1000 800.00`,
    ]);
    expect(await verifyBooks(db)).toMatchObject({ intact: true });
  });

  it('restores a backup of the posted books that still tie', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'wasit-books-'));
    const target = await openTestDatabase(kind);
    try {
      const file = path.join(folder, 'books.backup.gz');
      await backupDatabase(suite.database.db, file);
      await restoreDatabase(target.db, { file, force: false });
      expect(await entriesBySource(target.db)).toEqual(await entriesBySource(suite.database.db));
      expect(await verifyBooks(target.db)).toMatchObject({ intact: true });
      // The restored database was backfilled: its start reads one row and posts nothing.
      expect(await postBooksAtStart(target.db)).toBeNull();
    } finally {
      await target.drop();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
