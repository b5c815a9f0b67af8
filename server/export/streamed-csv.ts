import { CSV_BOM, csvLine, type CsvField } from '../../contract/csv';
import { drained, streamed, type SheetCell, type StreamedFile } from './streamed-xlsx';

/** Exact decimals and ISO days stay as written (numbers we wrote), text is guarded (docs/money.md §7). */
function csvFieldOf(cell: SheetCell): CsvField {
  if (cell.kind === 'money') return { kind: 'decimal', decimal: cell.amount };
  if (cell.kind === 'decimal') return { kind: 'decimal', decimal: cell.value };
  if (cell.kind === 'date') return { kind: 'date', date: cell.date };
  return { kind: 'text', text: cell.text };
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
      for (const cells of batch) chunk += csvLine(cells.map(csvFieldOf));
      stream.write(chunk);
      await drained(stream);
    }
    stream.end();
  });
}
