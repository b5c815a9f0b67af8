import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { installAuditKey } from '../db/audit-key';
import { openDatabase, type Database } from '../db/client';
import { insertJournalEntry, journalEntriesOf, seedBooks } from '../db/queries/books';
import type { Deps } from '../server/deps';
import { balanceSheet, trialBalance } from '../server/features/accounting-reports/accounting-reports.service';
import { distributeInvestorProfit, previewInvestorDistribution } from '../server/features/profit-distribution/investor-distribution.service';
import { createScratchPostgres } from '../server/test/helper';
import { benchServerUrl } from './bench-database';
import { exec, INVESTORS, loadDistributionMonth, MONTH_BODY, Rollback, undoServiceRun } from './distribution-month';

// The books (docs/accounting.md §8) on PostgreSQL, run alone with `npx tsx bench/books.bench.ts`:
// 1. 2,000,000 journal lines over 23 months (a month-end distribution entry of 80,000 investors'
//    lines and a mid-month entry of 7,000 lines each month): the trial balance and the balance sheet
//    through the service, as of the last month's end (the service reads the whole month from the
//    monthly balances; the floor reads its lines) and as of a day before it, against a floor: one hand-written statement giving the same figures from the
//    monthly balances and the month's lines. Goals: ≤ 300 ms and ≤ 1.2 × the floor.
// 2. A distribution of 100,000 investors (distribution-month.ts) through the service, with its
//    posting (an entry of 100,000 lines and the monthly balances' trigger), and with the
//    lines' insert made a no-op (a rule), every run from the same state (its posting taken back); and
//    posting alone (the largest entry written again, timed), a month's first and second: goal, posting
//    ≤ 10 % of the distribution without posting lines.
const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '5', 10);
const MONTHS = 23;
const DISTRIBUTION_LINES = 80_000;
const CAPITAL_LINES = 6_996;
const REPORT_GOAL_MS = 300;
const REPORT_RATIO_GOAL = 1.2;
const POSTING_GOAL = 0.1;

const median = (values: readonly number[]) => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** Entry 2m+1 is month m's capital entry (the 15th), 2m+2 its distribution (the month's last day); lines written in two statements. */
async function loadBooks(database: Database): Promise<number> {
  const db = database.db;
  await seedBooks(db);
  await db.transaction(async (tx) => {
    // The bulk load writes the lines of the entries it writes itself, of the chart's accounts: the check of that is skipped; the monthly balances' trigger runs.
    await exec(tx, 'alter table journal_lines disable trigger journal_lines_same_transaction');
    await exec(
      tx,
      `insert into journal_entries (id, number, entry_date, memo, source_kind, source_id)
       select g, 'JE-' || lpad(g::text, 6, '0'),
         case when g % 2 = 1 then (date '2025-01-15' + ((g - 1) / 2) * interval '1 month')::date
              else (date '2025-02-01' + ((g - 1) / 2) * interval '1 month' - interval '1 day')::date end,
         'bench', 'bench', g::text from generate_series(1, ${MONTHS * 2}) g`,
    );
    await exec(tx, `select setval(pg_get_serial_sequence('journal_entries', 'id'), ${MONTHS * 2})`);
    await exec(
      tx,
      `insert into journal_lines (entry_id, line_no, account_code, party_id, currency, debit, credit)
       select 2 * m + 2, k, '2200', 's' || lpad(k::text, 6, '0'), 'USD', 0, ((k * 7 + m) % 97) + 0.25
         from generate_series(0, ${MONTHS - 1}) m, generate_series(1, ${DISTRIBUTION_LINES}) k
       union all
       select 2 * m + 1, k, '3100', 's' || lpad(k::text, 6, '0'), 'USD', 0, (k % 50) + 10
         from generate_series(0, ${MONTHS - 1}) m, generate_series(1, ${CAPITAL_LINES}) k
       union all
       select 2 * m + 1, 100000 + n, a.account, null, 'USD', a.debit, a.credit
         from generate_series(0, ${MONTHS - 1}) m, (values (1, '4100', 0, 500), (2, '5100', 200, 0), (3, '2100', 0, 200)) a(n, account, debit, credit)`,
    );
    await exec(
      tx,
      `insert into journal_lines (entry_id, line_no, account_code, party_id, currency, debit, credit)
       select entry_id, 0, case when entry_id % 2 = 0 then '2100' else '1000' end, null, 'USD', sum(credit) - sum(debit), 0
       from journal_lines group by entry_id`,
    );
    await exec(tx, 'alter table journal_lines enable trigger journal_lines_same_transaction');
  });
  await exec(db, 'vacuum analyze');
  const [count] = await exec(db, 'select count(*)::int as lines from journal_lines');
  return Number(count?.lines);
}

