import type { ExportLanguage } from '../../contract/list-export';
import { AppError } from '../app-error';
import { translatorFor, type Translate } from '../i18n/server-translations';
import { keysetReadAhead, type KeysetAfter } from './keyset-read-ahead';
import { streamedCsv } from './streamed-csv';
import { addSheet, streamed, writeRows, xlsxWorkbook, type SheetCell, type SheetHeader, type StreamedFile } from './streamed-xlsx';

/** The rows a list's export reads at once (docs/operations.md §12: the operations, individuals exports). */
const BATCH_SIZE = 2000;

export type ListExportFormat = 'xlsx' | 'csv';
export type ListExport = StreamedFile & { fileName: string };

/** The columns the user is looking at, in their order; unknown names are refused, none means the list's default set. */
export function exportColumns<Column extends string>(text: string | undefined, known: readonly Column[], defaults: readonly Column[]): Column[] {
  if (!text) return [...defaults];
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const allowed = new Set<string>(known);
  if (names.length === 0 || names.some((name) => !allowed.has(name))) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'columns', issue: 'invalid_value' }] });
  }
  return [...new Set(names)] as Column[];
}

/** A row's cell in the export. */
export type RowCell<Row> = (row: Row) => SheetCell;

/** A translated label per code, looked up once per export rather than once per cell. */
export function labelledCell<Row>(t: Translate, prefix: string, code: (row: Row) => string): RowCell<Row> {
  const labels = new Map<string, SheetCell>();
  return (row) => {
    const key = code(row);
    let cell = labels.get(key);
    if (!cell) labels.set(key, (cell = { kind: 'text', text: t(`${prefix}.${key}`) }));
    return cell;
  };
}

/** Every row a keyset read gives, in its order, batch by batch (read ahead), as the export's cells. */
export async function* keysetCells<Row extends { sortValue: string; id: string }>(
  read: (after: KeysetAfter | undefined, limit: number) => Promise<Row[]>,
  cells: readonly RowCell<Row>[],
): AsyncGenerator<SheetCell[][]> {
  for await (const rows of keysetReadAhead(BATCH_SIZE, (after) => read(after, BATCH_SIZE))) yield rows.map((row) => cells.map((cell) => cell(row)));
}

type ListFileParams = {
  format: ListExportFormat;
  language: ExportLanguage;
  /** The sheet's name and the file's: the list's title, and its name in the file name (`operations`). */
  title: string;
  fileStem: string;
  headers: SheetHeader[];
  /** The rows, read only once the file is being written. */
  batches: () => AsyncIterable<SheetCell[][]>;
};

/**
 * A list's rows as .csv (with the formula guard, docs/money.md §7) or as .xlsx (right to left in
 * Arabic), written batch by batch while the reader takes them, so memory stays flat.
 */
export function listExportFile({ format, language, title, fileStem, headers, batches }: ListFileParams): ListExport {
  const file =
    format === 'csv'
      ? streamedCsv(
          headers.map((header) => header.label),
          batches(),
        )
      : streamed(async (stream) => {
          const workbook = xlsxWorkbook(stream);
          const sheet = addSheet(workbook, { title, headers, rightToLeft: language === 'ar' });
          await writeRows(sheet, stream, batches());
          await workbook.commit();
        });
  return { ...file, fileName: `${fileStem}-${new Date().toISOString().slice(0, 10)}.${format}` };
}

/** What names a list's export, whatever is asked: its title, file name, headers and cells. */
export type ListExportShape<Column extends string, Row> = {
  /** The list's title's key (the sheet's name) and its name in the file name. */
  titleKey: string;
  fileStem: string;
  /** A column's header: its label's key and its width in Excel. */
  header: (column: Column) => { key: string; width: number };
  cell: (column: Column, t: Translate) => RowCell<Row>;
};

/** What one export asks: the format, the language (English unless told), the columns, and how a batch of the list's rows in its sort is read. */
type ListExportAsked<Column extends string, Row> = {
  format: ListExportFormat;
  language: ExportLanguage | undefined;
  columns: readonly Column[];
  read: (after: KeysetAfter | undefined, limit: number) => Promise<Row[]>;
};

/** The export of a list read by keyset, in the chosen columns and language. */
export function keysetListExport<Column extends string, Row extends { sortValue: string; id: string }>(
  shape: ListExportShape<Column, Row>,
  { format, language = 'en', columns, read }: ListExportAsked<Column, Row>,
): ListExport {
  const t = translatorFor(language);
  const cells = columns.map((column) => shape.cell(column, t));
  const headers = columns.map((column) => {
    const { key, width } = shape.header(column);
    return { label: t(key), width };
  });
  return listExportFile({ format, language, title: t(shape.titleKey), fileStem: shape.fileStem, headers, batches: () => keysetCells(read, cells) });
}
