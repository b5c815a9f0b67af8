import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { loadReferenceData } from '../db/reference-data';
import { individuals } from '../db/schema';
import { reportTable } from '../server/features/reports/report-tables';
import { exportView } from '../server/features/reports/report-filters';
import { pdfHtml, writeCsv, writeXlsx, type StreamedFile } from '../server/features/reports/report-writers';
import { createPdfRenderer } from '../server/pdf/pdf-renderer';
import { createScratchPostgres } from '../server/test/helper';
import { benchServerUrl } from './bench-database';
import { floorCsv, floorXlsx } from './export-floor';
import { measureRun } from './measure-run';

// The financial-report exports at size: 100,000 operations to Excel and CSV, 1,000 to PDF in Arabic.
// Goals (docs/architecture.md §6): Excel at most 4 s, CSV at most 1.5 s, PDF of 1,000 rows
// at most 5 s, the export's own memory under 300 MB. On PGlite in memory, and also on a scratch
// PostgreSQL database (dropped afterwards) when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server.
// Absolute times move with the machine; the ratio of the app to its floor, measured in the same
// run, does not (issue 31): Excel and CSV each at most 1.2 times their floor.
const ROWS = 100_000;
const PDF_ROWS = 1_000;

async function seed(database: Database): Promise<void> {
  const client = randomUUID();
  const mediator = randomUUID();
  await database.db.insert(individuals).values([
    { id: client, name: 'عميل تجريبي', phone: '+235000001', email: 'c@bench.example', type: 'user', nni: 'b1', nationality: 'TD' },
    { id: mediator, name: 'Médiateur Bench', phone: '+235000002', email: 'm@bench.example', type: 'mediator', nni: 'b2', nationality: 'TD' },
  ]);
  // Operations spread over 2025; the PDF range (2026-01-01) holds exactly PDF_ROWS of them.
  await database.db.execute(sql`
    insert into operations (id, number, source_country, destination_country, amount, currency, exchange_rate, service_rate, equivalent_usd, revenue,
      investor_rule_kind, investor_rule_value, mediator_type, mediator_rule_kind, mediator_rule_value, special_rule_kind, special_rule_value,
      investor_share, mediator_share, special_share, company_share, operation_date, client_id, mediator_id, status)
    select gen_random_uuid()::text, 'OP-' || lpad(n::text, 7, '0'), 'chad', 'uae', (100000 + n)::numeric, case when n % 5 = 0 then 'USD' else 'XAF' end,
      600, 2, 166.67, 2000, 'percent-of-revenue', 50, 'normal', 'fixed', 500, 'percent-of-remainder', 5, 1000, 500, 25, 475,
      case when n <= ${PDF_ROWS} then date '2026-01-01' else date '2025-01-01' + (n % 365) end, ${client}, ${mediator}, 'completed'
    from generate_series(1, ${ROWS + PDF_ROWS}) as n`);
  // Statistics, as a live database has them (autovacuum on PostgreSQL): without them the planner
  // takes a bulk-loaded table for empty and sorts every remaining row for each 2,000-row batch.
  await database.db.execute(sql`analyze`);
}

type Figures = { seconds: number; cpuSeconds: number; peakRssMb: number; exportRssMb: number; bytes: number };

/** One export's figures (measure-run.ts), its bytes written as the run's value. */
async function measure(run: () => Promise<number>): Promise<Figures> {
  const figures = await measureRun(run);
  return { ...figures, exportRssMb: figures.runRssMb, bytes: figures.value };
}

async function drain(file: StreamedFile): Promise<number> {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  await Promise.all([pipeline(file.stream, sink), file.done]);
  return bytes;
}

const GOAL_SECONDS = { excel: 4, csv: 1.5, pdf: 5 } as const;
const GOAL_EXPORT_MB = 300;
/** The app's export against its floor (issue 31): medians of ROUNDS interleaved runs of each. */
const RATIO_GOAL = 1.2;
const ROUNDS = Number.parseInt(process.env.BENCH_EXPORT_ROUNDS ?? '3', 10);

