import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '../db/client';
import { distributeInvestorProfit, previewInvestorDistribution } from '../server/features/profit-distribution/investor-distribution.service';
import { createScratchPostgres } from '../server/test/helper';
import { benchServerUrl } from './bench-database';
import {
  exec,
  INVESTORS,
  LEDGER_ROWS_PER_INVESTOR,
  loadDistributionMonth as load,
  MONTH_BODY,
  OPERATIONS,
  Rollback,
  undoServiceRun,
} from './distribution-month';

// A month of 100,000 investors, 2,000,000 ledger rows and 140,000 operations, distributed through
// the service (preview, then distribute) and, for the floor, by one hand-written SQL statement
// computing the same month-end shares (largest remainder) from the same data (the balance cache less
// the completed rows after the month, as the service reads it) and writing the same rows: the profit
// rows and the special row, one distribution_sources row per operation, each operation's flag and
// updated_at, and a statement mail job per investor paid (docs/mail.md §1). Each path runs
// BENCH_RUNS times (3 by default) on the same data, undone and vacuumed in between, and the
// medians are printed.
const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '3', 10);

/** The floor: one statement computing month-end weights, the largest-remainder split and the writes. */
const FLOOR = `
with base as (select coalesce(sum(investor_share), 0) as total from operations
    where currency = 'USD' and operation_date between '2026-03-01' and '2026-03-31' and status = 'completed' and not is_profit_distributed),
  later as (select subscriber_id, sum(case when type = 'credit' then amount else -amount end) as net from balance_transactions
    where status = 'completed' and transaction_date > '2026-03-31' group by subscriber_id),
  weights as (select s.id, s.individual_id, ((s.balance - coalesce(o.net, 0)) * 100)::numeric
      * (date '2026-03-31' - greatest(s.subscription_date, date '2026-03-01') + 1) as weight
    from subscribers s left join later o on o.subscriber_id = s.id
    where s.currency = 'USD' and s.status = 'active' and s.subscription_date <= '2026-03-31' and s.balance - coalesce(o.net, 0) > 0),
  totals as (select sum(weight) as total_weight, (select total * 100 from base) as units from weights),
  parts as (select w.id, w.individual_id, w.weight, div(t.units * w.weight, t.total_weight) as floor_units, mod(t.units * w.weight, t.total_weight) as remainder, t.units
    from weights w cross join totals t),
  ranked as (select p.*, row_number() over (order by remainder desc, weight desc, id) as rank, units - sum(floor_units) over () as leftover from parts p),
  paid as (select id, individual_id, floor_units + case when rank <= leftover then 1 else 0 end as share_units from ranked),
  written as (insert into monthly_profits (individual_id, subscriber_id, run_id, share, currency, profit_date, distribution_type)
    select individual_id, id, 'floor-run', share_units / 100.0, 'USD', date '2026-03-31', 'profit'
    from paid where share_units > 0
    union all select 'i0', null, 'floor-run', round((select total from base) * 5 / 100, 2), 'USD', date '2026-03-31', 'special'
    returning 1),
  queued as (insert into jobs (id, kind, params, max_attempts, idempotency_key)
    select gen_random_uuid()::text, 'statement-mail',
      jsonb_build_object('subscriberId', s.id, 'month', '2026-03', 'member', i.name, 'to', coalesce(nullif(trim(u.email), ''), trim(i.email))), 5,
      'statement:' || s.id || ':2026-03'
    from paid p join subscribers s on s.id = p.id join individuals i on i.id = s.individual_id
      left join lateral (select id, email from users where individual_id = i.id order by is_active desc, created_at, id limit 1) u on true
    where p.share_units > 0 and coalesce(nullif(trim(u.email), ''), trim(i.email)) <> ''
    order by s.id
    on conflict (idempotency_key) do nothing
    returning 1),
  marked as (update operations set is_profit_distributed = true, updated_at = now()
    where currency = 'USD' and operation_date between '2026-03-01' and '2026-03-31' and status = 'completed' and not is_profit_distributed
    returning id, investor_share),
  recorded as (insert into distribution_sources (run_id, operation_id, amount) select 'floor-run', id, investor_share from marked returning 1)
select (select count(*) from written) as rows, (select count(*) from marked) as marked, (select count(*) from recorded) as recorded,
  (select count(*) from queued) as queued`;

