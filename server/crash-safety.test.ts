import { setDistributionApproval } from './test/distribution-seed';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDistributionOverview, TInvestorPreview } from '../contract/profit-distribution';
import type { TLedgerResult } from '../contract/ledger';
import { openDatabase, type Database } from '../db/client';
import { loadReferenceData } from '../db/reference-data';
import { CAPITAL_ENTRY_DATE, CRASH_MONTH, seedCapitalSubscribers, seedLargeMonth } from './test/crash-seed';
import { POSTGRES_TEMPLATE_ENV } from './test/database-templates';
import { createScratchPostgres, DATABASE_KINDS, openMigratedPgliteFolder, withoutTwoFactorRequirement, type DatabaseKind } from './test/helper';
import { killIfRunning, runCli, serverPid, signInOverHttp, startServer, type ServerProcess } from './test/server-process';

// The real server in a child process, killed with SIGKILL in the middle of acknowledged writes,
// then started again on the same database with no manual step.
const INVESTORS = 4_000;
const MIN_ACKNOWLEDGED = 30;
const ADMIN = { email: 'crash-admin@test.example', password: 'crash-test-password', name: 'Crash Admin' };
/** Starting the real server takes seconds, and minutes on a loaded machine; these tests start it several times. */
const LIMIT_MS = 600_000;

type Target = { env: Record<string, string>; open: () => Promise<Database>; cleanup: () => Promise<void> };

