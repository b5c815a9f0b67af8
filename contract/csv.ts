/**
 * The one CSV writer of the server's exports and the web app's downloads (docs/money.md §7):
 * UTF-8 with a byte-order mark (Excel reads Arabic right), CRLF line ends and RFC 4180 quoting.
 */

/**
 * A field of a line: text that came from people (names, notes, labels), or a value the code wrote
 * itself in a fixed form (an exact decimal, an ISO day), which stays as it is so that a spreadsheet
 * reads a number as a number.
 */
export type CsvField = { kind: 'text'; text: string } | { kind: 'decimal'; decimal: string } | { kind: 'date'; date: string };

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * OWASP CSV injection: a spreadsheet runs a cell that starts with = + - @, a tab or a carriage
 * return as a formula, so such text gets a leading apostrophe and is read as text.
 */
export function csvFormulaGuard(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field holding a quote, a comma or a line break is quoted, its quotes doubled. */
function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One field, ready for a line. A decimal or a day that is not in its plain form is guarded like
 * text: only what is certainly a number or a day escapes the guard.
 */
export function csvField(field: CsvField): string {
  if (field.kind === 'decimal') return csvDecimal(field.decimal);
  if (field.kind === 'date') return csvDate(field.date);
  return csvText(field.text);
}

/** A text field: guarded and quoted. The three field writers let a bulk export write without a field object per cell. */
export const csvText = (text: string): string => quoted(csvFormulaGuard(text));
/** A decimal field: as written when it is a plain decimal, else guarded like text. */
export const csvDecimal = (decimal: string): string => (PLAIN_DECIMAL.test(decimal) ? decimal : csvText(decimal));
/** A day field: as written when it is an ISO day, else guarded like text. */
export const csvDate = (date: string): string => (ISO_DATE.test(date) ? date : csvText(date));

/** A line of text fields (a header) or of typed fields, with its line end. */
export function csvLine(fields: ReadonlyArray<CsvField | string>): string {
  return `${fields.map((field) => csvField(typeof field === 'string' ? { kind: 'text', text: field } : field)).join(',')}${CSV_LINE_END}`;
}
