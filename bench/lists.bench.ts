import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { loadReferenceData } from '../db/reference-data';
import { build } from '../server/app';
import type { SessionUser } from '../server/plugins/access';
import { createScratchPostgres, createTestUser, signIn, testConfig, withoutTwoFactorRequirement } from '../server/test/helper';
import { benchServerUrl } from './bench-database';
import { casesOf, LIST_FAMILIES } from './list-cases';
import { LIST_READERS } from './list-readers';
import { seedLists } from './list-fixtures';

// Every filter, sort and search of the nine lists at 100,000 rows each on PostgreSQL (issue 31). Each
// case times three sides: the list (the service its route calls, bench/list-readers.ts: the query
// text checked by the contract, the page read through the app's own SQL and shaped as answered), its
// SQL floor (one hand-written statement reading the same page's rows through the best index,
// bench/list-cases.ts), and the whole request (session, access, zod, list, serialisation). The goals:
// the list's p99 ≤ RATIO_GOAL × the floor's (no slow path: the app's SQL reads what the floor reads)
// and the request's p99 ≤ P99_GOAL_MS. The request's own cost (a session read, the access check, JSON)
// is the same for every list and is printed per case beside the list's, not folded into the ratio.
// Calls run one after another, the three sides taking turns call by call (the side that starts
// turning each time), so that a busy moment of the machine weighs on all three alike: run in rounds
// of a hundred calls per side, a burst of the machine's noise landed on one side's round only, and
// the p99s of sub-millisecond floors were that burst (the jobs' first page: p50 1.25×, p99 5.95×;
// taking turns: p50 1.03×, p99 1.03×). Each side's p99 is taken over its REQUESTS calls.
// BENCH_LISTS_ONLY=<regular expression> runs the matching
// cases only; BENCH_LISTS_KEEP=1 keeps the seeded database and prints its address, and
// BENCH_LISTS_SEEDED_URL=<that address> runs on it again (the seeding takes minutes), migrated first.
const ROWS = 100_000;
const REQUESTS = Number.parseInt(process.env.BENCH_LIST_REQUESTS ?? '500', 10);
const WARM_UP = 5;
/** A case stops taking turns after this (five turns at least): only a case far over its goal reaches it. */
const CASE_BUDGET_MS = 15_000;
const RATIO_GOAL = 1.2;
const P99_GOAL_MS = 50;

const serverUrl = benchServerUrl();
if (!serverUrl) {
  console.log('lists: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  process.exit(0);
}
const seededUrl = process.env.BENCH_LISTS_SEEDED_URL;
const scratch = seededUrl ? null : await createScratchPostgres(serverUrl);
const database = await openDatabase({ kind: 'postgres', url: seededUrl ?? scratch!.url });
try {
  await withoutTwoFactorRequirement(database);
  if (!seededUrl) {
    await loadReferenceData(database.db);
    const seedStart = performance.now();
    await seedLists(database, ROWS);
    console.log(`lists: seeded ${ROWS} rows in each of ${LIST_FAMILIES.length} lists in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);
  }
  const app = await build({ config: testConfig(), database, logger: false });
  const user = await createTestUser(database, { permissions: ['all'] });
  // The signed-in user owns a few hundred jobs, so that "my jobs" reads a page.
  await database.db.execute(sql`update jobs set owner_id = ${user.id} where owner_id = 'bench-user-42' or owner_id not like 'bench-user-%'`);
  await database.db.execute(sql`analyze jobs`);
  const cookie = await signIn(app, user.email);
  const only = process.env.BENCH_LISTS_ONLY ? new RegExp(process.env.BENCH_LISTS_ONLY, 'i') : null;

  // The p99 of every call of a side (500 calls by default: the fifth slowest), so that one pause of
  // the process (a collection, the scheduler) is not the figure.
  const quantile = (times: number[], q: number) => [...times].sort((a, b) => a - b)[Math.floor((times.length - 1) * q)]!;
  const p99 = (times: number[]) => quantile(times, 0.99);

  console.log(
    `lists: ${REQUESTS} calls per side, one at a time, the sides taking turns; goals: list p99 ≤ ${RATIO_GOAL}× SQL floor p99, request p99 ≤ ${P99_GOAL_MS} ms`,
  );
  // The signed-in user as the access plugin hands it to a route (only "my jobs" reads it).
  const sessionUser: SessionUser = {
    ...{ id: user.id, name: user.name, email: user.email, phone: user.phone },
    ...{ type: 'user', permissions: ['all'], individualId: null, twoFactorEnabled: false, twoFactorVerified: false, sessionId: 'bench' },
  };
  let met = 0;
  let measured = 0;
  for (const family of LIST_FAMILIES) {
    const reader = LIST_READERS[family.path];
    if (!reader) throw new Error(`no reader for ${family.path} in bench/list-readers.ts`);
    for (const { label, query, floor } of casesOf(family)) {
      if (only && !only.test(label)) continue;
      const statement = sql.raw(floor.replaceAll('{user}', user.id));
      const queryText = query.includes('?') ? query.slice(query.indexOf('?') + 1) : '';
      const sides = {
        request: async () => {
          const answer = await app.inject({ method: 'GET', url: query, headers: { cookie } });
          if (answer.statusCode !== 200) throw new Error(`${query}: ${answer.statusCode} ${answer.body}`);
        },
        list: () => reader(app.deps, sessionUser, queryText),
        floor: () => database.db.execute(statement),
      };
      for (let index = 0; index < WARM_UP; index += 1) for (const side of Object.values(sides)) await side();
      const figures = { request: [] as number[], list: [] as number[], floor: [] as number[] };
      const turns = ['floor', 'list', 'request'] as const;
      const started = performance.now();
      for (let call = 0; call < REQUESTS; call += 1) {
        for (let turn = 0; turn < turns.length; turn += 1) {
          const side = turns[(call + turn) % turns.length]!;
          const start = performance.now();
          await sides[side]();
          figures[side].push(performance.now() - start);
        }
        if (call >= 4 && performance.now() - started > CASE_BUDGET_MS) break;
      }
      const [requestP99, listP99, floorP99] = [p99(figures.request), p99(figures.list), p99(figures.floor)];
      const ratio = listP99 / floorP99;
      // The medians' ratio beside the goal's: on a machine shared with other work, the p99s are its pauses.
      const medianRatio = quantile(figures.list, 0.5) / quantile(figures.floor, 0.5);
      const ok = ratio <= RATIO_GOAL && requestP99 <= P99_GOAL_MS;
      measured += 1;
      if (ok) met += 1;
      const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
      console.log(
        `${label.padEnd(58)} list p99 ${ms(listP99)} | floor p99 ${ms(floorP99)} | ${ratio.toFixed(2)}× (p50 ${medianRatio.toFixed(2)}×) | request p99 ${ms(requestP99)} | ${ok ? 'met' : 'NOT met'}`,
      );
    }
  }
  console.log(`lists: ${met} of ${measured} cases met (list ≤ ${RATIO_GOAL}× its SQL floor and request ≤ ${P99_GOAL_MS} ms)`);
  await app.close();
} finally {
  await database.close();
  if (process.env.BENCH_LISTS_KEEP && scratch) console.log(`lists: the seeded database is kept: BENCH_LISTS_SEEDED_URL=${scratch.url}`);
  else await scratch?.drop();
}
