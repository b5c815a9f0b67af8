import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { TOperationBody } from '../contract/operations';
import { SAMPLE_OPERATION_TERMS } from '../contract/test-support/sample-operation';
import { openDatabase, type Database } from '../db/client';
import { loadReferenceData } from '../db/reference-data';
import { build } from '../server/app';
import { createTestIndividual } from '../server/test/people';
import { createScratchPostgres, createTestUser, signIn, testConfig, withoutTwoFactorRequirement } from '../server/test/helper';
import { benchServerUrl } from './bench-database';

// Capacity (docs/operations.md §22): how many money writes one instance takes a second. Clients
// record operations through the whole app over HTTP (session, access, zod, the idempotency key's
// claim, the row, its audit row, one transaction), each with a new Idempotency-Key as the web app
// sends, CONNECTIONS at a time, for SECONDS after a warm-up; then completes each recorded operation
// (the write that posts its journal entry). Every acknowledged write is counted in the database
// afterwards: a figure of writes that were not all written would be worthless.
//
// This is a capacity figure, not a goal against a floor: what a write costs beyond its statements is
// the safety the app owes each one (audit chain, key, access), which no floor would keep.
const SECONDS = Number.parseInt(process.env.BENCH_SECONDS ?? '15', 10);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = Number.parseInt(process.env.BENCH_CONNECTIONS ?? '8', 10);

type Figures = { writes: number; seconds: number; p50: number; p99: number; ids: string[] };

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** CONNECTIONS clients each sending `write` one after another until `seconds` are over (or `write` has nothing left: null). */
async function load(seconds: number, write: () => Promise<string | null>): Promise<Figures> {
  const times: number[] = [];
  const ids: string[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        const id = await write();
        if (id === null) break;
        ids.push(id);
        times.push(performance.now() - start);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { writes: times.length, seconds: elapsed, p50: percentile(times, 0.5), p99: percentile(times, 0.99), ids };
}

const describe = (label: string, figures: Figures) =>
  `  ${label}: ${figures.writes} writes in ${figures.seconds.toFixed(1)} s, ${(figures.writes / figures.seconds).toFixed(0)} a second ` +
  `(p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${CONNECTIONS} clients)`;

async function benchOne(database: Database, kind: string): Promise<void> {
  await loadReferenceData(database.db);
  await withoutTwoFactorRequirement(database);
  const app = await build({ config: testConfig(), database, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const user = await createTestUser(database, { permissions: ['transactions', 'complete-operations'] });
    const cookie = await signIn(app, user.email);
    const client = await createTestIndividual(database, { name: 'Bench Client' });
    const mediator = await createTestIndividual(database, { name: 'Bench Mediator', type: 'mediator' });
    const body: TOperationBody = {
      ...SAMPLE_OPERATION_TERMS,
      clientId: client.id,
      mediatorId: mediator.id,
      mediatorType: 'normal',
      mediatorAmount: '2000',
      operationDate: new Date().toISOString().slice(0, 10),
    };
    const send = async (path: string, payload: object): Promise<string> => {
      const answer = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(payload),
      });
      const text = await answer.text();
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${text}`);
      return (JSON.parse(text) as { id: string }).id;
    };
    const record = () => send('/api/operations', body);

    await load(WARM_UP_SECONDS, record);
    const recorded = await load(SECONDS, record);
    let toComplete = 0;
    const completed = await load(SECONDS, async () => {
      const id = recorded.ids[toComplete];
      toComplete += 1;
      return id ? send(`/api/operations/${id}/complete`, {}) : null;
    });
    const {
      rows: [counted],
    } = (await database.db.execute(
      sql`select count(*) filter (where id::text = any(${`{${recorded.ids.join(',')}}`}::text[]))::int as recorded,
        count(*) filter (where id::text = any(${`{${completed.ids.join(',')}}`}::text[]) and status = 'completed')::int as completed from operations`,
    )) as unknown as { rows: Array<{ recorded: number; completed: number }> };
    if (counted?.recorded !== recorded.writes || counted?.completed !== completed.writes) {
      throw new Error(`acknowledged writes missing: ${JSON.stringify(counted)} of ${recorded.writes} recorded, ${completed.writes} completed`);
    }
    console.log(`${kind}: money writes through one instance over HTTP, each with its Idempotency-Key (all counted back in the database)`);
    console.log(describe('record an operation', recorded));
    console.log(describe('complete it (posts its journal entry)', completed));
    const perDay = Math.min(recorded.writes / recorded.seconds, completed.writes / completed.seconds) * 8 * 3600;
    console.log(`  an 8-hour day at that rate: ${Math.floor(perDay).toLocaleString('en-US')} operations recorded and completed, each`);
  } finally {
    await app.close();
  }
}

console.log(
  `machine load (1, 5, 15 min): ${loadavg()
    .map((minutes) => minutes.toFixed(1))
    .join(', ')} on ${availableParallelism()} cores`,
);
const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
try {
  await benchOne(pglite, 'PGlite (embedded)');
} finally {
  await pglite.close();
}
const serverUrl = benchServerUrl();
if (!serverUrl) {
  console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
} else {
  const scratch = await createScratchPostgres(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await benchOne(database, 'PostgreSQL');
  } finally {
    await database.close();
    await scratch.drop();
  }
}
