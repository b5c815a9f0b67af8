import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { listIndividuals } from '../db/queries/individuals';
import { listSubscribers, lookupSubscribers } from '../db/queries/subscribers';
import { createScratchPostgres } from '../server/test/helper';
import { benchServerUrl } from './bench-database';
import { sortedTimes } from './sorted-times';

// 100,000 individuals and subscribers on PostgreSQL (a scratch database on BENCH_DATABASE_URL's or
// TEST_DATABASE_URL's server, dropped afterwards), or on PGlite in memory.
const ROWS = 100_000;
const RUNS = 20;

const serverUrl = benchServerUrl();
const scratch = serverUrl ? await createScratchPostgres(serverUrl) : null;
const database = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: null });
const { db } = database;

const seedStart = performance.now();
// Names drawn from a few given and family names, so that searches match a realistic share of rows.
await db.execute(sql`
  insert into individuals (id, name, phone, email, type, nni, nationality)
  select 'bench-' || n,
         (array['Mahamat','Fatimé','Abakar','Achta','Jean','Aïssatou','Omar','Sara','Rashid','Mariam'])[1 + n % 10] || ' ' ||
         (array['Oumar','Hassan','Djibrine','Mbarga','Bello','Osman','Al Nuaimi','Idriss','Nkodo','Saleh'])[1 + (n / 10) % 10] || ' ' || n,
         '+235 ' || lpad(n::text, 8, '0'), 'bench' || n || '@people.example', 'user', 'TD-' || n, 'Chad'
  from generate_series(1, ${ROWS}) as n`);
await db.execute(sql`
  insert into subscribers (id, individual_id, currency, subscription_date, subscription_amount, balance)
  select 'bench-sub-' || n, 'bench-' || n, 'XAF', date '2024-01-01' + (n % 700), (n % 1000) * 1000, (n % 1000) * 1000
  from generate_series(1, ${ROWS}) as n`);
await db.execute(sql`analyze individuals; analyze subscribers`);
console.log(`subscribers-list: seeded ${ROWS} individuals and subscribers on ${database.kind} in ${(performance.now() - seedStart).toFixed(0)} ms`);

async function measure(label: string, run: () => Promise<unknown>) {
  await run();
  const times = await sortedTimes(RUNS, run);
  console.log(`${label.padEnd(44)} median ${times[RUNS / 2]!.toFixed(2)} ms   p95 ${times[Math.floor(RUNS * 0.95)]!.toFixed(2)} ms`);
}

const byName = { column: 'name', direction: 'asc' } as const;
const first = await listSubscribers(db, { limit: 26, sort: byName });
const last = first.at(-1)!;
const deep = await listSubscribers(db, { limit: 1, sort: { ...byName, after: { value: 'Omar', id: '' } } });
await measure('subscribers: first page (25)', () => listSubscribers(db, { limit: 26, sort: byName }));
await measure('subscribers: next page by cursor', () => listSubscribers(db, { limit: 26, sort: { ...byName, after: { value: last.sortValue, id: last.id } } }));
await measure('subscribers: page deep in the list', () =>
  listSubscribers(db, { limit: 26, sort: { ...byName, after: { value: deep[0]!.sortValue, id: deep[0]!.id } } }),
);
await measure('subscribers: status filter (inactive, none)', () => listSubscribers(db, { limit: 26, status: 'inactive', sort: byName }));
await measure('subscribers: search "djibrine" (1 in 10 rows)', () => listSubscribers(db, { limit: 26, search: 'djibrine', sort: byName }));
await measure('subscribers: search a unique name "Saleh 99999"', () => listSubscribers(db, { limit: 26, search: 'Saleh 99999', sort: byName }));
await measure('subscribers: by balance, first page', () => listSubscribers(db, { limit: 26, sort: { column: 'balance', direction: 'desc' } }));
await measure('subscribers: lookup "nkodo" (picker, 20)', () => lookupSubscribers(db, { search: 'nkodo', limit: 20 }));
await measure('individuals: first page (25)', () => listIndividuals(db, { limit: 26, sort: { column: 'name', direction: 'asc' } }));
await measure('individuals: search e-mail "bench4242@"', () =>
  listIndividuals(db, { limit: 26, search: 'bench4242@', sort: { column: 'name', direction: 'asc' } }),
);

await database.close();
await scratch?.drop();