/** The same figures in one statement: the months before the day's month from gl_account_months, the month's lines up to the day (its bounds written as constants). */
const sums = (date: string) => `
  with sums as (
    select account_code, currency, debit_total as debit, credit_total as credit, month >= date '${date.slice(0, 4)}-01-01' as this_year
    from gl_account_months where month < date '${date.slice(0, 7)}-01'
    union all
    select l.account_code, l.currency, l.debit, l.credit, true from journal_entries e cross join lateral (
      select account_code, currency, sum(debit) as debit, sum(credit) as credit from journal_lines where entry_id = e.id group by 1, 2) l
    where e.entry_date >= date '${date.slice(0, 7)}-01' and e.entry_date <= date '${date}')`;
const TRIAL_FLOOR = (date: string) => `${sums(date)}
  select a.code, a.name_en, a.type, s.currency, greatest(sum(s.debit) - sum(s.credit), 0) as debit, greatest(sum(s.credit) - sum(s.debit), 0) as credit
  from sums s join gl_accounts a on a.code = s.account_code group by a.code, a.name_en, a.type, s.currency order by s.currency, a.code`;
const SHEET_FLOOR = (date: string) => `${sums(date)}
  select a.code, a.name_en, a.type, s.currency,
    case when a.type in ('asset', 'expense') then sum(s.debit) - sum(s.credit) else sum(s.credit) - sum(s.debit) end as balance,
    case when a.type in ('asset', 'expense') then sum(s.debit) filter (where this_year) - sum(s.credit) filter (where this_year)
         else sum(s.credit) filter (where this_year) - sum(s.debit) filter (where this_year) end as year_balance
  from sums s join gl_accounts a on a.code = s.account_code group by a.code, a.name_en, a.type, s.currency order by s.currency, a.code`;

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function benchReports(database: Database): Promise<void> {
  const started = performance.now();
  const lines = await loadBooks(database);
  console.log(`  data load: ${lines} journal lines over ${MONTHS} months, ${ms(performance.now() - started)}`);
  const deps = { database, reports: database.db } as Deps;
  const cases = [
    ['trialBalance', trialBalance, TRIAL_FLOOR],
    ['balanceSheet', balanceSheet, SHEET_FLOOR],
  ] as const;
  for (const date of ['2026-11-30', '2026-11-29', '2026-11-20']) {
    for (const [name, read, floor] of cases) {
      const services: number[] = [];
      const floors: number[] = [];
      for (let run = 0; run <= RUNS; run += 1) {
        const service = await time(() => read(deps, { date }));
        const hand = await time(() => exec(database.db, floor(date)));
        // The first run warms the caches and is not counted.
        if (run === 0) continue;
        services.push(service);
        floors.push(hand);
      }
      const service = median(services);
      const hand = median(floors);
      console.log(
        `  ${name} as of ${date}: service ${ms(service)} (goal ≤ ${REPORT_GOAL_MS} ms: ${met(service <= REPORT_GOAL_MS)}), floor ${ms(hand)}, ` +
          `ratio ${(service / hand).toFixed(2)} (goal ≤ ${REPORT_RATIO_GOAL}: ${met(service / hand <= REPORT_RATIO_GOAL)})`,
      );
    }
  }
}

