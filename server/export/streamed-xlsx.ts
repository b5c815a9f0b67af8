import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { CURRENCIES, currencyDigits, type Currency } from '../../domain';
import { cellColumns, type SheetCell, type SheetColumn } from './sheet-columns';

/** A file written while it is read: `done` settles when the last byte is written (or the writer failed). */
export type StreamedFile = { stream: PassThrough; done: Promise<void> };

/** Runs `fill` into a new stream; a failure destroys the stream, so the reader sees it too. */
export function streamed(fill: (stream: PassThrough) => Promise<void>): StreamedFile {
  const stream = new PassThrough();
  const done = fill(stream).catch((error: unknown) => {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  return { stream, done };
}

/** Backpressure: after a batch, wait until the reader has taken what is buffered. */
export async function drained(stream: PassThrough): Promise<void> {
  if (stream.writableNeedDrain) await once(stream, 'drain');
}

export type { SheetCell };

/**
 * One style object per format, shared by every cell: exceljs remembers a style object it has seen
 * (a WeakMap), so a shared one is looked up once instead of being rendered and matched per cell.
 */
const STYLES = {
  plain: {},
  date: { numFmt: 'yyyy-mm-dd' },
  decimal: { numFmt: '0.######' },
} satisfies Record<string, Partial<ExcelJS.Style>>;

/**
 * An amount's format: the currency's digits and its ISO code ("1,250.50 USD"), so every amount
 * says its currency whichever columns a sheet has. A sheet mixes six currencies in one column.
 */
export const moneyNumFmt = (currency: Currency): string => `${currencyDigits(currency) === 0 ? '#,##0' : '#,##0.00'} "${currency}"`;

const MONEY_STYLES = Object.fromEntries(CURRENCIES.map((currency) => [currency, { numFmt: moneyNumFmt(currency) }])) as Record<
  Currency,
  Partial<ExcelJS.Style>
>;

/** What a cell of each kind holds and how it shows, written once for writeCell and for the columns (sheet-columns.ts). */
const setText = (cell: ExcelJS.Cell, text: string) => {
  cell.value = text;
  cell.style = STYLES.plain;
};
const setDate = (cell: ExcelJS.Cell, date: string) => {
  cell.value = new Date(`${date}T00:00:00Z`);
  cell.style = STYLES.date;
};
/**
 * A spreadsheet cell is a binary double: amounts go in as numbers (readers sum them) made from the
 * exact decimal text, with their currency's format (digits and code). Below 2^53 minor units, as every
 * stored amount is, the double shows the same digits; the exact decimal is in the CSV.
 */
const setMoney = (cell: ExcelJS.Cell, amount: string, currency: Currency) => {
  cell.value = Number(amount);
  cell.style = MONEY_STYLES[currency];
};

export function writeCell(cell: ExcelJS.Cell, value: SheetCell): void {
  if (value.kind === 'money') setMoney(cell, value.amount, value.currency);
  else if (value.kind === 'decimal') {
    cell.value = Number(value.value);
    cell.style = STYLES.decimal;
  } else if (value.kind === 'date') setDate(cell, value.date);
  else setText(cell, value.text);
}

/**
 * Every data row's own style (none), one object for all: exceljs gives each new row a style object
 * of its own, which its style table renders and matches row by row (100,000 rows: issue 31). The
 * writer reads it as a plain field (exceljs's typings leave it out of Row).
 */
const ROW_STYLE: Partial<ExcelJS.Style> = {};

export type XlsxWorkbook = ExcelJS.stream.xlsx.WorkbookWriter;
export type SheetHeader = { label: string; width?: number };

/** A streaming workbook (no shared strings: each row is written and forgotten) on `stream`. */
export function xlsxWorkbook(stream: PassThrough): XlsxWorkbook {
  return new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
}

/** A sheet with a bold, frozen header row, right to left for Arabic. */
export function addSheet(workbook: XlsxWorkbook, params: { title: string; headers: SheetHeader[]; rightToLeft: boolean }): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(params.title.slice(0, 31), { views: [{ rightToLeft: params.rightToLeft, state: 'frozen', ySplit: 1 }] });
  sheet.columns = params.headers.map((header) => ({ header: header.label, width: header.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return sheet;
}

/** A column's cell in a row of the sheet, written from the row as its kind says. */
function xlsxCellWriter<TRow>(column: SheetColumn<TRow>): (cell: ExcelJS.Cell, row: TRow) => void {
  switch (column.kind) {
    case 'text':
      return (cell, row) => setText(cell, column.text(row));
    case 'date':
      return (cell, row) => setDate(cell, column.date(row));
    case 'money':
      return (cell, row) => setMoney(cell, column.amount(row), column.currency(row));
    case 'cell':
      return (cell, row) => writeCell(cell, column.cell(row));
  }
}

/**
 * Writes every batch of rows, each read by the columns (sheet-columns.ts) and committed at once,
 * waiting for the reader after each batch, then closes the sheet.
 */
export async function writeSheetRows<TRow>(
  sheet: ExcelJS.Worksheet,
  stream: PassThrough,
  columns: ReadonlyArray<SheetColumn<TRow>>,
  batches: AsyncIterable<readonly TRow[]> | Iterable<readonly TRow[]>,
): Promise<void> {
  const writers = columns.map(xlsxCellWriter);
  for await (const batch of batches) {
    for (const row of batch) {
      const line = sheet.addRow([]);
      (line as ExcelJS.Row & { style: Partial<ExcelJS.Style> }).style = ROW_STYLE;
      for (let index = 0; index < writers.length; index += 1) writers[index]!(line.getCell(index + 1), row);
      line.commit();
    }
    await drained(stream);
  }
  sheet.commit();
}

/** Rows made of their cells, a cell for each of the sheet's columns (addSheet's headers), by writeSheetRows. */
export function writeRows(sheet: ExcelJS.Worksheet, stream: PassThrough, batches: AsyncIterable<SheetCell[][]> | Iterable<SheetCell[][]>): Promise<void> {
  return writeSheetRows(sheet, stream, cellColumns(sheet.columns.length), batches);
}
