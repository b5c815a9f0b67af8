import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase, type Database } from '../db/client';
import { listOperations } from '../db/queries/operations';
import { findSessionWithUser } from '../db/queries/session-lookup';
import { loadReferenceData } from '../db/reference-data';
import { build } from '../server/app';
import { exportOperations } from '../server/features/operations/operations-export';
import { toOperationRow } from '../server/features/operations/operation-view';
import { createScratchPostgres, createTestUser, signIn, testConfig } from '../server/test/helper';
import { benchServerUrl } from './bench-database';
import { measureRun } from './measure-run';

// 200,000 operations between 1,000 individuals over five years; each list request is measured
// through the whole app (session, access, zod, serialisation) and against the floor: a bare
// Fastify route that reads the session row by its token, as any authenticated route must, then
// runs the same query function. The app is measured twice: with its own session check
// (server/auth/session-check.ts) and with better-auth's `getSession` for every request, so that the
// choice between them is made on these figures.
const OPERATIONS = 200_000;
const SECONDS = Number.parseInt(process.env.BENCH_SECONDS ?? '10', 10);
const WARM_UP_SECONDS = 3;
/** Runs of each side per case; the median of their p99s and requests a second is compared. */
const ROUNDS = 3;
const CONNECTIONS = 50;
const RATIO_GOAL = 1.2;
/** p99 goal of a search under load, per engine. */
const SEARCH_P99_GOAL_MS = { postgres: 150, pglite: 400 } as const;
/** An Excel export of 100,000 rows, as the report exports (docs/architecture.md §6). */
const EXPORT_GOAL_SECONDS = 4;

/** Bench data only: generated in the database itself, far faster than 200,000 inserts. */
async function seed(database: Database): Promise<void> {
  await database.db.execute(sql`insert into individuals (id, name, phone, email, type, nni, nationality)
    select 'bench-ind-' || n, 'Bench Person ' || n || ' ' || substr(md5(n::text), 1, 6), '+235 6' || lpad(n::text, 7, '0'), 'bench' || n || '@bench.example',
           case when n % 5 = 0 then 'mediator' else 'user' end, 'NNI' || n, 'TD'
    from generate_series(1, 1000) as n`);
  await database.db.execute(sql`insert into operations (id, seq, number, source_country, destination_country, amount, currency, exchange_rate, service_rate,
      equivalent_usd, revenue, investor_rule_kind, investor_rule_value, mediator_type, mediator_rule_kind, mediator_rule_value, special_rule_kind,
      special_rule_value, investor_share, mediator_share, special_share, company_share, operation_date, client_id, mediator_id, status)
    select 'bench-op-' || i, i, 'OP-' || lpad(i::text, 7, '0'), 'chad', 'uae', 1000000, (array['XAF','USD','EUR'])[1 + i % 3], 605.5, 3,
           1651.53, 30000, 'percent-of-revenue', 50, 'normal', 'fixed', 2000, 'percent-of-remainder', 5, 15000, 2000, 650, 12350,
           date '2021-01-01' + (i % 1825), 'bench-ind-' || (1 + i % 1000), 'bench-ind-' || (1 + (i + 7) % 1000),
           (array['completed','completed','completed','pending','cancelled'])[1 + i % 5]
    from generate_series(1, ${OPERATIONS}) as i`);
  // What autovacuum gives a live PostgreSQL, and the server's upkeep a live PGlite (docs/architecture.md
  // §6): statistics, which the keyset batches and pages are planned on, and the visibility map,
  // without which an index-only scan reads the table anyway.
  await database.db.execute(sql`vacuum analyze`);
}

type Figure = { requests: number; p99: number; timeouts: number };

async function measure(url: string, headers: Record<string, string>, seconds = SECONDS): Promise<Figure> {
  // The load comes from a worker thread: the server's event loop is not also running the client.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, workers: 1 });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers that were not 2xx`);
  // Requests still waiting after autocannon's 10 s timeout are reported, not hidden.
  return { requests: result.requests.average, p99: result.latency.p99, timeouts: result.errors };
}