const median = (values: readonly number[]) => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The floor's statement in a transaction rolled back afterwards, the run row it references inserted first. */
async function timeFloor(database: Database): Promise<{ elapsed: number; written: string }> {
  let elapsed = 0;
  let written = '';
  await database.db
    .transaction(async (tx) => {
      await exec(
        tx,
        `insert into distribution_runs (id, kind, source, year, month, currency, parameters, totals) values ('floor-run', 'investor', 'operations', 2026, 3, 'USD', '{}', '{}')`,
      );
      const started = performance.now();
      const [result] = await exec(tx, FLOOR);
      elapsed = performance.now() - started;
      written = `${String(result?.rows)} profit rows (special included), ${String(result?.recorded)} distribution_sources rows, ${String(result?.marked)} operations flagged, ${String(result?.queued)} statement mails queued`;
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return { elapsed, written };
}

async function timeService(database: Database): Promise<{ preview: number; distribute: number; written: string; runId: string }> {
  let started = performance.now();
  const preview = await previewInvestorDistribution(database.db, MONTH_BODY);
  const previewMs = performance.now() - started;
  started = performance.now();
  const result = await distributeInvestorProfit(
    database.db,
    { ...MONTH_BODY, expected: { sourceCount: preview.sourceCount, baseTotal: preview.baseTotal, distributable: preview.distributable } },
    { actorId: null, clientAddress: null, requestId: 'bench' },
  );
  const distributeMs = performance.now() - started;
  const [queued] = await exec(database.db, `select count(*)::int as count from jobs where kind = 'statement-mail'`);
  const written = `${result.rowsWritten} profit rows (special included), ${result.sourcesMarked} distribution_sources rows and operations flagged, ${String(queued?.count)} statement mails queued, 1 run, 1 audit row`;
  return { preview: previewMs, distribute: distributeMs, written, runId: result.runId };
}

/** Goals of the distribution at 100,000 investors (docs/architecture.md §6): preview, and the whole against the floor per engine. */
const PREVIEW_GOAL_MS = 2000;
const RATIO_GOAL = { postgres: 1.2, pglite: 1.4 } as const;

async function benchOne(label: string, database: Database): Promise<void> {
  const kind = database.kind;
  console.log(`${label}: ${INVESTORS} investors, ${INVESTORS * LEDGER_ROWS_PER_INVESTOR} ledger rows, ${OPERATIONS} operations, ${RUNS} runs`);
  const started = performance.now();
  await load(database);
  console.log(`  data load: ${ms(performance.now() - started)}`);
  const floors: number[] = [];
  const previews: number[] = [];
  const distributes: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    // Each path starts from a vacuumed month: neither pays for the other's dead rows.
    await exec(database.db, 'vacuum analyze');
    const floor = await timeFloor(database);
    await exec(database.db, 'vacuum analyze');
    const service = await timeService(database);
    await undoServiceRun(database, service.runId);
    floors.push(floor.elapsed);
    previews.push(service.preview);
    distributes.push(service.distribute);
    console.log(`  run ${run}: floor ${ms(floor.elapsed)}, preview ${ms(service.preview)}, distribute ${ms(service.distribute)}`);
    if (run === 1) console.log(`    floor writes ${floor.written}\n    service writes ${service.written}`);
  }
  const floor = median(floors);
  const preview = median(previews);
  const distribute = median(distributes);
  console.log(`  median floor (one SQL statement): ${ms(floor)}`);
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`  median preview (calculate): ${ms(preview)} (goal ≤ ${PREVIEW_GOAL_MS} ms: ${met(preview <= PREVIEW_GOAL_MS)})`);
  console.log(`  median distribute (recalculate, lock, write, mark, audit): ${ms(distribute)}`);
  console.log(
    `  (preview + distribute) / floor = ${((preview + distribute) / floor).toFixed(2)} (goal ≤ ${RATIO_GOAL[kind]}: ${met((preview + distribute) / floor <= RATIO_GOAL[kind])}); ` +
      `distribute alone ${(distribute / floor).toFixed(2)}`,
  );
}

async function main(): Promise<void> {
  const url = benchServerUrl();
  if (url) {
    const scratch = await createScratchPostgres(url);
    try {
      const database = await openDatabase({ kind: 'postgres', url: scratch.url });
      try {
        await benchOne('PostgreSQL', database);
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
  }
  if (process.env.BENCH_SKIP_PGLITE === '1') return;
  const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await benchOne('PGlite', pglite);
  } finally {
    await pglite.close();
  }
}

await main();
