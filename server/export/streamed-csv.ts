import { CSV_BOM, CSV_LINE_END, csvDate, csvDecimal, csvLine, csvText } from '../../contract/csv';
import { drained, streamed, type SheetCell, type StreamedFile } from './streamed-xlsx';

/** Exact decimals and ISO days stay as written (numbers we wrote), text is guarded (docs/money.md §7). */
function csvFieldOf(cell: SheetCell): string {
  if (cell.kind === 'money') return csvDecimal(cell.amount);
  if (cell.kind === 'decimal') return csvDecimal(cell.value);
  if (cell.kind === 'date') return csvDate(cell.date);
  return csvText(cell.text);
}

/** One row's line, as csvLine writes it, without a field object or an array per row (100,000-row exports, issue 31). */
function csvRow(cells: readonly SheetCell[]): string {
  let line = cells.length > 0 ? csvFieldOf(cells[0]!) : '';
  for (let index = 1; index < cells.length; index += 1) line += `,${csvFieldOf(cells[index]!)}`;
  return line + CSV_LINE_END;
}

/**
 * The CSV twin of a streamed sheet: UTF-8 with BOM (Excel reads the Arabic right), CRLF, the
 * header line then the rows. A batch is written as one chunk, then the writer waits for the
 * reader (backpressure).
 */
export function streamedCsv(labels: readonly string[], batches: AsyncIterable<SheetCell[][]>): StreamedFile {
  return streamed(async (stream) => {
    stream.write(`${CSV_BOM}${csvLine(labels)}`);
    for await (const batch of batches) {
      let chunk = '';
      for (const cells of batch) chunk += csvRow(cells);
      stream.write(chunk);
      await drained(stream);
    }
    stream.end();
  });
}
