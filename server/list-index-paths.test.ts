import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../bench/list-fixtures';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test/helper';
import type { Tx } from '../db/client';
import { listAuditLog } from '../db/queries/audit-log-list';
import { listIndividuals } from '../db/queries/individuals';
import { listAllJobs } from '../db/queries/jobs';
import { listLedger } from '../db/queries/ledger';
import { listSales } from '../db/queries/product-sales';
import { rowsOf } from '../db/queries/raw-rows';
import { listSubscribers } from '../db/queries/subscribers';
import { listUsers } from '../db/queries/users';

// Issue 31 (docs/architecture.md §8): each filter, sort and search of a list reads an index, never
// the whole table, once the table is large enough for the planner to tell. Counted by the
// transaction's own statistics (pg_stat_xact_user_tables): the sequential scans each list query
// adds on its tables. The bench (bench/lists.bench.ts) measures the same cases at 100,000 rows.
const ROWS = 10_000;

type Case = [label: string, tables: string[], run: (tx: Tx) => Promise<unknown>, planned?: 'once'];

const page = 26;
const CASES: Case[] = [
  [
    'subscribers: status matching none',
    ['subscribers', 'individuals'],
    (tx) => listSubscribers(tx, { limit: page, status: 'inactive', sort: { column: 'name', direction: 'asc' } }),
    'once',
  ],
  [
    'subscribers: a unique name',
    ['subscribers', 'individuals'],
    (tx) => listSubscribers(tx, { limit: page, search: 'Saleh 9999', sort: { column: 'name', direction: 'asc' } }),
  ],
  [
    'subscribers: by balance',
    ['subscribers', 'individuals', 'balance_transactions'],
    (tx) => listSubscribers(tx, { limit: page, sort: { column: 'balance', direction: 'desc' } }),
    'once',
  ],
  ['individuals: an e-mail', ['individuals'], (tx) => listIndividuals(tx, { limit: page, search: 'bench4242@', sort: { column: 'name', direction: 'asc' } })],
  [
    'individuals: type matching none',
    ['individuals'],
    (tx) => listIndividuals(tx, { limit: page, type: 'admin', sort: { column: 'name', direction: 'asc' } }),
    'once',
  ],
  ['individuals: by creation', ['individuals'], (tx) => listIndividuals(tx, { limit: page, sort: { column: 'createdAt', direction: 'desc' } }), 'once'],
  ['users: by status (the default)', ['users'], (tx) => listUsers(tx, { limit: page, sort: { column: 'status', direction: 'asc' } }), 'once'],
  ['users: inactive', ['users'], (tx) => listUsers(tx, { limit: page, status: 'inactive', sort: { column: 'status', direction: 'asc' } }), 'once'],
  ['users: by last login', ['users'], (tx) => listUsers(tx, { limit: page, sort: { column: 'lastLogin', direction: 'desc' } }), 'once'],
  [
    'sales: status matching none',
    ['product_sales'],
    (tx) => listSales(tx, { limit: page, status: 'cancelled', sort: { column: 'saleDate', direction: 'desc' } }),
  ],
  ['sales: a number', ['product_sales'], (tx) => listSales(tx, { limit: page, search: 'PS-0004242', sort: { column: 'saleDate', direction: 'desc' } })],
  ['sales: by profit', ['product_sales'], (tx) => listSales(tx, { limit: page, sort: { column: 'profit', direction: 'desc' } }), 'once'],
  // A sort on the customer's name and one on the subscriber's currency read the copies kept on the row (migration list_sort_keys).
  ['sales: by customer', ['product_sales', 'individuals'], (tx) => listSales(tx, { limit: page, sort: { column: 'customer', direction: 'asc' } }), 'once'],
  [
    'ledger: status matching none',
    ['balance_transactions'],
    (tx) => listLedger(tx, { limit: page, status: 'cancelled', sort: { column: 'date', direction: 'desc' } }),
  ],
  ['ledger: by amount', ['balance_transactions'], (tx) => listLedger(tx, { limit: page, sort: { column: 'amount', direction: 'asc' } }), 'once'],
  [
    'ledger: by currency',
    ['balance_transactions', 'subscribers', 'individuals'],
    (tx) => listLedger(tx, { limit: page, sort: { column: 'currency', direction: 'desc' } }),
    'once',
  ],
  [
    'audit log: entity matching none',
    ['audit_log'],
    (tx) => listAuditLog(tx, { filter: { entity: 'period' }, limit: page, sort: { column: 'at', direction: 'desc' } }),
  ],
  [
    'audit log: an actor named',
    ['audit_log'],
    (tx) => listAuditLog(tx, { filter: { actor: 'Djibrine 4242' }, limit: page, sort: { column: 'at', direction: 'desc' } }),
  ],
  [
    // The bench's "one month" at 10,000 rows (three minutes apart, the log spans three weeks): a week.
    'audit log: a week (from, to)',
    ['audit_log'],
    (tx) =>
      listAuditLog(tx, {
        filter: { fromAt: '2024-01-08T00:00:00.000Z', beforeAt: '2024-01-15T00:00:00.000Z' },
        limit: page,
        sort: { column: 'at', direction: 'desc' },
      }),
  ],
  ['jobs: status matching none', ['jobs'], (tx) => listAllJobs(tx, { limit: 20, status: 'queued' })],
  ['jobs: every job', ['jobs'], (tx) => listAllJobs(tx, { limit: 20, status: null }), 'once'],
];

describe.each(DATABASE_KINDS)('list index paths on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedLists(database, ROWS);
  });

  afterAll(async () => {
    await database.drop();
  });

  it.each(CASES)('%s reads no table whole', async (_label, tables, run, planned) => {
    await database.db.transaction(async (tx) => {
      // A page planned once runs on a generic plan, as on the named statements' connections (db/client.ts).
      if (planned === 'once') {
        await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
        await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      }
      const scans = async () =>
        rowsOf<{ name: string; scans: number }>(
          tx,
          sql`select relname as name, seq_scan::int as scans from pg_stat_xact_user_tables where relname in ${sql`(${sql.join(
            tables.map((table) => sql`${table}`),
            sql`, `,
          )})`} order by relname`,
        );
      const before = await scans();
      await run(tx);
      expect(await scans()).toEqual(before);
    });
  });
});
