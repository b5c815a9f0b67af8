import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS } from '../../../contract/imports';
import { AppError } from '../../app-error';
import { assertSafeZip } from './zip-guard';

/** A file's cells as text: the header line and the rows below it. */
export type Table = { headers: string[]; rows: string[][] };

function swapBytes(bytes: Buffer): Buffer {
  const swapped = Buffer.from(bytes);
  swapped.swap16();
  return swapped;
}

/** docs/import.md §5: UTF-8 with or without BOM, UTF-16 with its BOM; anything else is refused, never guessed. */
export function decodeText(file: Buffer): string {
  if (file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf) return strictUtf8(file.subarray(3));
  if (file[0] === 0xff && file[1] === 0xfe) return evenUtf16(file.subarray(2)).toString('utf16le');
  if (file[0] === 0xfe && file[1] === 0xff) return swapBytes(evenUtf16(file.subarray(2))).toString('utf16le');
  return strictUtf8(file);
}

function evenUtf16(bytes: Buffer): Buffer {
  if (bytes.length % 2 !== 0) throw new AppError('IMPORT_BAD_ENCODING');
  return bytes;
}

function strictUtf8(bytes: Buffer): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // A NUL is never in a CSV: it is UTF-16 without its BOM, or a binary file.
    if (text.includes('\u0000')) throw new AppError('IMPORT_BAD_ENCODING');
    return text;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMPORT_BAD_ENCODING');
  }
}

function readCsv(file: Buffer): string[][] {
  const text = decodeText(file);
  const delimiter = detectDelimiter(text);
  try {
    // Values stay text: `=1+1` is the characters "=1+1" (docs/import.md §5).
    return parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, to: IMPORT_MAX_ROWS + 2 }) as string[][];
  } catch {
    throw new AppError('IMPORT_FILE_UNREADABLE');
  }
}

/** Excel in French or Arabic settings writes `;` between cells. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : text.length);
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    // A formula's last computed result is read, never the formula, and nothing is evaluated.
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function readXlsx(file: Buffer): Promise<string[][]> {
  await assertSafeZip(file);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new AppError('IMPORT_FILE_UNREADABLE');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_FILE_EMPTY');
  if (sheet.rowCount > IMPORT_MAX_ROWS + 1) throw new AppError('IMPORT_TOO_MANY_ROWS', { max: IMPORT_MAX_ROWS });
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let index = 1; index <= row.cellCount; index += 1) cells.push(cellText(row.getCell(index).value));
    rows.push(cells);
  });
  return rows;
}

const isZip = (file: Buffer) => file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04;

/** An upload as a table: xlsx when it is a zip, CSV otherwise; blank lines dropped. */
export async function readTable(file: Buffer, fileName = ''): Promise<Table> {
  if (file.length === 0) throw new AppError('IMPORT_FILE_EMPTY');
  // docs/import.md §5: a file named .xlsx that is not a zip is a broken xlsx, never read as CSV.
  if (!isZip(file) && /\.xlsx$/i.test(fileName.trim())) throw new AppError('IMPORT_FILE_UNREADABLE');
  const lines = (isZip(file) ? await readXlsx(file) : readCsv(file)).filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const [headers, ...rows] = lines;
  if (!headers || rows.length === 0) throw new AppError('IMPORT_FILE_EMPTY');
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError('IMPORT_TOO_MANY_ROWS', { max: IMPORT_MAX_ROWS });
  return { headers, rows };
}
