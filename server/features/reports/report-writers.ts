import type { ExportLanguage } from '../../../contract/operations';
import { PDF_ROW_LIMIT } from '../../../contract/reports';
import { formatMoney, parseAmount, type Currency } from '../../../domain';
import type { PdfHeaderRecord } from '../../../db/queries/pdf-header';
import { AppError } from '../../app-error';
import { renderPdfHtml, type PdfColumnKind } from '../../pdf/pdf-document';
import { isolateLtr } from '../../i18n/bidi-isolate';
import type { Translate } from '../../i18n/server-translations';
import { tableRows, type ReportCell, type ReportTable } from './report-tables';
import { streamedCsvRows } from '../../export/streamed-csv';
import { addSheet, streamed, writeRows, writeSheetRows, xlsxWorkbook, type SheetCell, type StreamedFile } from '../../export/streamed-xlsx';

export type { StreamedFile };

/** Streams the rows as .xlsx (rows committed batch by batch), totals per currency on a second sheet. */
export function writeXlsx(table: ReportTable, language: ExportLanguage, t: Translate): StreamedFile {
  return streamed(async (stream) => {
    const workbook = xlsxWorkbook(stream);
    const rightToLeft = language === 'ar';
    const sheet = addSheet(workbook, { title: table.title, headers: table.labels.map((label) => ({ label })), rightToLeft });
    await tableRows(table, (columns, batches) => writeSheetRows(sheet, stream, columns, batches));
    const totals = await table.totals();
    const labels = [t('reports.columns.currency'), t('reports.columns.count'), ...totals.labels];
    const totalsSheet = addSheet(workbook, { title: t('reports.totals'), headers: labels.map((label) => ({ label })), rightToLeft });
    const lines = totals.lines.map((line): SheetCell[] => [
      { kind: 'text', text: line.currency },
      { kind: 'decimal', value: String(line.count) },
      ...line.amounts.map((amount): SheetCell => ({ kind: 'money', amount, currency: line.currency })),
    ]);
    await writeRows(totalsSheet, stream, [lines]);
    await workbook.commit();
  });
}

/** Exactly the filtered rows as CSV (server/export/streamed-csv.ts). */
export function writeCsv(table: ReportTable): StreamedFile {
  return tableRows(table, (columns, batches) => streamedCsvRows(table.labels, columns, batches));
}

function pdfKind(value: ReportCell): PdfColumnKind {
  if (value.kind === 'money') return 'amount';
  return value.kind === 'date' || value.token ? 'token' : 'text';
}

function pdfText(value: ReportCell, language: ExportLanguage): string {
  if (value.kind === 'text') return value.text;
  if (value.kind === 'date') return value.date;
  return formatMoney({
    money: { amountMinor: parseAmount({ text: value.amount, currency: value.currency, allowNegative: true }).amountMinor, currency: value.currency },
    language,
  });
}

/** The rows as a PDF page set; refused above PDF_ROW_LIMIT rows, where a PDF stops being readable. */
export async function pdfHtml(params: { table: ReportTable; language: ExportLanguage; t: Translate; header: PdfHeaderRecord; today: string }): Promise<string> {
  const { table, language, t } = params;
  const totals = await params.table.totals();
  const count = totals.lines.reduce((sum, line) => sum + line.count, 0);
  if (count > PDF_ROW_LIMIT) throw new AppError('REPORT_TOO_LARGE_FOR_PDF', { limit: PDF_ROW_LIMIT, count });
  const rows: string[][] = [];
  let kinds: PdfColumnKind[] = [];
  for await (const batch of table.batches()) {
    for (const cells of batch) {
      kinds = cells.map(pdfKind);
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
      rows.length ? { table: { columns: table.labels, rows, kinds } } : { note: t('reports.empty') },
      {
        heading: t('reports.totals'),
        table: {
          columns: [t('reports.columns.currency'), t('reports.columns.count'), ...totals.labels],
          rows: totals.lines.map((line) => [line.currency, String(line.count), ...line.amounts.map((amount) => money(amount, line.currency))]),
          kinds: ['token', 'amount', ...totals.labels.map((): PdfColumnKind => 'amount')],
        },
      },
    ],
    footer: `${t('reports.generatedOn')} ${isolateLtr(params.today)}`,
  });
}
