import { AppError } from '../app-error';

/** A list position as an opaque URL-safe string: the sort key values of the last row seen. */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** Refuses anything that is not `size` strings, so a forged cursor is a 400 and never reaches SQL. */
export function decodeCursor(text: string, size: number): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === size && values.every((item) => typeof item === 'string')) return values as string[];
  } catch {
    // falls through to the refusal below
  }
  throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'cursor', issue: 'invalid_value' }] });
}

/** One page: `limit` rows were asked for `limit + 1`; the extra one says whether a next page exists. */
export function toPage<TRow, TItem>(rows: TRow[], limit: number, toItem: (row: TRow) => TItem, keyOf: (row: TRow) => string[]) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toItem), nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

export function pageLimit(limit: string | undefined): number {
  return Number.parseInt(limit ?? '25', 10);
}
