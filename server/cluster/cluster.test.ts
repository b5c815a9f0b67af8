import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../db/client';
import { createScratchPostgres, createTestUser, prepareTestDatabase, TEST_PASSWORD, type ScratchPostgres } from '../test/helper';
import { freePort, killIfRunning, runCli, signInOverHttp, startServer, type ServerProcess } from '../test/server-process';
import { startHaproxy, type LoadBalancer } from './haproxy';
import { runReader, runWriter, tallied, Tally, type Session, type Writer } from './mixed-load';
import { startOwnPostgres, type OwnPostgres } from './own-postgres';

/**
 * docs/running.md §4–§5: three instances on one PostgreSQL database behind HAProxy, under a
 * bounded mixed load; one instance killed with SIGKILL, then PostgreSQL itself restarted, then the
 * three replaced one by one as a rolling upgrade does. PostgreSQL is a server of the test's own, so
 * restarting it touches no other test.
 */
const LEASE_MS = 3_000;
const WRITERS = 3;
const READERS = 2;

type Slot = { port: number; server: ServerProcess | null };
type Probe = { at: number; slot: number; health: number; ready: number };

async function statusOf(url: string): Promise<number> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status;
  } catch {
    return 0;
  }
}

describe('three instances behind HAProxy on a PostgreSQL server of their own', () => {
  let postgres: OwnPostgres;
  let database: ScratchPostgres;
  let balancer: LoadBalancer;
  let balancerUrl: string;
  const slots: Slot[] = [];

  const instanceEnv = () => ({
    DATABASE_URL: database.url,
    AUTH_SECRET: 'cluster-test-secret-that-is-long-enough-0123456789',
    APP_URL: balancerUrl,
    DEMO_DATA: 'false',
    JOB_LEASE_MS: String(LEASE_MS),
    // Each job waits this long before its first row: long enough to kill its instance while it runs.
    WASIT_TEST_JOB_DELAY_MS: '1500',
  });
  const start = async (slot: Slot) => {
    slot.server = await startServer({ port: slot.port, env: instanceEnv() });
  };
  const ready = async (slot: Slot) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if ((await statusOf(`http://127.0.0.1:${slot.port}/api/ready`)) === 200) return;
      await delay(100);
    }
    throw new Error(`instance on ${slot.port} never ready:\n${slot.server?.output().slice(-3000)}`);
  };

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    database = await createScratchPostgres(postgres.adminUrl);
    for (let index = 0; index < 3; index += 1) slots.push({ port: await freePort(), server: null });
    const lbPort = await freePort();
    balancerUrl = `http://127.0.0.1:${lbPort}`;
    // The first instance migrates the new database; the others start on it, side by side.
    await start(slots[0]!);
    const opened = await openDatabase({ kind: 'postgres', url: database.url });
    await prepareTestDatabase(opened, {});
    await createTestUser(opened, { email: 'operator@cluster.example', type: 'admin', permissions: ['all'] });
    await opened.close();
    await Promise.all(slots.slice(1).map(start));
    balancer = await startHaproxy(
      slots.map((slot) => slot.port),
      lbPort,
    );
    await Promise.all(slots.map(ready));
  }, 180_000);

  afterAll(async () => {
    for (const slot of slots) killIfRunning(slot.server);
    await balancer?.stop();
    await database?.drop().catch(() => undefined);
    await postgres?.dispose();
  });

  test('every acknowledged write is written once through kill -9, a PostgreSQL restart and a rolling replacement', async () => {
    const began = Date.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`  ${((Date.now() - began) / 1000).toFixed(1)} s: ${name}`);
    const session: Session = { url: balancerUrl, headers: await signInOverHttp(balancerUrl, 'operator@cluster.example', TEST_PASSWORD) };
    const setUp = new Tally();
    const today = new Date().toISOString().slice(0, 10);
    const subscriberIds: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const individual = await tallied(session, setUp, '/individuals', {
        method: 'POST',
        body: {
          name: `Cluster Investor ${index}`,
          phone: `+235 66 10 00 0${index}`,
          email: `cluster-${index}@cluster.example`,
          type: 'user',
          nni: `CL${index}`,
          nationality: 'TD',
          isActive: true,
        },
      });
      const individualId = (JSON.parse(individual.text) as { id: string }).id;
      const subscriber = await tallied(session, setUp, '/subscribers', {
        method: 'POST',
        body: { individualId, subscriptionDate: '2026-01-05', subscriptionAmount: '1000000', currency: 'XAF' },
      });
      subscriberIds.push((JSON.parse(subscriber.text) as { id: string }).id);
    }
    expect(setUp.failures()).toEqual({});

    // Every 100 ms, each instance asked directly whether it lives and whether it is ready.
    const probes: Probe[] = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const at = Date.now();
        await Promise.all(
          slots.map(async (slot, index) => {
            const [health, readiness] = await Promise.all([
              statusOf(`http://127.0.0.1:${slot.port}/api/health`),
              statusOf(`http://127.0.0.1:${slot.port}/api/ready`),
            ]);
            probes.push({ at, slot: index, health, ready: readiness });
          }),
        );
        await delay(100);
      }
    })();

    const faults = new Tally();
    let stopped = false;
    const writers: Writer[] = Array.from({ length: WRITERS }, () => ({ keys: [], acknowledged: new Map(), lostAnswers: 0 }));
    const load = Promise.all([
      ...writers.map((writer, index) => runWriter({ session, tally: faults, name: `w${index}`, subscriberIds, stopped: () => stopped, writer })),
      ...Array.from({ length: READERS }, () => runReader({ session, tally: faults, stopped: () => stopped, today })),
    ]);

    // A few seconds of load on three healthy instances first.
    await delay(2_000);
    // An export job, and the instance that runs it killed while it runs.
    const started = await tallied(session, setUp, '/reports/balances/exports', { method: 'POST', body: { format: 'csv', date: today } });
    expect(started.status).toBe(202);
    const jobId = (JSON.parse(started.text) as { id: string }).id;
    const runsIt = (slot: Slot) =>
      slot
        .server!.output()
        .split('\n')
        .some((line) => line.includes(`"jobId":"${jobId}"`) && line.includes('"msg":"job started"'));
    let victim = -1;
    for (let attempt = 0; victim < 0; attempt += 1) {
      victim = slots.findIndex(runsIt);
      if (attempt > 200) throw new Error('no instance started the export');
      if (victim < 0) await delay(25);
    }
    phase('killing the instance running the export');
    slots[victim]!.server!.child.kill('SIGKILL');
    const killedAt = Date.now();
    await slots[victim]!.server!.exited;
    await delay(2_000);

    phase('restarting PostgreSQL');
    const postgresDownAt = Date.now();
    await postgres.restart();
    const postgresUpAt = Date.now();
    // The others become ready again by themselves: no restart.
    await Promise.all(slots.filter((_, index) => index !== victim).map(ready));
    await delay(1_000);

    phase('PostgreSQL back, the others ready');
    // The job of the dead instance is taken over once its lease is over, and finishes.
    let job: { status: string; attempts: number } = { status: 'queued', attempts: 0 };
    for (let attempt = 0; attempt < 300 && job.status !== 'done'; attempt += 1) {
      job = JSON.parse((await tallied(session, setUp, `/jobs/${jobId}`)).text) as typeof job;
      if (job.status !== 'done') await delay(100);
    }
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    const jobDoneAfterMs = Date.now() - killedAt;

    phase('export finished elsewhere; rolling replacement');
    // Rolling replacement: each instance stopped (SIGTERM: it drains) and a new one started in its place.
    await start(slots[victim]!);
    await ready(slots[victim]!);
    await delay(2 * 250 * 2);
    const rolling = new Tally();
    const rollingLoad = { stopped: false };
    const rollingClients = Promise.all([
      ...writers.map((writer, index) => runWriter({ session, tally: rolling, name: `r${index}`, subscriberIds, stopped: () => rollingLoad.stopped, writer })),
      runReader({ session, tally: rolling, stopped: () => rollingLoad.stopped, today }),
    ]);
    stopped = true;
    await load;
    for (const slot of slots) {
      slot.server!.child.kill('SIGTERM');
      const exit = await slot.server!.exited;
      expect(exit.code, `the instance on ${slot.port} stopped with ${JSON.stringify(exit)}:\n${slot.server!.output().slice(-4000)}`).toBe(0);
      await start(slot);
      await ready(slot);
      // HAProxy counts it up after two good checks.
      await delay(2 * 250 + 200);
    }
    phase('three instances replaced');
    rollingLoad.stopped = true;
    await rollingClients;
    probing = false;
    await prober;

    // Every key a client wrote with is in the database exactly once, acknowledged or retried.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ note: string; count: string }>(
      `select note, count(*) from balance_transactions where note ~ '^[wr][0-9]+-' group by note`,
    );
    await client.end();
    const written = new Map(rows.map((row) => [row.note, Number(row.count)]));
    const keys = writers.flatMap((writer) => writer.keys);
    const acknowledged = writers.reduce((sum, writer) => sum + writer.acknowledged.size, 0);
    const lost = writers.reduce((sum, writer) => sum + writer.lostAnswers, 0);
    expect(acknowledged).toBe(keys.length);
    expect([...written.values()].filter((count) => count !== 1)).toEqual([]);
    expect([...written.keys()].sort()).toEqual([...keys].sort());

    // The surviving instances lived throughout and were not ready only while PostgreSQL was down.
    const survivors = probes.filter((probe) => probe.slot !== victim && probe.at < postgresUpAt + 5_000);
    expect(survivors.filter((probe) => probe.health !== 200)).toEqual([]);
    const notReady = survivors.filter((probe) => probe.ready !== 200 && probe.at > killedAt);
    expect(notReady.filter((probe) => probe.at < postgresDownAt - 200 || probe.at > postgresUpAt + 3_000)).toEqual([]);
    // Every request the load sent is one the app takes: what failed, failed for the faults.
    expect(Object.keys(faults.failures()).filter((kind) => /^4\d\d/.test(kind) && !kind.startsWith('409 IDEMPOTENCY_KEY_IN_PROGRESS'))).toEqual([]);
    // A rolling replacement refuses nothing: every request of that phase answered, none failed.
    expect(rolling.failures()).toEqual({});

    // The audit chain and the books are intact.
    const tools = { DATABASE_URL: database.url };
    expect(await runCli('audit-verify', [], tools)).toMatch(/^intact: /m);
    expect(await runCli('ledger-verify', [], tools)).toMatch(/^books intact: /m);

    console.log(
      [
        `cluster: ${keys.length} writes by key, ${written.size} rows found, each once (${lost} answers lost with a killed instance, found in the list); export job done ${jobDoneAfterMs} ms after its instance was killed`,
        ...phases,
        `faults phase (kill -9, PostgreSQL down ${postgresUpAt - postgresDownAt} ms): ${faults.requests} requests, ${faults.retries} retries by key`,
        faults.lines(),
        `rolling phase: ${rolling.requests} requests, ${rolling.retries} retries`,
        rolling.lines(),
      ].join('\n'),
    );
  }, 240_000);
});