/** The session token of a `wasit.session_token=token.signature` cookie, its signature not checked. */
function tokenOf(cookieHeader: string | undefined): string {
  const value = decodeURIComponent((cookieHeader ?? '').split('=').slice(1).join('='));
  return value.slice(0, value.lastIndexOf('.'));
}

async function floorServer(database: Database) {
  const floor = Fastify({ logger: false });
  const route = (path: string, list: () => ReturnType<typeof listOperations>) =>
    floor.get(path, async (request, reply) => {
      if (!(await findSessionWithUser(database.db, tokenOf(request.headers.cookie)))) return reply.status(401).send();
      return (await list()).map(toOperationRow);
    });
  route('/first', () => listOperations(database.db, { sort: { column: 'date', direction: 'desc' }, limit: 26 }));
  route('/cursor', () =>
    listOperations(database.db, { sort: { column: 'date', direction: 'desc', after: { value: '2025-12-04', id: 'bench-op-99999' } }, limit: 26 }),
  );
  // The app trims the search (zod), so the floor searches the trimmed text too.
  route('/search', () => listOperations(database.db, { search: 'Person 42', sort: { column: 'date', direction: 'desc' }, limit: 26 }));
  route('/no-match', () => listOperations(database.db, { search: 'zz-no-such-name', sort: { column: 'date', direction: 'desc' }, limit: 26 }));
  await floor.listen({ port: 0, host: '127.0.0.1' });
  const address = floor.server.address();
  return { floor, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

type ExportFigures = { rows: number; seconds: number; cpuSeconds: number; exportMb: number; peakMb: number };

/** The export's own figures (measure-run.ts), and how many operations it wrote. */
async function measureExport(database: Database): Promise<ExportFigures> {
  const figures = await measureRun(async () => {
    const file = exportOperations(
      database.db,
      { from: '2021-01-01', to: '2023-06-30', columns: 'number,date,client,mediator,amount,currency,revenue,companyShare,status' },
      'xlsx',
    );
    await Promise.all([pipeline(file.stream, new Writable({ write: (_chunk: Buffer, _encoding, done) => done() })), file.done]);
  });
  const rows = (await listOperations(database.db, { from: '2021-01-01', to: '2023-06-30', sort: { column: 'date', direction: 'desc' }, limit: OPERATIONS }))
    .length;
  return { rows, seconds: figures.seconds, cpuSeconds: figures.cpuSeconds, exportMb: Math.round(figures.runRssMb), peakMb: Math.round(figures.peakRssMb) };
}

async function listening(app: Awaited<ReturnType<typeof build>>): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function benchOne(serverUrl: string | null): Promise<void> {
  const scratch = serverUrl ? await createScratchPostgres(serverUrl) : null;
  const kind = scratch ? 'postgres' : 'pglite';
  const database = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: null });
  try {
    await loadReferenceData(database.db);
    await seed(database);
    const app = await build({ config: testConfig(), database, logger: false });
    const libraryApp = await build({ config: testConfig(), database, logger: false, sessionLookup: 'better-auth' });
    const user = await createTestUser(database, { permissions: ['transactions'] });
    const cookie = await signIn(app, user.email);
    const base = await listening(app);
    const libraryBase = await listening(libraryApp);
    const exported = await measureExport(database);
    console.log(
      `${kind} Excel export of ${exported.rows} operations: ${exported.seconds.toFixed(2)} s (goal ≤ ${EXPORT_GOAL_SECONDS} s: ${exported.seconds <= EXPORT_GOAL_SECONDS ? 'met' : 'NOT met'}; ` +
        `CPU ${exported.cpuSeconds.toFixed(2)} s), the export's memory ${exported.exportMb} MB (goal < 300; peak RSS of the whole process ${exported.peakMb} MB)`,
    );
    const firstPage = (await (await fetch(`${base}/api/operations?limit=25`, { headers: { cookie } })).json()) as { nextCursor: string };
    const { floor, base: floorBase } = await floorServer(database);
    const query = ['limit=25', `limit=25&cursor=${firstPage.nextCursor}`, 'limit=25&search=Person%2042', 'limit=25&search=zz-no-such-name'];
    const cases: Array<{ label: string; query: string; floorPath: string; search: boolean }> = [
      { label: 'first page', query: query[0]!, floorPath: '/first', search: false },
      { label: 'cursor page', query: query[1]!, floorPath: '/cursor', search: false },
      { label: 'client-name search', query: query[2]!, floorPath: '/search', search: true },
      { label: 'search matching nothing', query: query[3]!, floorPath: '/no-match', search: true },
    ];
    // A p99 of ten seconds moves by a quarter from one run to the next on a two-core machine: each
    // side is run three times, interleaved, and its median is what is compared.
    const median = (figures: Figure[], pick: (figure: Figure) => number) => {
      const values = figures.map(pick).sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)]!;
    };
    const p99 = (figures: Figure[]) => median(figures, (figure) => figure.p99);
    const summary = (figures: Figure[]) =>
      `${median(figures, (figure) => figure.requests).toFixed(0)} req/s p99 ${figures.map((figure) => figure.p99).join(' / ')} ms (timeouts ${figures.map((figure) => figure.timeouts).join('+')})`;
    const headers = { cookie };
    for (const { label, query: search, floorPath, search: isSearch } of cases) {
      const sides = { app: `${base}/api/operations?${search}`, floor: `${floorBase}${floorPath}`, library: `${libraryBase}/api/operations?${search}` };
      // Each case is warmed up (JIT, caches, the heap after the export), then measured in rounds
      // whose order turns (library, floor, app; app, floor, library; …), so that a drift of the
      // machine weighs on every side.
      for (const url of Object.values(sides)) await measure(url, headers, WARM_UP_SECONDS);
      const figures: Record<keyof typeof sides, Figure[]> = { app: [], floor: [], library: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        // The app ends the last round: better-auth's lookup still reads the database a moment after
        // its last answer, and the database closes next.
        const order: Array<keyof typeof sides> = round % 2 === 0 ? ['library', 'floor', 'app'] : ['app', 'floor', 'library'];
        for (const side of order) figures[side].push(await measure(sides[side], headers));
      }
      const { app: viaApp, floor: bare, library: viaLibrary } = figures;
      const goal = isSearch ? ` | app p99 goal ≤ ${SEARCH_P99_GOAL_MS[kind]} ms: ${p99(viaApp) <= SEARCH_P99_GOAL_MS[kind] ? 'met' : 'NOT met'}` : '';
      console.log(
        `${kind} ${label}: app ${summary(viaApp)} | floor ${summary(bare)} | app/floor ${(p99(viaApp) / p99(bare)).toFixed(2)}× (goal ≤ ${RATIO_GOAL})${goal}`,
      );
      console.log(
        `${kind} ${label}, better-auth getSession instead of the session check: ${summary(viaLibrary)} | app/floor ${(p99(viaLibrary) / p99(bare)).toFixed(2)}× (goal ≤ ${RATIO_GOAL})`,
      );
    }
    await floor.close();
    await app.close();
    await libraryApp.close();
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

console.log(
  `operations list: ${OPERATIONS} rows, ${CONNECTIONS} connections, ${ROUNDS} runs of ${SECONDS} s per side after ${WARM_UP_SECONDS} s of warm-up, medians compared`,
);
const serverUrl = benchServerUrl();
if (serverUrl) await benchOne(serverUrl);
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
// BENCH_SKIP_PGLITE=1 measures PostgreSQL alone, as the distribution bench allows.
if (process.env.BENCH_SKIP_PGLITE !== '1') await benchOne(null);
