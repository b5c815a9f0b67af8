import { IMPORT_COLUMNS, IMPORT_LANGUAGES, type ImportKind } from '../../../contract/imports';
import { AppError } from '../../app-error';
import type { Table } from './read-table';

/** A row as the kind's column keys; absent columns are empty. */
export type ImportRecord = { line: number; cells: Record<string, string> };

/** Case, accents, spaces and punctuation do not matter in a header: "Téléphone" = "telephone". */
function headerKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_\-.:*]+/g, '');
}

/** docs/import.md §2: headers in any of the three languages (or the column keys), columns in any order. */
export function mapColumns(kind: ImportKind, table: Table): ImportRecord[] {
  const known = new Map<string, string>();
  for (const item of IMPORT_COLUMNS[kind]) {
    known.set(headerKey(item.key), item.key);
    for (const language of IMPORT_LANGUAGES) known.set(headerKey(item.labels[language]), item.key);
  }
  const keys = table.headers.map((header) => {
    if (header.trim() === '') return null;
    const key = known.get(headerKey(header));
    if (!key) throw new AppError('IMPORT_UNKNOWN_COLUMN', { column: header.trim().slice(0, 80) });
    return key;
  });
  const seen = new Set<string>();
  for (const key of keys) {
    if (key && seen.has(key)) throw new AppError('IMPORT_DUPLICATE_COLUMN', { column: key });
    if (key) seen.add(key);
  }
  const missing = IMPORT_COLUMNS[kind].find((item) => item.required && !seen.has(item.key));
  if (missing) throw new AppError('IMPORT_MISSING_COLUMN', { column: missing.key });
  return table.rows.map((row, index) => {
    const cells: Record<string, string> = {};
    keys.forEach((key, position) => {
      if (key) cells[key] = (row[position] ?? '').trim();
    });
    return { line: index + 2, cells };
  });
}
