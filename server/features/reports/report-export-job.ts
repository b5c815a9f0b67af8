import { Readable } from 'node:stream';
import { z } from 'zod';
import { PDF_ROW_LIMIT, REPORT_KINDS, ZReportExportQuery, type ReportKind, type TReportExportQuery } from '../../../contract/reports';
import { findPdfHeader } from '../../../db/queries/pdf-header';
import type { Deps } from '../../deps';
import { AppError } from '../../app-error';
import type { JobContext, JobHandler } from '../../jobs/job-runner';
import { EXPORT_TYPES } from '../../export/export-types';
import { serverDay } from '../server-day';
import { exportSelection } from './report-filters';
import { reportTable, type ReportTable } from './report-tables';
import { pdfHtml, writeCsv, writeXlsx } from './report-writers';

export const REPORT_EXPORT_JOB = 'report-export';

export { EXPORT_TYPES };

/** What the job row keeps: the report and exactly the export query of the direct route. */
const ZReportExportJobParams = ZReportExportQuery.extend({ report: z.enum(REPORT_KINDS) });
export type TReportExportJobParams = z.infer<typeof ZReportExportJobParams>;

export function reportExportJobParams(report: ReportKind, query: TReportExportQuery): Record<string, string> {
  const params: Record<string, string | undefined> = { report, ...query, lang: query.lang ?? 'en' };
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The batches, counted as the writer takes them. */
async function* counted<TBatch extends readonly unknown[]>(batches: AsyncIterable<TBatch>, context: JobContext): AsyncGenerator<TBatch> {
  for await (const batch of batches) {
    context.signal.throwIfAborted();
    yield batch;
    // The writer asks for the next batch once it has written this one: rows done are rows written.
    await context.addRowsDone(batch.length);
  }
}

/** The table, its totals read once (the row count and the totals sheet share them), and its rows counted as the writer takes them, as cells or as read. */
function countedTable(table: ReportTable, context: JobContext): ReportTable {
  let totals: ReturnType<ReportTable['totals']> | null = null;
  const rows = table.rows;
  return {
    ...table,
    totals: () => (totals ??= table.totals()),
    batches: () => counted(table.batches(), context),
    rows: rows && ((write) => rows((columns, batches) => write(columns, counted(batches, context)))),
  };
}

async function runReportExport(deps: Deps, context: JobContext): Promise<void> {
  const params = ZReportExportJobParams.parse(context.job.params);
  const language = params.lang ?? 'en';
  const source = reportTable(deps.reports, exportSelection(params.report, params), language);
  const table = countedTable(source.table, context);
  const rowsTotal = (await table.totals()).lines.reduce((sum, line) => sum + line.count, 0);
  await context.setRowsTotal(rowsTotal);
  const name = `${table.fileStem}.${params.format}`;
  if (params.format === 'pdf') {
    const html = await pdfHtml({ table, language, t: source.t, header: await findPdfHeader(deps.reports), today: serverDay() });
    await context.storeFile(Readable.from([await deps.pdf.render(html)]), { name, type: EXPORT_TYPES.pdf });
    return;
  }
  const file = params.format === 'xlsx' ? writeXlsx(table, language, source.t) : writeCsv(table);
  // Both settle: the writer's failure destroys the stream, so storing fails too; the writer's own error is the one reported.
  const storing = context.storeFile(file.stream, { name, type: EXPORT_TYPES[params.format] }).catch((error: unknown) => {
    // A writer waiting for the reader would wait for ever: it is stopped with the same error.
    file.stream.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  const [written, stored] = await Promise.allSettled([file.done, storing]);
  if (written.status === 'rejected') throw written.reason;
  if (stored.status === 'rejected') throw stored.reason;
}

export function reportExportJob(deps: Deps): JobHandler {
  return { run: (context) => runReportExport(deps, context) };
}

/** Refused before queuing: the filter the report needs, and a PDF past its row limit. */
export async function checkReportExport(deps: Deps, report: ReportKind, query: TReportExportQuery): Promise<void> {
  const { table } = reportTable(deps.reports, exportSelection(report, query), query.lang ?? 'en');
  if (query.format !== 'pdf') return;
  const count = (await table.totals()).lines.reduce((sum, line) => sum + line.count, 0);
  if (count > PDF_ROW_LIMIT) throw new AppError('REPORT_TOO_LARGE_FOR_PDF', { limit: PDF_ROW_LIMIT, count });
}