/** Each figure's median over the runs (wall and CPU seconds, memory), the bytes of the first. */
function medianFigures(runs: Figures[]): Figures {
  const median = (pick: (figures: Figures) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return {
    seconds: median((one) => one.seconds),
    cpuSeconds: median((one) => one.cpuSeconds),
    peakRssMb: median((one) => one.peakRssMb),
    exportRssMb: median((one) => one.exportRssMb),
    bytes: runs[0]!.bytes,
  };
}

async function benchOn(serverUrl: string | undefined): Promise<void> {
  const scratch = serverUrl ? await createScratchPostgres(serverUrl) : null;
  const database = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: null });
  await loadReferenceData(database.db);
  const seeding = process.hrtime.bigint();
  await seed(database);
  console.log(`seeded ${ROWS + PDF_ROWS} operations on ${database.kind} in ${(Number(process.hrtime.bigint() - seeding) / 1e9).toFixed(1)} s`);
  const view = exportView('operations', {});
  const big = { report: 'operations' as const, filter: { from: '2025-01-01', to: '2025-12-31' }, view };
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const report = (label: string, figures: Figures, goalSeconds: number) =>
    console.log(
      `${database.kind.padEnd(8)} ${label.padEnd(28)} ${figures.seconds.toFixed(2).padStart(6)} s (goal ≤ ${goalSeconds} s: ${met(figures.seconds <= goalSeconds)}; ` +
        `ratio ${(figures.seconds / goalSeconds).toFixed(2)}; CPU ${figures.cpuSeconds.toFixed(2)} s)  peak RSS ${figures.peakRssMb.toFixed(0).padStart(4)} MB, ` +
        `of it the export ${figures.exportRssMb.toFixed(0).padStart(4)} MB (goal < ${GOAL_EXPORT_MB}: ${met(figures.exportRssMb < GOAL_EXPORT_MB)})  ` +
        `${(figures.bytes / 1024 / 1024).toFixed(1)} MB written`,
    );

  // The app against its floor (bench/export-floor.ts): each side run ROUNDS times, the order
  // turning every round (app then floor, floor then app, …) so that a drift of a shared machine
  // weighs on both, and the medians compared. CPU seconds are this process's (and PGlite's, which
  // runs in it); on PostgreSQL the server's own CPU is not in them.
  const range = big.filter;
  const sides = {
    excel: {
      app: () => {
        const { table, t } = reportTable(database.db, big, 'ar');
        return drain(writeXlsx(table, 'ar', t));
      },
      floor: () => drain(floorXlsx(database, range, reportTable(database.db, big, 'ar').table.labels)),
    },
    csv: {
      app: () => drain(writeCsv(reportTable(database.db, big, 'en').table)),
      floor: () => drain(floorCsv(database, range, reportTable(database.db, big, 'en').table.labels)),
    },
  };
  for (const format of ['excel', 'csv'] as const) {
    const figures: Record<'app' | 'floor', Figures[]> = { app: [], floor: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? (['app', 'floor'] as const) : (['floor', 'app'] as const);
      for (const side of order) figures[side].push(await measure(sides[format][side]));
    }
    const label = `${format === 'excel' ? 'Excel' : 'CSV'}, ${ROWS.toLocaleString('en')} rows`;
    const app = medianFigures(figures.app);
    report(label, app, GOAL_SECONDS[format]);
    const floor = medianFigures(figures.floor);
    const ratio = app.seconds / floor.seconds;
    const cpuRatio = app.cpuSeconds / floor.cpuSeconds;
    const list = (side: Figures[], pick: (figures: Figures) => number) => side.map((one) => pick(one).toFixed(2)).join(' / ');
    console.log(
      `${database.kind.padEnd(8)} ${`${label}, app/floor`.padEnd(28)} app ${app.seconds.toFixed(2)} s CPU ${app.cpuSeconds.toFixed(2)} s | ` +
        `floor ${floor.seconds.toFixed(2)} s CPU ${floor.cpuSeconds.toFixed(2)} s | app/floor ${ratio.toFixed(2)}× (goal ≤ ${RATIO_GOAL}: ${met(ratio <= RATIO_GOAL)}; ` +
        `CPU ${cpuRatio.toFixed(2)}×) | runs: app ${list(figures.app, (one) => one.seconds)} s (CPU ${list(figures.app, (one) => one.cpuSeconds)}), ` +
        `floor ${list(figures.floor, (one) => one.seconds)} s (CPU ${list(figures.floor, (one) => one.cpuSeconds)}); ${(floor.bytes / 1024 / 1024).toFixed(1)} MB written by the floor`,
    );
  }

  if (process.env.BENCH_SKIP_PDF === '1') {
    await database.close();
    await scratch?.drop();
    return;
  }
  const renderer = createPdfRenderer();
  try {
    // The server keeps one warm browser for the whole process (server/pdf/pdf-renderer.ts): its
    // start is paid once, at the first PDF after a start, and printed apart from the export.
    const started = process.hrtime.bigint();
    await renderer.render('<p>warm-up</p>');
    console.log(
      `${database.kind.padEnd(8)} ${'browser start (once a process)'.padEnd(28)} ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(2).padStart(6)} s`,
    );
    const small = { report: 'operations' as const, filter: { from: '2026-01-01', to: '2026-01-01' }, view };
    const pdf = await measure(async () => {
      const { table, t } = reportTable(database.db, small, 'ar');
      const html = await pdfHtml({
        table,
        language: 'ar',
        t,
        header: { companyName: 'Wasit', address: '', phone: '', email: '', website: '', tradeRegister: '', taxId: '', logoUrl: '' },
        today: '2026-01-02',
      });
      return (await renderer.render(html)).length;
    });
    report(`PDF, ${PDF_ROWS.toLocaleString('en')} rows (Arabic)`, pdf, GOAL_SECONDS.pdf);
  } finally {
    await renderer.close();
    await database.close();
    await scratch?.drop();
  }
}

async function main(): Promise<void> {
  // BENCH_SKIP_PGLITE=1 measures PostgreSQL alone, BENCH_SKIP_PDF=1 the Excel and CSV exports alone.
  if (process.env.BENCH_SKIP_PGLITE !== '1') await benchOn(undefined);
  const serverUrl = benchServerUrl();
  if (serverUrl) await benchOn(serverUrl);
}

await main();