/** A database of the test's own, starting as a copy of the run's migrated one: the test is about crashes, not a first start. */
async function targetFor(kind: DatabaseKind): Promise<Target> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wasit-crash-'));
    await (await openMigratedPgliteFolder(dataDir)).close();
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchPostgres(undefined, { template: process.env[POSTGRES_TEMPLATE_ENV] });
  return { env: { DATABASE_URL: scratch.url, DEMO_DATA: 'false' }, open: () => openDatabase({ kind: 'postgres', url: scratch.url }), cleanup: scratch.drop };
}

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function stopGracefully(server: ServerProcess): Promise<void> {
  process.kill(serverPid(server), 'SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
}

describe.each(DATABASE_KINDS)('a crash (SIGKILL) of the real server on %s', (kind) => {
  let target: Target;
  let capitalSubscribers: string[];
  const servers: ServerProcess[] = [];

  const start = async (): Promise<ServerProcess> => {
    // At debug the server logs each request it takes, at once: the kill below aims inside one.
    const server = await startServer({ env: { ...target.env, LOG_LEVEL: 'debug' }, via: 'node' });
    servers.push(server);
    return server;
  };
  const call = async <T>(server: ServerProcess, headers: Record<string, string>, method: 'GET' | 'POST', url: string, body?: object): Promise<T> => {
    const answer = await fetch(`${server.url}${url}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };

  beforeAll(async () => {
    target = await targetFor(kind);
    const database = await target.open();
    try {
      await loadReferenceData(database.db);
      capitalSubscribers = await seedCapitalSubscribers(database.db, 4);
      await seedLargeMonth(database.db, INVESTORS);
      await setDistributionApproval(database.db, false);
    } finally {
      await database.close();
    }
    await runCli('create-admin', ['--email', ADMIN.email, '--password', ADMIN.password, '--name', ADMIN.name], target.env);
    // create-admin turns the second-factor requirement on; this test is about crashes, not enrolment.
    const afterAdmin = await target.open();
    try {
      await withoutTwoFactorRequirement(afterAdmin);
    } finally {
      await afterAdmin.close();
    }
  }, LIMIT_MS);
  afterAll(async () => {
    for (const server of servers) killIfRunning(server);
    await target.cleanup();
  });

  it(
    'keeps every acknowledged capital entry with its amount, and each balance equals its ledger',
    async () => {
      const server = await start();
      const headers = await signInOverHttp(server.url, ADMIN.email, ADMIN.password);
      const acknowledged: Array<{ id: string; amount: string }> = [];
      let killed = false;
      let refusal: unknown = null;
      const writeUntilKilled = async (subscriberId: string): Promise<void> => {
        while (!killed) {
          const amount = `${randomInt(1, 1000)}.${String(randomInt(0, 100)).padStart(2, '0')}`;
          const body = { subscriberId, type: 'credit', creditType: 'new-amount', amount, transactionDate: CAPITAL_ENTRY_DATE, status: 'completed' };
          try {
            const result = await call<TLedgerResult>(server, headers, 'POST', '/api/balance-transactions', body);
            acknowledged.push({ id: result.row.id, amount: result.row.amount });
          } catch (error) {
            // Only the kill may stop a write: a refusal before it is a failure of the test.
            if (!killed) refusal ??= error;
            return;
          }
        }
      };
      const writers = capitalSubscribers.map(writeUntilKilled);
      // A random moment once a stream of writes is going.
      while (acknowledged.length < MIN_ACKNOWLEDGED && refusal === null) await sleep(50);
      await sleep(randomInt(0, 2_000));
      killed = true;
      process.kill(serverPid(server), 'SIGKILL');
      await Promise.all(writers);
      if (refusal !== null) throw refusal;
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(acknowledged.length).toBeGreaterThan(0);

      // Started again as after a crash: no lock to remove by hand, nothing to repair.
      await stopGracefully(await start());
      const database = await target.open();
      try {
        const ids = acknowledged.map((entry) => entry.id);
        const found = await rowsOf<{ id: string; amount: string }>(
          database,
          sql`select id::text as id, amount::text as amount from balance_transactions where id::text in ${ids}`,
        );
        const foundAmounts = new Map(found.map((row) => [row.id, row.amount]));
        console.log(`${kind}: ${acknowledged.length} capital entries acknowledged before SIGKILL, ${found.length} found after the restart`);
        expect(acknowledged.filter((entry) => foundAmounts.get(entry.id) !== entry.amount)).toEqual([]);
        const balances = await rowsOf<{ id: string; balance: string; ledger: string }>(
          database,
          sql`select s.id, s.balance::text as balance,
                (s.subscription_amount + coalesce(sum(case when b.type = 'credit' then b.amount else -b.amount end) filter (where b.status = 'completed'), 0))::text as ledger
              from subscribers s left join balance_transactions b on b.subscriber_id = s.id where s.id in ${capitalSubscribers} group by s.id`,
        );
        expect(balances).toHaveLength(capitalSubscribers.length);
        for (const row of balances) expect(row.balance, row.id).toBe(row.ledger);
      } finally {
        await database.close();
      }
    },
    LIMIT_MS,
  );

  it(
    'leaves a month distributed wholly or not at all, and distributing it again works',
    async () => {
      const query = `/api/profit-distribution/overview?year=${CRASH_MONTH.year}&month=${CRASH_MONTH.month}&currency=${CRASH_MONTH.currency}`;
      const body = { ...CRASH_MONTH, source: 'operations', selection: { kind: 'all' }, investorPercentage: '100', loss: '0' };
      const server = await start();
      let headers = await signInOverHttp(server.url, ADMIN.email, ADMIN.password);
      const began = performance.now();
      const preview = await call<TInvestorPreview>(server, headers, 'POST', '/api/profit-distribution/preview', body);
      const previewMs = performance.now() - began;
      const expected = { sourceCount: preview.sourceCount, baseTotal: preview.baseTotal, distributable: preview.distributable };
      let answered = false;
      const distribute = call(server, headers, 'POST', '/api/profit-distribution/distribute', { ...body, expected }).then(
        () => (answered = true),
        () => undefined,
      );
      await server.waitForOutput(/"route":"\/api\/profit-distribution\/distribute"[^\n]*"msg":"request taken"/);
      // Distribute recomputes what preview computed, then writes: a moment around that length lands inside it.
      await sleep(previewMs * (0.3 + Math.random()));
      process.kill(serverPid(server), 'SIGKILL');
      await distribute;
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });

      const restarted = await start();
      headers = await signInOverHttp(restarted.url, ADMIN.email, ADMIN.password);
      const afterCrash = await call<TDistributionOverview>(restarted, headers, 'GET', query);
      const whole = afterCrash.operations.distributedCount > 0;
      console.log(
        `${kind}: distribute of ${preview.activeInvestors} investors killed after ${answered ? 'it answered' : 'it was taken, before it answered'}; found ${whole ? 'wholly distributed' : 'not distributed'} (${afterCrash.profitRows} profit rows)`,
      );
      if (answered) expect(whole).toBe(true);
      if (whole) {
        expect(afterCrash.operations.distributedCount).toBe(preview.sourceCount);
        expect(afterCrash.operations.selectableCount).toBe(0);
        expect(afterCrash.profitRows).toBeGreaterThan(0);
        await call(restarted, headers, 'POST', '/api/profit-distribution/reset', CRASH_MONTH);
      } else {
        expect(afterCrash.operations.selectableCount).toBe(preview.sourceCount);
        expect(afterCrash.profitRows).toBe(0);
      }

      const again = await call<TInvestorPreview>(restarted, headers, 'POST', '/api/profit-distribution/preview', body);
      expect(again.distributable).toBe(preview.distributable);
      const result = await call<{ rowsWritten: number; sourcesMarked: number }>(restarted, headers, 'POST', '/api/profit-distribution/distribute', {
        ...body,
        expected,
      });
      expect(result.sourcesMarked).toBe(preview.sourceCount);
      const final = await call<TDistributionOverview>(restarted, headers, 'GET', query);
      expect(final.operations.distributedCount).toBe(preview.sourceCount);
      expect(final.profitRows).toBeGreaterThan(0);
      // A whole distribution found after the crash is the same as a clean one.
      if (whole) expect(afterCrash.profitRows).toBe(final.profitRows);
      await stopGracefully(restarted);
    },
    LIMIT_MS,
  );
});
