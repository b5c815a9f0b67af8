import { CSV_BOM, CSV_LINE_END, csvDate, csvDecimal, csvLine, csvText } from '../../contract/csv';
import { cellColumns, type SheetColumn } from './sheet-columns';
import { drained, streamed, type SheetCell, type StreamedFile } from './streamed-xlsx';

/** Exact decimals and ISO days stay as written (numbers we wrote), text is guarded (docs/money.md §7). */
function csvFieldOf(cell: SheetCell): string {
  if (cell.kind === 'money') return csvDecimal(cell.amount);
  if (cell.kind === 'decimal') return csvDecimal(cell.value);
  if (cell.kind === 'date') return csvDate(cell.date);
  return csvText(cell.text);
}

/** A column's field in a line, read from the row as its kind says (a `cell` column's as its cell says). */
function csvFieldReader<TRow>(column: SheetColumn<TRow>): (row: TRow) => string {
  switch (column.kind) {
    case 'text':
      return (row) => csvText(column.text(row));
    case 'date':
      return (row) => csvDate(column.date(row));
    case 'money':
      return (row) => csvDecimal(column.amount(row));
    case 'cell':
      return (row) => csvFieldOf(column.cell(row));
  }
}

/**
 * The CSV twin of a streamed sheet: UTF-8 with BOM (Excel reads the Arabic right), CRLF, the
 * header line then the rows, each read by the columns (sheet-columns.ts). A batch is written as
 * one chunk, then the writer waits for the reader (backpressure).
 */
export function streamedCsvRows<TRow>(
  labels: readonly string[],
  columns: ReadonlyArray<SheetColumn<TRow>>,
  batches: AsyncIterable<readonly TRow[]>,
): StreamedFile {
  const fields = columns.map(csvFieldReader);
  return streamed(async (stream) => {
    stream.write(`${CSV_BOM}${csvLine(labels)}`);
    for await (const batch of batches) {
      // Plain loops, one line after the other, as csvLine writes it: 100,000-row exports (issue 31).
      let chunk = '';
      for (const row of batch) {
        let line = fields.length > 0 ? fields[0]!(row) : '';
        for (let index = 1; index < fields.length; index += 1) line += `,${fields[index]!(row)}`;
        chunk += line + CSV_LINE_END;
      }
      stream.write(chunk);
      await drained(stream);
    }
    stream.end();
  });
}

/** Rows made of their cells as CSV (streamedCsvRows). */
export function streamedCsv(labels: readonly string[], batches: AsyncIterable<SheetCell[][]>): StreamedFile {
  return streamedCsvRows(labels, cellColumns(labels.length), batches);
}
