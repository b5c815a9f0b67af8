import { readFileSync, statSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, REPORTS_APPLICATION_NAME, type Database } from '../../db/client';
import type { App } from '../app';
import { buildTestApp, createScratchPostgres, createTestUser, prepareTestDatabase, signIn, asBrowser, type ScratchPostgres } from '../test/helper';
import { addLedgerRow, makeSubscriber } from '../test/people-fixtures';
import { startOwnPostgres, startReplicaOf, type OwnPostgres } from './own-postgres';

/**
 * docs/running.md §7: with REPORTS_DATABASE_URL the reports and their exports read a streaming
 * replica, everything else the primary. A primary and a replica of the test's own (pg_basebackup),
 * both logging every statement with its session's application_name.
 *
 * How "read on the replica, not on the primary" is measured: PostgreSQL writes each statement to
 * its server log (log_statement = 'all') before running it, so once a report's answer has arrived
 * its statements are in the log of the server that ran them. The report's own queries name tables
 * nothing else of a report call reads (the session look-up and the job runner's polling read the
 * primary's users, sessions and jobs): the balances report `balance_transactions`, the trial
 * balance `gl_account_months`. The log lines a call adds are read on both servers: the primary's
 * hold no such statement, the replica's do, from a session named REPORTS_APPLICATION_NAME. The
 * same call of an app without a replica does add them to the primary's log: the probe sees a
 * primary read when there is one.
 */
const LINE_PREFIX = "log_line_prefix = '%m [%p] app=%a '";
const SETTINGS = ["log_statement = 'all'", LINE_PREFIX];

/** What a server's log gains during `call`. */
async function logged(server: OwnPostgres, call: () => Promise<void>): Promise<string> {
  const before = statSync(server.logFile).size;
  await call();
  return readFileSync(server.logFile).subarray(before).toString('utf8');
}

/**
 * The log's statements (simple `statement:` or extended `execute <name>:`, each an entry from its
 * time stamp to the next one's: a statement spans lines) that name `table`.
 */
const linesNaming = (log: string, table: string) =>
  log.split(/\n(?=\d{4}-\d{2}-\d{2} )/).filter((entry) => /^[^\n]* LOG: {2}(statement|execute [^:]*):/.test(entry) && entry.includes(table));

async function query<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

