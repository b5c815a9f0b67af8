import { numericToDecimal } from '../../../db/money-columns';
import { parseCurrency } from '../../../domain';
import { AppError } from '../../app-error';

/**
 * Keyset paging for the members', approvals' and reports' lists: a cursor is the sort key of the
 * last row seen, base64url JSON; a forged one is a 400 and never reaches SQL.
 */
export function encodePageCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodePageCursor(text: string | undefined, patterns: readonly RegExp[]): string[] | null {
  if (text === undefined) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === patterns.length && values.every((item, index) => typeof item === 'string' && patterns[index]!.test(item))) {
      return values as string[];
    }
  } catch {
    // refused below
  }
  throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'cursor', issue: 'invalid_value' }] });
}

export const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
export const BIGINT_KEY = /^[1-9][0-9]{0,17}$/;

export function pageSize(limit: string | undefined): number {
  return Number.parseInt(limit ?? '25', 10);
}

/** `limit + 1` rows were read: the extra one says a next page exists. */
export function pageOf<TRow, TItem>(rows: TRow[], limit: number, toItem: (row: TRow) => TItem, keyOf: (row: TRow) => string[]) {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return { items: kept.map(toItem), nextCursor: rows.length > limit && last ? encodePageCursor(keyOf(last)) : null };
}

/** A numeric(20,2) column's text as the wire's decimal string with the currency's digits ("1250.00" XAF → "1250"). */
export function wireAmount(text: string, currency: string): string {
  return numericToDecimal(text, parseCurrency(currency));
}

/** The server's calendar day (its local time zone, like the ledger's): the date of a credit or a document. */
export function serverDay(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
