import type { TJournalEntry, TJournalExportQuery } from '../../../contract/journal';
import { PDF_ROW_LIMIT } from '../../../contract/reports';
import type { Db } from '../../../db/client';
import { countJournalLines, listJournalEntries, type JournalFilter } from '../../../db/queries/journal';
import type { PdfHeaderRecord } from '../../../db/queries/pdf-header';
import { formatMoney, parseAmount, type Currency } from '../../../domain';
import { AppError } from '../../app-error';
import { keysetReadAhead } from '../../export/keyset-read-ahead';
import { streamedCsv } from '../../export/streamed-csv';
import { addSheet, streamed, writeRows, xlsxWorkbook, type SheetCell, type StreamedFile } from '../../export/streamed-xlsx';
import { isolateLtr } from '../../i18n/bidi-isolate';
import { translatorFor } from '../../i18n/server-translations';
import { renderPdfHtml, type PdfColumnKind } from '../../pdf/pdf-document';
import { exportFilter, withLines } from './journal.service';

const BATCH_ENTRIES = 500;

/**
 * The general journal layout (docs/accounting.md §5), one row per line, in this order: what the
 * accounting packages' journal imports map column by column.
 */
export const JOURNAL_EXPORT_COLUMNS = ['date', 'number', 'accountCode', 'accountName', 'party', 'debit', 'credit', 'currency', 'memo', 'source'] as const;
type ExportColumn = (typeof JOURNAL_EXPORT_COLUMNS)[number];

const WIDTHS: Record<ExportColumn, number> = {
  date: 12,
  number: 12,
  accountCode: 10,
  accountName: 40,
  party: 28,
  debit: 16,
  credit: 16,
  currency: 9,
  memo: 36,
  source: 28,
};

const text = (value: string): SheetCell => ({ kind: 'text', text: value });

/** An entry's lines as rows: amounts exact in the currency's digits (already so on the wire), the party by name, else its id. */
function rowsOf(entry: TJournalEntry): SheetCell[][] {
  return entry.lines.map((line) => {
    const currency = line.currency as Currency;
    return [
      { kind: 'date', date: entry.date },
      text(entry.number),
      text(line.accountCode),
      text(line.accountName),
      text(line.partyName ?? line.partyId ?? ''),
      { kind: 'money', amount: line.debit, currency },
      { kind: 'money', amount: line.credit, currency },
      text(line.currency),
      text(entry.memo),
      text(`${entry.sourceKind}:${entry.sourceId}`),
    ];
  });
}

/** Every entry of the filter, oldest first (a journal's own order), batch by batch with their lines. */
async function* journalBatches(db: Db, filter: JournalFilter, language: TJournalExportQuery['lang'] & string): AsyncGenerator<SheetCell[][]> {
  const sort = { column: 'date', direction: 'asc' } as const;
  const batches = keysetReadAhead(BATCH_ENTRIES, (after) => listJournalEntries(db, { filter, sort: { ...sort, after }, limit: BATCH_ENTRIES }));
  for await (const entries of batches) yield (await withLines(db, entries, language)).flatMap(rowsOf);
}

export type JournalExport = StreamedFile & { fileName: string };

const fileName = (query: TJournalExportQuery) =>
  `${query.month ? `journal-${query.month}` : `journal-${new Date().toISOString().slice(0, 10)}`}.${query.format}`;

/**
 * A month's journal, or the list's filters, as CSV (UTF-8 with BOM, exact decimals) or Excel
 * (amounts as numbers in their currency's digits, right to left in Arabic), streamed batch by batch.
 */
export function exportJournal(db: Db, query: TJournalExportQuery & { format: 'csv' | 'xlsx' }): JournalExport {
  const language = query.lang ?? 'en';
  const t = translatorFor(language);
  // Read now, so that a day off the calendar is refused before the file starts.
  const filter = exportFilter(query);
  const labels = JOURNAL_EXPORT_COLUMNS.map((column) => t(`accounting.journal.columns.${column}`));
  const batches = () => journalBatches(db, filter, language);
  const file =
    query.format === 'csv'
      ? streamedCsv(labels, batches())
      : streamed(async (stream) => {
          const workbook = xlsxWorkbook(stream);
          const headers = JOURNAL_EXPORT_COLUMNS.map((column, index) => ({ label: labels[index]!, width: WIDTHS[column] }));
          const sheet = addSheet(workbook, { title: t('accounting.journal.title'), headers, rightToLeft: language === 'ar' });
          await writeRows(sheet, stream, batches());
          await workbook.commit();
        });
  return { ...file, fileName: fileName(query) };
}

const PDF_KINDS: Record<ExportColumn, PdfColumnKind> = {
  date: 'token',
  number: 'token',
  accountCode: 'token',
  accountName: 'text',
  party: 'text',
  debit: 'amount',
  credit: 'amount',
  currency: 'token',
  memo: 'text',
  source: 'token',
};

function pdfText(cell: SheetCell, language: 'en' | 'fr' | 'ar'): string {
  if (cell.kind === 'money') {
    const { amountMinor } = parseAmount({ text: cell.amount, currency: cell.currency, allowNegative: true });
    return formatMoney({ money: { amountMinor, currency: cell.currency }, language });
  }
  return cell.kind === 'date' ? cell.date : cell.kind === 'decimal' ? cell.value : cell.text;
}

/**
 * The same rows as a printed journal (a landscape page), the filter's days under the title;
 * refused above PDF_ROW_LIMIT lines, where a PDF stops being readable (Excel and CSV take any size).
 */
export async function journalPdf(
  db: Db,
  query: TJournalExportQuery,
  page: { header: PdfHeaderRecord; today: string },
): Promise<{ html: string; fileName: string }> {
  const language = query.lang ?? 'en';
  const t = translatorFor(language);
  const filter = exportFilter(query);
  const count = await countJournalLines(db, filter);
  if (count > PDF_ROW_LIMIT) throw new AppError('REPORT_TOO_LARGE_FOR_PDF', { limit: PDF_ROW_LIMIT, count });
  const rows: string[][] = [];
  for await (const batch of journalBatches(db, filter, language)) for (const cells of batch) rows.push(cells.map((cell) => pdfText(cell, language)));
  const days = filter.from && filter.to ? t('accounting.exports.days', { from: filter.from, to: filter.to }) : undefined;
  const html = renderPdfHtml({
    language,
    title: t('accounting.journal.title'),
    subtitle: days,
    header: page.header,
    sections: [
      rows.length > 0
        ? {
            table: {
              columns: JOURNAL_EXPORT_COLUMNS.map((column) => t(`accounting.journal.columns.${column}`)),
              kinds: JOURNAL_EXPORT_COLUMNS.map((column) => PDF_KINDS[column]),
              rows,
            },
          }
        : { note: t('accounting.journal.empty') },
    ],
    footer: `${t('accounting.exports.generatedOn')} ${isolateLtr(page.today)}`,
  });
  return { html, fileName: fileName(query) };
}