describe('reports read from a streaming replica (REPORTS_DATABASE_URL)', () => {
  let primary: OwnPostgres;
  let replica: OwnPostgres;
  let scratch: ScratchPostgres;
  let database: Database;
  let app: App;
  /** The same database without a replica: the control that the log probe sees primary reads. */
  let primaryOnly: App;
  let cookie: string;
  let replicaUrl: string;

  /** Waits until the replica has replayed everything the primary has written so far. */
  const caughtUp = async () => {
    const { lsn } = (await query<{ lsn: string }>(primary.adminUrl, 'select pg_current_wal_lsn()::text as lsn'))[0]!;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { done } = (await query<{ done: boolean }>(replica.adminUrl, 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [lsn]))[0]!;
      if (done) return;
      await delay(50);
    }
    throw new Error(`the replica never replayed ${lsn}`);
  };

  beforeAll(async () => {
    primary = await startOwnPostgres({ replication: true, settings: SETTINGS });
    replica = await startReplicaOf(primary);
    scratch = await createScratchPostgres(primary.adminUrl);
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
    await prepareTestDatabase(database, {});
    replicaUrl = scratch.url.replace(`:${primary.port}/`, `:${replica.port}/`);
    // The app's schema reaches the replica by streaming, as everything else: waited for before opening it.
    await caughtUp();
    app = await buildTestApp(database, { database: { kind: 'postgres', url: scratch.url }, reportsDatabaseUrl: replicaUrl });
    primaryOnly = await buildTestApp(database, { database: { kind: 'postgres', url: scratch.url } });
    const user = await createTestUser(database, { permissions: ['all'] });
    cookie = await signIn(app, user.email);
  });

  afterAll(async () => {
    await app?.close();
    await primaryOnly?.close();
    await database?.close();
    await scratch?.drop();
    await replica?.dispose();
    await primary?.dispose();
  });

  test('serves the reports and their exports from the replica, the primary untouched by their reads', async () => {
    // Written through the app, on the primary: a subscriber of 100,000 and a completed credit of 2,500.
    const subscriber = await makeSubscriber(app, cookie, { amount: '100000', date: '2025-01-15', name: 'Replica Reader' });
    await addLedgerRow(app, cookie, { subscriberId: subscriber.id, amount: '2500', transactionDate: '2025-03-01' });
    await caughtUp();
    const get = (on: App, url: string) => on.inject({ method: 'GET', url, headers: asBrowser(cookie) });
    /** GET `url` of the app with a replica, answered 200: its body, and the log lines the call added on each server. */
    const readThroughReplica = async (url: string) => {
      let body = '';
      let onReplica = '';
      const onPrimary = await logged(primary, async () => {
        onReplica = await logged(replica, async () => {
          const answer = await get(app, url);
          expect(answer.statusCode, answer.body).toBe(200);
          body = answer.body;
        });
      });
      return { body, onReplica, onPrimary };
    };

    const balances = await readThroughReplica('/api/reports/balances?date=2025-12-31');
    const reads = linesNaming(balances.onReplica, 'balance_transactions');
    expect(reads.length, balances.onReplica.slice(-4000)).toBeGreaterThan(0);
    for (const entry of reads) expect(entry).toContain(` app=${REPORTS_APPLICATION_NAME} LOG:`);
    const page = JSON.parse(balances.body) as { items: Array<{ subscriberId: string; balance: string }>; totals: unknown };
    expect(page.items.find((row) => row.subscriberId === subscriber.id)?.balance).toBe('102500');
    expect(page.totals).toEqual([{ currency: 'XAF', count: 1, total: '102500' }]);
    expect(linesNaming(balances.onPrimary, 'balance_transactions')).toEqual([]);
    // The session behind the call was read on the primary: the probe watched the right server.
    expect(balances.onPrimary).toMatch(/LOG: {2}(statement|execute [^:]*):/);

    const csv = await readThroughReplica('/api/reports/balances/export?format=csv&date=2025-12-31');
    expect(linesNaming(csv.onReplica, 'balance_transactions').length).toBeGreaterThan(0);
    expect(csv.body).toContain('Replica Reader');
    expect(csv.body).toMatch(/102[ ,.\u00a0\u202f]?500/);
    expect(linesNaming(csv.onPrimary, 'balance_transactions')).toEqual([]);

    const trial = await readThroughReplica('/api/accounting/trial-balance?date=2025-12-31');
    expect(linesNaming(trial.onReplica, 'gl_account_months').length).toBeGreaterThan(0);
    expect(linesNaming(trial.onPrimary, 'gl_account_months')).toEqual([]);
    // The replica's answer is the primary's: the same route of an app without a replica.
    const control = await logged(primary, async () => {
      const answer = await get(primaryOnly, '/api/accounting/trial-balance?date=2025-12-31');
      expect(answer.body).toBe(trial.body);
    });
    expect(linesNaming(control, 'gl_account_months').length).toBeGreaterThan(0);
    const cash = (JSON.parse(trial.body) as { currencies: Array<{ rows: Array<{ code: string; debit: string }> }> }).currencies[0]!.rows.find(
      (row) => row.code === '1000',
    );
    expect(cash?.debit).not.toBe('0');
    const controlBalances = await logged(primary, async () => {
      expect((await get(primaryOnly, '/api/reports/balances?date=2025-12-31')).json()).toEqual(page);
    });
    expect(linesNaming(controlBalances, 'balance_transactions').length).toBeGreaterThan(0);

    // No session of the replica's pools ever reached the primary; they are on the replica.
    const named = 'select count(*)::int as count from pg_stat_activity where application_name = $1';
    expect(await query(primary.adminUrl, named, [REPORTS_APPLICATION_NAME])).toEqual([{ count: 0 }]);
    expect((await query<{ count: number }>(replica.adminUrl, named, [REPORTS_APPLICATION_NAME]))[0]!.count).toBeGreaterThan(0);
  });

  test("an export job stores its file on the primary and reads the report's rows on the replica", async () => {
    const onPrimary = await logged(primary, async () => {
      const onReplica = await logged(replica, async () => {
        const started = await app.inject({
          method: 'POST',
          url: '/api/reports/balances/exports',
          headers: asBrowser(cookie),
          payload: { format: 'csv', date: '2025-12-31' },
        });
        expect(started.statusCode, started.body).toBe(202);
        const id = started.json<{ id: string }>().id;
        let status = 'queued';
        for (let attempt = 0; attempt < 300 && (status === 'queued' || status === 'running'); attempt += 1) {
          await delay(50);
          status = (await app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: asBrowser(cookie) })).json<{ status: string }>().status;
        }
        expect(status).toBe('done');
        const file = await app.inject({ method: 'GET', url: `/api/jobs/${id}/file`, headers: asBrowser(cookie) });
        expect(file.statusCode).toBe(200);
        expect(file.body).toContain('Replica Reader');
      });
      expect(linesNaming(onReplica, 'balance_transactions').length).toBeGreaterThan(0);
    });
    expect(linesNaming(onPrimary, 'balance_transactions')).toEqual([]);
    // The job's row and its file's parts: written on the primary, which the replica could not take.
    expect(linesNaming(onPrimary, 'job_file_parts').length).toBeGreaterThan(0);
  });

  test('refuses a write through the replica: every transaction of its pools is read-only', async () => {
    expect(await app.reports.execute(sql`show default_transaction_read_only`)).toMatchObject({ rows: [{ default_transaction_read_only: 'on' }] });
    const refused = await app.reports.execute(sql`create table replica_write_probe (id int)`).then(
      () => null,
      (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
    );
    // read_only_sql_transaction: refused by the session's setting (and by the standby itself).
    expect(refused).toBe('25006');
  });
});
