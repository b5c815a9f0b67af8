import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '../db/client';
import { rowsOf } from '../db/queries/raw-rows';
import { postBooksAtStart } from '../server/features/books/backfill-entries';
import { createScratchPostgres, prepareTestDatabase } from '../server/test/helper';
import { benchServerUrl } from './bench-database';
import { measureRun } from './measure-run';

// The start's backfill of the books (docs/accounting.md §7, issue 32 point 4) on PostgreSQL, run
// alone with `npx tsx bench/books-backfill.bench.ts`: a database written before the books, N
// completed capital-ledger rows (BENCH_BACKFILL_ROWS, 200,000 by default; the issue's size is
// 2,000,000) of N / 400 subscribers, each row with its audit row, a tenth of them debits, a tenth
// profit credits and one in a hundred a reversal, and no journal entry. The start's backfill is
// timed and its rate printed. Goal: 2,000,000 rows in a few minutes, ≥ 10,000 entries/s.
const ROWS = Number.parseInt(process.env.BENCH_BACKFILL_ROWS ?? '200000', 10);
const SUBSCRIBERS = Math.max(1, Math.floor(ROWS / 400));
const RATE_GOAL = 10_000;

/**
 * CPU seconds the database's server processes for this database have used, when the server runs on
 * this machine (/proc readable), else null: wall seconds move with whatever else shares the machine.
 */
async function serverCpuSeconds(database: Database): Promise<Map<number, number> | null> {
  const pids = await rowsOf<{ pid: number }>(database.db, sql`select pid from pg_stat_activity where datname = current_database()`);
  const seconds = new Map<number, number>();
  try {
    for (const { pid } of pids) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    }
  } catch {
    return null;
  }
  return seconds;
}

const exec = (database: Database, text: string) => database.db.execute(sql.raw(text));

async function seedLedger(database: Database): Promise<void> {
  await exec(
    database,
    `insert into individuals (id, name, phone, email, type, nni, nationality)
     select 'bf-' || n, 'Investor ' || n, '+235 ' || lpad(n::text, 8, '0'), 'bf' || n || '@people.example', 'user', 'BF-' || n, 'Chad'
     from generate_series(1, ${SUBSCRIBERS}) n`,
  );
  await exec(
    database,
    `insert into subscribers (id, individual_id, currency, subscription_date, subscription_amount, balance)
     select 'bf-sub-' || n, 'bf-' || n, case when n % 2 = 0 then 'USD' else 'XAF' end, date '2023-01-01', 0, 0
     from generate_series(1, ${SUBSCRIBERS}) n`,
  );
  // Row k: a debit when k % 10 = 3, a profit credit when k % 10 = 7, else a new amount; rows k % 100 = 50 reverse row k - 1.
  await exec(
    database,
    `insert into balance_transactions (id, subscriber_id, transaction_date, type, credit_type, amount, status, note, reverses_id)
     select k, 'bf-sub-' || (1 + ((case when k % 100 = 50 then k - 1 else k end) % ${SUBSCRIBERS})),
       date '2023-01-02' + (k::bigint * 1095 / ${ROWS})::int, case when k % 10 = 3 then 'debit' else 'credit' end,
       case when k % 10 = 3 then null when k % 10 = 7 then 'profit' else 'new-amount' end,
       (k % 997) + 1, 'completed', 'row ' || k, case when k % 100 = 50 then k - 1 end
     from generate_series(1, ${ROWS}) k`,
  );
  await exec(database, `select setval(pg_get_serial_sequence('balance_transactions', 'id'), ${ROWS})`);
  // One audit row per ledger row, as the entry form writes it (hashes stand in for the chain, which the backfill does not read).
  await exec(
    database,
    `insert into audit_log (action, entity, entity_id, hash, prev_hash)
     select case when k % 100 = 50 then 'balance-transaction.reverse' else 'balance-transaction.create' end, 'balance-transaction', k::text,
       md5('h' || k), md5('h' || (k - 1))
     from generate_series(1, ${ROWS}) k`,
  );
  await exec(database, 'vacuum analyze');
}

async function main(): Promise<void> {
  const url = benchServerUrl();
  if (!url) {
    console.log('books-backfill on PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
    return;
  }
  const scratch = await createScratchPostgres(url);
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      await prepareTestDatabase(database, {});
      // The migrations' start backfill ran on the empty database: forget it, as a database from before the books has no row.
      await exec(database, 'delete from books_backfill');
      const started = performance.now();
      await seedLedger(database);
      console.log(
        `books-backfill: seeded ${ROWS} ledger rows of ${SUBSCRIBERS} subscribers with their audit rows in ${(performance.now() - started).toFixed(0)} ms`,
      );
      const serverBefore = await serverCpuSeconds(database);
      const run = await measureRun(() => postBooksAtStart(database.db));
      const serverAfter = await serverCpuSeconds(database);
      const seconds = run.seconds;
      const entries = run.value?.entries ?? 0;
      const serverCpu = serverBefore && serverAfter ? [...serverAfter].reduce((sum, [pid, after]) => sum + after - (serverBefore.get(pid) ?? 0), 0) : null;
      const [lines] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from journal_lines`);
      const rate = entries / seconds;
      console.log(
        `books-backfill: ${entries} entries (${lines?.n} lines) in ${seconds.toFixed(1)} s, ${rate.toFixed(0)} entries/s ` +
          `(goal ≥ ${RATE_GOAL}: ${rate >= RATE_GOAL ? 'met' : 'NOT met'}; 2,000,000 rows at this rate: ${(2_000_000 / rate / 60).toFixed(1)} min); ` +
          `CPU: app ${run.cpuSeconds.toFixed(1)} s, database ${serverCpu === null ? 'not readable' : `${serverCpu.toFixed(1)} s`}`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
}

await main();
