import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { openDatabase, type Database } from '../db/client';
import { commitImport, previewImport } from '../server/features/imports/imports.service';
import { readTable } from '../server/features/imports/read-table';
import { assertSafeZip } from '../server/features/imports/zip-guard';
import { buildTestApp, createScratchPostgres, openTestDatabase, prepareTestDatabase } from '../server/test/helper';
import { benchServerUrl } from './bench-database';
import { measureRun } from './measure-run';

// Issue 18 (docs/import.md §6): 50,000 capital ledger rows of 500 subscribers, previewed then
// committed through the import's services (set-based for a ledger file, docs/import.md §6), on
// PGlite in memory and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, on a scratch
// PostgreSQL database dropped afterwards (issue 31). Then the same rows as an .xlsx, read alone:
// its zip guard (server/features/imports/zip-guard.ts) unpacks every entry once before exceljs
// unpacks them again, and that second inflation is printed beside the whole read.
const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 50_000);
const SUBSCRIBERS = 500;
// The goals of docs/import.md §6, printed beside the figures (never asserted).
const PREVIEW_GOAL_MS = 10_000;
const COMMIT_GOAL_MS = 20_000;

const HEADER = ['NNI', 'Date', 'Type', 'Credit type', 'Amount', 'Status', 'Note'];
const rows: string[][] = [];
for (let index = 0; index < ROWS; index += 1) {
  const day = String(1 + (index % 28)).padStart(2, '0');
  const month = String(1 + (Math.floor(index / 28) % 12)).padStart(2, '0');
  rows.push([`TD-${1 + (index % SUBSCRIBERS)}`, `2025-${month}-${day}`, 'credit', 'new-amount', String(1000 + index), 'completed', `row ${index}`]);
}
const csvFile = Buffer.from([HEADER, ...rows].map((cells) => cells.join(',')).join('\n'), 'utf8');
const context = { actorId: null, clientAddress: null, requestId: 'bench' };
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function openOn(serverUrl: string | undefined): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!serverUrl) {
    const database = await openTestDatabase('pglite');
    return { database, drop: database.drop };
  }
  const scratch = await createScratchPostgres(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await prepareTestDatabase(database, {});
  return {
    database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

async function benchOn(serverUrl: string | undefined): Promise<void> {
  const { database, drop } = await openOn(serverUrl);
  try {
    const app = await buildTestApp(database);
    await database.db.execute(sql`
      insert into individuals (id, name, phone, email, type, nni, nationality)
      select 'bench-' || n, 'Investor ' || n, '+235 ' || lpad(n::text, 8, '0'), 'bench' || n || '@people.example', 'user', 'TD-' || n, 'Chad'
      from generate_series(1, ${SUBSCRIBERS}) as n`);
    await database.db.execute(sql`
      insert into subscribers (id, individual_id, currency, subscription_date, subscription_amount, balance)
      select 'bench-sub-' || n, 'bench-' || n, 'XAF', date '2024-01-01', 1000000, 1000000
      from generate_series(1, ${SUBSCRIBERS}) as n`);
    const upload = { kind: 'ledger' as const, file: csvFile, fileName: 'bench.csv', context };
    const preview = await measureRun(() => previewImport(app, upload));
    const commit = await measureRun(() => commitImport(app, upload));
    const previewMs = preview.seconds * 1000;
    const commitMs = commit.seconds * 1000;
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `import-ledger: ${ROWS} rows on ${database.kind.padEnd(8)} preview ${seconds(previewMs)} (goal ≤ ${seconds(PREVIEW_GOAL_MS)}: ${met(previewMs <= PREVIEW_GOAL_MS)}; ` +
        `ratio ${(previewMs / PREVIEW_GOAL_MS).toFixed(2)}; CPU ${preview.cpuSeconds.toFixed(1)} s; ${preview.value.counts.ok} ok, ${preview.value.counts.error} errors)` +
        `   commit ${seconds(commitMs)} (goal ≤ ${seconds(COMMIT_GOAL_MS)}: ${met(commitMs <= COMMIT_GOAL_MS)}; ratio ${(commitMs / COMMIT_GOAL_MS).toFixed(2)}; ` +
        `CPU ${commit.cpuSeconds.toFixed(1)} s; ${commit.value.imported} imported)`,
    );
    await app.close();
  } finally {
    await drop();
  }
}

/** The same rows as an .xlsx: the whole read (zip guard, then exceljs) and the zip guard's share of it. */
async function benchXlsxRead(): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ledger');
  sheet.addRow(HEADER);
  for (const cells of rows) sheet.addRow(cells);
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const guard = await measureRun(() => assertSafeZip(file));
  const read = await measureRun(() => readTable(file, 'bench.xlsx'));
  console.log(
    `import-ledger: ${ROWS} rows as .xlsx (${(file.length / 1024 / 1024).toFixed(1)} MB)   read ${read.seconds.toFixed(2)} s (CPU ${read.cpuSeconds.toFixed(2)} s; ` +
      `${read.value.rows.length} rows), of it the zip guard's own unpacking ${guard.seconds.toFixed(2)} s (CPU ${guard.cpuSeconds.toFixed(2)} s, ` +
      `${((guard.seconds / read.seconds) * 100).toFixed(0)}% of the read)`,
  );
}

await benchOn(undefined);
const serverUrl = benchServerUrl();
if (serverUrl) await benchOn(serverUrl);
else console.log('import-ledger on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
await benchXlsxRead();
