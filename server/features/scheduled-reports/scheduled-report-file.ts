import type { Readable } from 'node:stream';
import type { ReportRange, ScheduledReportKind } from '../../../contract/scheduled-reports';
import type { ExportFormat } from '../../../contract/reports';
import type { ExportLanguage } from '../../../contract/operations';
import { findPdfHeader } from '../../../db/queries/pdf-header';
import { addDays, daysInMonth, type IsoDate } from '../../../domain';
import type { Deps } from '../../deps';
import { EXPORT_TYPES } from '../../export/export-types';
import { translatorFor } from '../../i18n/server-translations';
import { booksCsv, booksPdfHtml, booksXlsx } from '../accounting-reports/books-export-files';
import { balanceSheetExport, generalLedgerExport, incomeStatementExport, trialBalanceExport } from '../accounting-reports/books-export';
import type { BooksTable } from '../accounting-reports/books-export-tables';
import { exportSelection } from '../reports/report-filters';
import { reportTable } from '../reports/report-tables';
import { pdfHtml, writeCsv, writeXlsx } from '../reports/report-writers';

export type ScheduleFile = { name: string; type: string; content: Buffer };
export type ScheduleOfFile = { report: ScheduledReportKind; filters: Record<string, string>; format: ExportFormat; language: ExportLanguage };

const twoDigits = (value: number) => String(value).padStart(2, '0');
const monthOf = (day: IsoDate) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });

/** docs/mail.md §4: the days a range covers for a run on `day` (the run's day is in the "to date" ranges only). */
export function rangeDays(range: ReportRange, day: IsoDate): { from: IsoDate; to: IsoDate } {
  const { year, month } = monthOf(day);
  if (range === 'previous-day') return { from: addDays({ date: day, days: -1 }), to: addDays({ date: day, days: -1 }) };
  if (range === 'previous-7-days') return { from: addDays({ date: day, days: -7 }), to: addDays({ date: day, days: -1 }) };
  if (range === 'month-to-date') return { from: `${year}-${twoDigits(month)}-01` as IsoDate, to: day };
  if (range === 'year-to-date') return { from: `${year}-01-01` as IsoDate, to: day };
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const prefix = `${previous.year}-${twoDigits(previous.month)}`;
  return { from: `${prefix}-01` as IsoDate, to: `${prefix}-${twoDigits(daysInMonth(previous))}` as IsoDate };
}

/** The income statement's period for a run on `day`: `2026-10` or `2026`. */
export function incomePeriod(period: string, day: IsoDate): string {
  if (period === 'year-to-date') return day.slice(0, 4);
  if (period === 'month-to-date') return day.slice(0, 7);
  return rangeDays('previous-month', day).from.slice(0, 7);
}

async function bytesOf(stream: Readable, done: Promise<void>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const reading = (async () => {
    for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  })();
  const [written, read] = await Promise.allSettled([done, reading]);
  if (written.status === 'rejected') throw written.reason;
  if (read.status === 'rejected') throw read.reason;
  return Buffer.concat(chunks);
}

async function booksTable(deps: Deps, schedule: ScheduleOfFile, day: IsoDate): Promise<BooksTable> {
  const { filters, format, language: lang } = schedule;
  const t = translatorFor(lang);
  const currency = filters.currency as never;
  if (schedule.report === 'trial-balance') return trialBalanceExport(deps, { date: day, currency, lang, format }, t);
  if (schedule.report === 'balance-sheet') return balanceSheetExport(deps, { date: day, currency, lang, format }, t);
  if (schedule.report === 'income-statement')
    return incomeStatementExport(deps, { period: incomePeriod(filters.period ?? 'previous-month', day), currency, lang, format }, t);
  const { from, to } = rangeDays((filters.range ?? 'previous-day') as ReportRange, day);
  return generalLedgerExport(deps, { account: filters.account ?? '', party: filters.party, currency, from, to, lang, format }, t);
}

/**
 * The schedule's report for a run on `day`, as the report's own export writes it (the same tables
 * and writers as the screens' exports, so the figures are the report's), read whole: it is attached.
 */
export async function scheduledReportFile(deps: Deps, schedule: ScheduleOfFile, day: IsoDate): Promise<ScheduleFile> {
  const { report, filters, format, language } = schedule;
  const type = EXPORT_TYPES[format];
  if (report === 'operations' || report === 'distributions' || report === 'balances') {
    const range = report === 'balances' ? { date: day } : rangeDays((filters.range ?? 'previous-day') as ReportRange, day);
    const type_ = report === 'distributions' && filters.type ? { type: filters.type as 'profit' } : {};
    const { table, t } = reportTable(deps.reports, exportSelection(report, { format, lang: language, ...range, ...type_ }), language);
    const name = `${table.fileStem}.${format}`;
    if (format === 'pdf') {
      const html = await pdfHtml({ table, language, t, header: await findPdfHeader(deps.reports), today: day });
      return { name, type, content: await deps.pdf.render(html) };
    }
    const file = format === 'xlsx' ? writeXlsx(table, language, t) : writeCsv(table);
    return { name, type, content: await bytesOf(file.stream, file.done) };
  }
  const table = await booksTable(deps, schedule, day);
  const name = `${table.fileStem}.${format}`;
  if (format === 'pdf') {
    const html = await booksPdfHtml({ table, language, t: translatorFor(language), header: await findPdfHeader(deps.database.db), today: day });
    return { name, type, content: await deps.pdf.render(html) };
  }
  const file = format === 'xlsx' ? booksXlsx(table, language) : booksCsv(table);
  return { name, type, content: await bytesOf(file.stream, file.done) };
}
