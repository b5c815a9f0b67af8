import { isIsoDate } from '../../domain';
import { AppError } from '../app-error';

/** A keyset position over (date, id), opaque to the client. */
export type DateIdCursor = { date: string; id: string };

export function encodeDateIdCursor(cursor: DateIdCursor): string {
  return Buffer.from(JSON.stringify([cursor.date, cursor.id])).toString('base64url');
}

/** A cursor that does not decode is a bad request, never a 500. */
export function decodeDateIdCursor(text: string): DateIdCursor {
  try {
    const [date, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof date === 'string' && isIsoDate(date) && typeof id === 'string' && id.length > 0 && id.length <= 64) return { date, id };
  } catch {
    // falls through to the refusal below
  }
  throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'cursor', issue: 'invalid_value' }] });
}

/** Page size from the query's allowed choices; one row more is read to know whether a next page exists. */
export function pageLimit(limit: string | undefined): number {
  return Number.parseInt(limit ?? '25', 10);
}
