import { PassThrough } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CSV_BOM, csvLine } from '../contract/csv';
import type { Database } from '../db/client';
import { packedRowsOf, type PackedFields } from '../db/queries/packed-rows';
import type { OperationReportRecord } from '../db/queries/reports-operations';
import type { StreamedFile } from '../server/export/streamed-xlsx';

// The floor of the operations report's exports (issue 31): the same rows, read by one query on
// the same engine and streamed by the same writers (exceljs's streaming WorkbookWriter, the CSV
// line writer of contract/csv.ts), with nothing of the app's own: no keyset batches, no wire
// amounts, no translations, no styles or number formats, no currency checks. Hand-written: it is
// what the app is measured against, so it must not share the app's export code.

/** The report's own record, without the id it pages by. */
type FloorRow = Omit<OperationReportRecord, 'id'>;

/** Columns of the operation itself, each read by its name: the key in snake case (operationDate, o.operation_date). */
function operationColumns<K extends keyof FloorRow>(...keys: K[]): Record<K, SQL> {
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`o.${key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`)])) as Record<K, SQL>;
}

/** The report's columns, in the default view's order. */
const FIELDS: PackedFields<FloorRow> = {
  ...operationColumns('operationDate', 'number'),
  clientName: sql`c.name`,
  mediatorName: sql`m.name`,
  ...operationColumns('currency', 'amount', 'revenue', 'investorShare', 'mediatorShare', 'specialShare', 'companyShare', 'status'),
};

const FROM = (from: string, to: string) =>
  sql`from operations o join individuals c on c.id = o.client_id join individuals m on m.id = o.mediator_id
      where o.operation_date between ${from}::date and ${to}::date and o.status <> 'cancelled'
      order by o.operation_date, o.id`;

/**
 * Every row of the range in one query, in the report's default order (date, then id). PostgreSQL
 * answers plain rows; PGlite's protocol reader copies each field, so there the rows come packed
 * into one text (db/queries/packed-rows.ts), its fastest read of many rows.
 */
export async function floorRows(database: Database, range: { from: string; to: string }): Promise<string[][]> {
  const keys = Object.keys(FIELDS) as Array<keyof FloorRow>;
  if (database.kind === 'pglite') {
    const rows = await packedRowsOf<FloorRow>(database.db, FIELDS, FROM(range.from, range.to));
    return rows.map((row) => keys.map((key) => row[key]));
  }
  const list = sql.join(
    keys.map((key) => sql`(${FIELDS[key]})::text`),
    sql`, `,
  );
  const answer = (await database.db.execute(sql`select ${list} ${FROM(range.from, range.to)}`)) as unknown as { rows: Array<Record<string, string>> };
  return answer.rows.map((row) => Object.values(row));
}

/** The amounts' positions in a floor row: written as numbers, as a spreadsheet sums them. */
const AMOUNT_FROM = 5;
const AMOUNT_TO = 10;
/** Rows handed to the stream at once, then the writer waits for the reader. */
const CHUNK = 2000;

function streamedFloor(fill: (stream: PassThrough) => Promise<void>): StreamedFile {
  const stream = new PassThrough();
  const done = fill(stream).catch((error: unknown) => {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  return { stream, done };
}

async function drainedFloor(stream: PassThrough): Promise<void> {
  if (stream.writableNeedDrain) await new Promise((resolve) => stream.once('drain', resolve));
}

/**
 * The rows as .xlsx: a date, texts and numbers per row, no second sheet, and no styles at all
 * (exceljs's writer then gives every cell the default style, and a date its default date format).
 */
export function floorXlsx(database: Database, range: { from: string; to: string }, labels: readonly string[]): StreamedFile {
  return streamedFloor(async (stream) => {
    const rows = await floorRows(database, range);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('floor');
    sheet.addRow(labels).commit();
    for (let index = 0; index < rows.length; index += 1) {
      const row = rows[index]!;
      const values: unknown[] = [new Date(`${row[0]}T00:00:00Z`)];
      for (let column = 1; column < row.length; column += 1) values.push(column >= AMOUNT_FROM && column <= AMOUNT_TO ? Number(row[column]) : row[column]);
      sheet.addRow(values).commit();
      if (index % CHUNK === CHUNK - 1) await drainedFloor(stream);
    }
    sheet.commit();
    await workbook.commit();
  });
}

/** The rows as CSV through the app's line writer, the database's text as it is. */
export function floorCsv(database: Database, range: { from: string; to: string }, labels: readonly string[]): StreamedFile {
  return streamedFloor(async (stream) => {
    const rows = await floorRows(database, range);
    stream.write(`${CSV_BOM}${csvLine(labels)}`);
    for (let start = 0; start < rows.length; start += CHUNK) {
      let chunk = '';
      for (const row of rows.slice(start, start + CHUNK)) chunk += csvLine(row);
      stream.write(chunk);
      await drainedFloor(stream);
    }
    stream.end();
  });
}