/** One distribution through the service (preview, then distribute, timed), undone as reset-month would, bar its entries (they are immutable). */
async function distributeOnce(database: Database): Promise<{ distribute: number; lines: number }> {
  await exec(database.db, 'vacuum analyze');
  // Each run starts from a checkpoint: the WAL an earlier run (another variant) wrote is flushed
  // before the clock starts, not in the middle of this one.
  await exec(database.db, 'checkpoint');
  const preview = await previewInvestorDistribution(database.db, MONTH_BODY);
  const [before] = await exec(database.db, 'select count(*)::int as lines from journal_lines');
  const started = performance.now();
  const result = await distributeInvestorProfit(
    database.db,
    { ...MONTH_BODY, expected: { sourceCount: preview.sourceCount, baseTotal: preview.baseTotal, distributable: preview.distributable } },
    { actorId: null, clientAddress: null, requestId: 'bench' },
  );
  const distribute = performance.now() - started;
  const [after] = await exec(database.db, 'select count(*)::int as lines from journal_lines');
  await undoServiceRun(database, result.runId);
  return { distribute, lines: Number(after?.lines) - Number(before?.lines) };
}

/**
 * The two whole distributions each run takes, both from the same state (undoPosting): the app as it
 * is, and the lines' insert made a no-op (a rule). Their difference is a cross-check only: a whole
 * distribution moves by several seconds from run to run, more than posting costs.
 */
const VARIANTS = {
  'with posting': { setUp: [], tearDown: [] },
  'without posting lines': {
    setUp: ['create rule journal_lines_bench_skip as on insert to journal_lines do instead nothing'],
    tearDown: ['drop rule journal_lines_bench_skip on journal_lines'],
  },
} as const;

/**
 * Takes back what a run posted, so that every run is the month's first distribution: the entries
 * after `lastEntryId` deleted and the monthly balances summed again from the lines that remain.
 * Entries are immutable (docs/accounting.md §1); the bench, on its scratch database, sets the
 * session's replication role so that their guard triggers stay silent while it does.
 */
async function undoPosting(database: Database, lastEntryId: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    await exec(tx, 'set local session_replication_role = replica');
    await exec(tx, `delete from journal_lines where entry_id > ${lastEntryId}`);
    await exec(tx, `delete from journal_entries where id > ${lastEntryId}`);
    await exec(tx, 'delete from gl_monthly_balances');
    await exec(tx, 'delete from gl_account_months');
    const months = `select l.account_code, l.party_id, l.currency, date_trunc('month', e.entry_date)::date as month, sum(l.debit) as debit, sum(l.credit) as credit
      from journal_lines l join journal_entries e on e.id = l.entry_id group by 1, 2, 3, 4`;
    await exec(tx, `insert into gl_monthly_balances (account_code, party_id, currency, month, debit_total, credit_total) ${months}`);
    await exec(
      tx,
      `insert into gl_account_months (account_code, currency, month, debit_total, credit_total)
       select account_code, currency, month, sum(debit), sum(credit) from (${months}) m group by 1, 2, 3`,
    );
  });
}

const lastEntryIdOf = async (database: Database) => Number((await exec(database.db, 'select coalesce(max(id), 0)::bigint as id from journal_entries'))[0]?.id);

/** A month no run posted to: its monthly balances are new keys, as at a month's first distribution. */
const FRESH_MONTH_END = '2027-12-31';

/**
 * Posting on its own, the goal's measure: the largest entry a distribution wrote (a line per
 * investor) written again through the app's own insert (its lines, their checks, the monthly
 * balances' trigger, and the deferred check that the entry balances, made to run at once), dated in
 * a month nothing was posted to, timed, then rolled back. `second`: the month's second posting on
 * the same keys (a sales run after an operations run), the first written untimed before it.
 */
