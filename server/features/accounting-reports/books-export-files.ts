import type { ExportLanguage } from '../../../contract/operations';
import { formatMoney, parseAmount } from '../../../domain';
import type { PdfHeaderRecord } from '../../../db/queries/pdf-header';
import { streamedCsv } from '../../export/streamed-csv';
import { addSheet, streamed, writeRows, xlsxWorkbook, type SheetCell, type StreamedFile } from '../../export/streamed-xlsx';
import { isolateLtr } from '../../i18n/bidi-isolate';
import type { Translate } from '../../i18n/server-translations';
import { renderPdfHtml, type PdfSection } from '../../pdf/pdf-document';
import type { BooksLine, BooksTable } from './books-export-tables';

async function* cellsOf(table: BooksTable): AsyncIterable<SheetCell[][]> {
  for await (const batch of table.batches()) yield batch.map((line) => line.cells);
}

/** One row a line, the currency first, exact decimals (server/export/streamed-csv.ts). */
export function booksCsv(table: BooksTable): StreamedFile {
  return streamedCsv(
    table.columns.map((column) => column.label),
    cellsOf(table),
  );
}

/** The same rows on one sheet, amounts as numbers in their currency's format, right to left in Arabic. */
export function booksXlsx(table: BooksTable, language: ExportLanguage): StreamedFile {
  return streamed(async (stream) => {
    const workbook = xlsxWorkbook(stream);
    const headers = table.columns.map((column) => ({ label: column.label, width: column.width }));
    const sheet = addSheet(workbook, { title: table.title, headers, rightToLeft: language === 'ar' });
    await writeRows(sheet, stream, cellsOf(table));
    await workbook.commit();
  });
}

function pdfText(cell: SheetCell, language: ExportLanguage): string {
  if (cell.kind === 'text') return cell.text;
  if (cell.kind === 'date') return cell.date;
  if (cell.kind === 'decimal') return cell.value;
  const { amountMinor } = parseAmount({ text: cell.amount, currency: cell.currency, allowNegative: true });
  return formatMoney({ money: { amountMinor, currency: cell.currency }, language });
}

/**
 * The rows as a PDF, one table per section (a currency's statement, the ledger's account) under its
 * heading; the currency column is left out, the heading names it. The caller has checked the size.
 */
export async function booksPdfHtml(params: {
  table: BooksTable;
  language: ExportLanguage;
  t: Translate;
  header: PdfHeaderRecord;
  today: string;
}): Promise<string> {
  const { table, language } = params;
  const sections: Array<{ heading: string; lines: BooksLine[] }> = [];
  for await (const batch of table.batches()) {
    for (const line of batch) {
      const last = sections.at(-1);
      if (last?.heading === line.section) last.lines.push(line);
      else sections.push({ heading: line.section, lines: [line] });
    }
  }
  const columns = table.columns.slice(1);
  const printed = sections.map(({ heading, lines }): PdfSection => ({
    heading,
    table: {
      columns: columns.map((column) => column.label),
      kinds: columns.map((column) => column.kind),
      rows: lines.map((line) => line.cells.slice(1).map((cell) => pdfText(cell, language))),
      totalRows: lines.flatMap((line, index) => (line.total ? [index] : [])),
    },
  }));
  return renderPdfHtml({
    language,
    title: table.title,
    subtitle: table.subtitle,
    header: params.header,
    sections: printed.length > 0 ? printed : [{ note: table.empty }],
    footer: `${params.t('accounting.exports.generatedOn')} ${isolateLtr(params.today)}`,
  });
}
