import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportLanguage } from '../../../contract/operations';
import { PDF_ROW_LIMIT } from '../../../contract/reports';
import { currencyDigits, formatMoney, parseAmount, type Currency } from '../../../domain';
import type { ReportPdfHeader } from '../../../db/queries/reports-rows';
import { AppError } from '../../app-error';
import { renderPdfHtml } from '../../pdf/pdf-document';
import type { Translate } from '../../i18n/server-translations';
import type { ReportCell, ReportTable } from './report-tables';

export type StreamedFile = { stream: PassThrough; done: Promise<void> };

function streamed(fill: (stream: PassThrough) => Promise<void>): StreamedFile {
  const stream = new PassThrough();
  const done = fill(stream).catch((error: unknown) => {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  return { stream, done };
}

/**
 * One style object per format, shared by every cell: exceljs remembers a style object it has seen
 * (a WeakMap), so a shared one is looked up once instead of being rendered and matched per cell.
 */
const STYLES = {
  plain: {},
  date: { numFmt: 'yyyy-mm-dd' },
  money0: { numFmt: '#,##0' },
  money2: { numFmt: '#,##0.00' },
} satisfies Record<string, Partial<ExcelJS.Style>>;

const moneyStyle = (currency: Currency) => (currencyDigits(currency) === 0 ? STYLES.money0 : STYLES.money2);

/**
 * A spreadsheet cell is a binary double: amounts go in as numbers (readers sum them) made from the
 * exact decimal text, with a format of the currency's digits. Below 2^53 minor units, as every
 * stored amount is, the double shows the same digits; the exact decimal is in the CSV.
 */
function writeCell(cell: ExcelJS.Cell, value: ReportCell): void {
  if (value.kind === 'money') {
    cell.value = Number(value.amount);
    cell.style = moneyStyle(value.currency);
  } else if (value.kind === 'date') {
    cell.value = new Date(`${value.date}T00:00:00Z`);
    cell.style = STYLES.date;
  } else {
    cell.value = value.text;
    cell.style = STYLES.plain;
  }
}

/** Backpressure: after a batch, wait until the reader has taken what is buffered. */
async function drained(stream: PassThrough): Promise<void> {
  if (stream.writableNeedDrain) await once(stream, 'drain');
}

/** Streams the rows as .xlsx (rows committed batch by batch), totals per currency on a second sheet. */
export function writeXlsx(table: ReportTable, language: ExportLanguage, t: Translate): StreamedFile {
  return streamed(async (stream) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const views = [{ rightToLeft: language === 'ar', state: 'frozen' as const, ySplit: 1 }];
    const sheet = workbook.addWorksheet(table.title.slice(0, 31), { views });
    sheet.columns = table.labels.map((label) => ({ header: label, width: 18 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of table.batches()) {
      for (const cells of batch) {
        const line = sheet.addRow([]);
        cells.forEach((value, index) => writeCell(line.getCell(index + 1), value));
        line.commit();
      }
      await drained(stream);
    }
    sheet.commit();
    const totals = await table.totals();
    const totalsSheet = workbook.addWorksheet(t('reports.totals').slice(0, 31), { views });
    totalsSheet.columns = [t('reports.columns.currency'), t('reports.columns.count'), ...totals.labels].map((label) => ({ header: label, width: 18 }));
    totalsSheet.getRow(1).font = { bold: true };
    for (const line of totals.lines) {
      const row = totalsSheet.addRow([line.currency, line.count]);
      line.amounts.forEach((amount, index) => writeCell(row.getCell(index + 3), { kind: 'money', amount, currency: line.currency }));
      row.commit();
    }
    totalsSheet.commit();
    await workbook.commit();
  });
}

/** OWASP CSV injection: a text cell a spreadsheet would read as a formula is prefixed with a quote. */
export function csvSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field holding a quote, a comma or a line break is quoted, its quotes doubled. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Exact decimals (never escaped: they are numbers we wrote), dates as ISO, text escaped. */
function csvCell(value: ReportCell): string {
  if (value.kind === 'money') return value.amount;
  if (value.kind === 'date') return value.date;
  return csvField(csvSafe(value.text));
}

const CRLF = '\r\n';

/**
 * UTF-8 with BOM (Excel reads the Arabic right), CRLF, exactly the filtered rows. A batch is
 * written as one chunk, then the writer waits for the reader (backpressure).
 */
export function writeCsv(table: ReportTable): StreamedFile {
  return streamed(async (stream) => {
    stream.write(`\uFEFF${table.labels.map((label) => csvField(csvSafe(label))).join(',')}${CRLF}`);
    for await (const batch of table.batches()) {
      let chunk = '';
      for (const cells of batch) chunk += `${cells.map(csvCell).join(',')}${CRLF}`;
      stream.write(chunk);
      await drained(stream);
    }
    stream.end();
  });
}

function pdfText(value: ReportCell, language: ExportLanguage): string {
  if (value.kind === 'text') return value.text;
  if (value.kind === 'date') return value.date;
  return formatMoney({ money: { amountMinor: parseAmount({ text: value.amount, currency: value.currency, allowNegative: true }).amountMinor, currency: value.currency }, language });
}

/** The rows as a PDF page set; refused above PDF_ROW_LIMIT rows, where a PDF stops being readable. */
export async function pdfHtml(params: { table: ReportTable; language: ExportLanguage; t: Translate; header: ReportPdfHeader; today: string }): Promise<string> {
  const { table, language, t } = params;
  const totals = await params.table.totals();
  const count = totals.lines.reduce((sum, line) => sum + line.count, 0);
  if (count > PDF_ROW_LIMIT) throw new AppError('REPORT_TOO_LARGE_FOR_PDF', { limit: PDF_ROW_LIMIT, count });
  const rows: string[][] = [];
  let numeric: boolean[] = [];
  for await (const batch of table.batches()) {
    for (const cells of batch) {
      numeric = cells.map((cell) => cell.kind === 'money');
      rows.push(cells.map((cell) => pdfText(cell, language)));
    }
  }
  const money = (amount: string, currency: Currency) => pdfText({ kind: 'money', amount, currency }, language);
  return renderPdfHtml({
    language,
    title: table.title,
    subtitle: table.subtitle,
    header: params.header,
    sections: [
      rows.length ? { table: { columns: table.labels, rows, numeric } } : { note: t('reports.empty') },
      {
        heading: t('reports.totals'),
        table: {
          columns: [t('reports.columns.currency'), t('reports.columns.count'), ...totals.labels],
          rows: totals.lines.map((line) => [line.currency, String(line.count), ...line.amounts.map((amount) => money(amount, line.currency))]),
          numeric: [false, true, ...totals.labels.map(() => true)],
        },
      },
    ],
    footer: `${t('reports.generatedOn')} ${params.today}`,
  });
}