async function postingAlone(database: Database, { second }: { second: boolean }): Promise<number> {
  const [largest] = await exec(
    database.db,
    `select e.source_kind as kind, e.source_id as id from journal_entries e join journal_lines l on l.entry_id = e.id group by e.id order by count(*) desc limit 1`,
  );
  const entries = await journalEntriesOf(database.db, { kind: String(largest?.kind), id: String(largest?.id) });
  const entry = entries.reduce((most, one) => (one.lines.length > most.lines.length ? one : most));
  const again = (suffix: string) => ({ ...entry, entryDate: FRESH_MONTH_END, sourceId: `${entry.sourceId}-${suffix}`, auditId: null });
  let took = 0;
  try {
    await database.db.transaction(async (tx) => {
      if (second) {
        await insertJournalEntry(tx, again('bench-first'));
        await exec(tx, 'set constraints all immediate');
      }
      const started = performance.now();
      await insertJournalEntry(tx, again('bench'));
      await exec(tx, 'set constraints all immediate');
      took = performance.now() - started;
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return took;
}

async function benchPosting(database: Database): Promise<void> {
  // A run writes its audit row (docs/architecture.md §9): a key of this bench's own.
  installAuditKey(process.env.AUDIT_KEY ? Buffer.from(process.env.AUDIT_KEY, 'hex') : randomBytes(32));
  const started = performance.now();
  await loadDistributionMonth(database);
  console.log(`  data load: ${INVESTORS} investors' month, ${ms(performance.now() - started)}`);
  const times = Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, [] as number[]])) as Record<keyof typeof VARIANTS, number[]>;
  const runs = Math.max(1, Math.min(RUNS, 5));
  for (let run = 1; run <= runs; run += 1) {
    for (const [name, variant] of Object.entries(VARIANTS) as Array<[keyof typeof VARIANTS, (typeof VARIANTS)[keyof typeof VARIANTS]]>) {
      const lastEntryId = await lastEntryIdOf(database);
      for (const statement of variant.setUp) await exec(database.db, statement);
      try {
        const { distribute, lines } = await distributeOnce(database);
        times[name].push(distribute);
        console.log(`  run ${run}, ${name}: distribute ${ms(distribute)}, ${lines} journal lines written`);
      } finally {
        for (const statement of variant.tearDown) await exec(database.db, statement);
        await undoPosting(database, lastEntryId);
      }
    }
  }
  // The entries posting alone writes again: one distribution's, kept.
  await distributeOnce(database);
  const alone: number[] = [];
  const aloneSecond: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    await exec(database.db, 'checkpoint');
    alone.push(await postingAlone(database, { second: false }));
    await exec(database.db, 'checkpoint');
    aloneSecond.push(await postingAlone(database, { second: true }));
  }
  // Timings on a busy machine are noisy: the load says how much to trust them.
  const load = loadavg().map((minutes) => minutes.toFixed(1));
  console.log(`  machine load (1, 5, 15 min): ${load.join(', ')} on ${availableParallelism()} cores`);
  const without = median(times['without posting lines']);
  const verdict = (label: string, values: number[]) => {
    const share = median(values) / without;
    console.log(
      `  posting alone, ${label}: ${values.map(ms).join(' / ')}, median ${ms(median(values))} = ` +
        `${(share * 100).toFixed(1)} % of the distribution without posting lines (goal ≤ ${POSTING_GOAL * 100} %: ${met(share <= POSTING_GOAL)})`,
    );
  };
  verdict("a month's first distribution", alone);
  verdict("the month's second distribution", aloneSecond);
  const withPosting = median(times['with posting']);
  const spread = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
  console.log(
    `  cross-check, whole distributions: with posting ${ms(withPosting)} (${spread(times['with posting'])}), ` +
      `without posting lines ${ms(without)} (${spread(times['without posting lines'])}): difference ${(((withPosting - without) / without) * 100).toFixed(1)} % ` +
      `(no verdict: the runs of one variant spread wider than posting costs)`,
  );
}

async function onScratch(url: string, label: string, run: (database: Database) => Promise<void>): Promise<void> {
  console.log(label);
  const scratch = await createScratchPostgres(url);
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      await run(database);
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
}

async function main(): Promise<void> {
  const url = benchServerUrl();
  if (!url) {
    console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
    return;
  }
  if (process.env.BENCH_BOOKS !== 'posting') await onScratch(url, 'PostgreSQL, the books reports', benchReports);
  if (process.env.BENCH_BOOKS !== 'reports') await onScratch(url, 'PostgreSQL, posting a distribution', benchPosting);
}

await main();
