import { sql } from 'drizzle-orm';
import { commitImport, previewImport } from '../server/features/imports/imports.service';
import { buildTestApp, openTestDatabase } from '../server/test/helper';

// Issue 18 (docs/import.md §6): 50,000 capital ledger rows of 500 subscribers, previewed then
// committed on PGlite in memory through the import's services (set-based for a ledger file, docs/import.md §6).
const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 50_000);
const SUBSCRIBERS = 500;

const database = await openTestDatabase('pglite');
const app = await buildTestApp(database);
await database.db.execute(sql`
  insert into individuals (id, name, phone, email, type, nni, nationality)
  select 'bench-' || n, 'Investor ' || n, '+235 ' || lpad(n::text, 8, '0'), 'bench' || n || '@people.example', 'user', 'TD-' || n, 'Chad'
  from generate_series(1, ${SUBSCRIBERS}) as n`);
await database.db.execute(sql`
  insert into subscribers (id, individual_id, currency, subscription_date, subscription_amount, balance)
  select 'bench-sub-' || n, 'bench-' || n, 'XAF', date '2024-01-01', 1000000, 1000000
  from generate_series(1, ${SUBSCRIBERS}) as n`);

const lines = ['NNI,Date,Type,Credit type,Amount,Status,Note'];
for (let index = 0; index < ROWS; index += 1) {
  const day = String(1 + (index % 28)).padStart(2, '0');
  const month = String(1 + (Math.floor(index / 28) % 12)).padStart(2, '0');
  lines.push(`TD-${1 + (index % SUBSCRIBERS)},2025-${month}-${day},credit,new-amount,${1000 + index},completed,row ${index}`);
}
const file = Buffer.from(lines.join('\n'), 'utf8');
const upload = { kind: 'ledger' as const, file, fileName: 'bench.csv', context: { actorId: null, clientAddress: null, requestId: 'bench' } };

let start = performance.now();
const preview = await previewImport(app, upload);
const previewMs = performance.now() - start;
start = performance.now();
const commit = await commitImport(app, upload);
const commitMs = performance.now() - start;
// The goals of docs/import.md §6, printed beside the figures (never asserted).
const PREVIEW_GOAL_MS = 10_000;
const COMMIT_GOAL_MS = 20_000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `import-ledger: ${ROWS} rows on pglite   preview ${seconds(previewMs)} (goal ≤ ${seconds(PREVIEW_GOAL_MS)}; ratio ${(previewMs / PREVIEW_GOAL_MS).toFixed(2)}; ${preview.counts.ok} ok, ${preview.counts.error} errors)` +
    `   commit ${seconds(commitMs)} (goal ≤ ${seconds(COMMIT_GOAL_MS)}; ratio ${(commitMs / COMMIT_GOAL_MS).toFixed(2)}; ${commit.imported} imported)`,
);
