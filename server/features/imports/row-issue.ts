import type { z } from 'zod';
import { isDomainError } from '../../../domain';
import type { ErrorCode } from '../../../contract/errors';
import type { ImportWarning, TImportIssue } from '../../../contract/imports';
import { AppError } from '../../app-error';
import { toFieldErrors } from '../../../contract/field-errors';
import type { ImportRecord } from './map-columns';

/** The form's field name → the file's column, where they differ. */
export type FieldColumns = Record<string, string>;

/** A refusal of a row as the preview shows it: the code of the forms, on the column it is about. */
function issueOf(error: unknown, columns: FieldColumns): TImportIssue | null {
  const fromField = (field: unknown) => (typeof field === 'string' ? (columns[field] ?? field) : null);
  if (error instanceof AppError) {
    const fields = error.params.fields as Array<{ path: string; issue: string }> | undefined;
    const first = fields?.[0];
    const { fields: _fields, ...params } = error.params;
    return {
      level: 'error',
      code: error.code,
      column: fromField(first?.path ?? error.params.column ?? error.params.field),
      issue: first?.issue ?? null,
      params,
    };
  }
  if (isDomainError(error))
    return { level: 'error', code: error.code as ErrorCode, column: fromField(error.params.field), issue: null, params: { ...error.params } };
  return null;
}

/** The issue of a refused row; anything else than a refusal (a fault, not the file's) is thrown on. */
export function issueOrThrow(error: unknown, columns: FieldColumns): TImportIssue {
  const issue = issueOf(error, columns);
  if (!issue) throw error;
  return issue;
}

/** Each record as `read` makes it, or the issue it was refused with. */
export function readEach<T>(records: readonly ImportRecord[], columns: FieldColumns, read: (record: ImportRecord) => T): Array<T | TImportIssue> {
  return records.map((record) => {
    try {
      return read(record);
    } catch (error) {
      return issueOrThrow(error, columns);
    }
  });
}

/** A zod refusal of the form's schema, as the route would answer it (VALIDATION_FAILED on its field). */
export function parsed<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('VALIDATION_FAILED', { fields: toFieldErrors(result.error.issues, 'body') });
}

export const warning = (code: ImportWarning, column: string): TImportIssue => ({ level: 'warning', code, column, issue: null, params: {} });

/** Yes/no in the three languages; empty takes the default. */
export function yesNo(text: string, fallback: boolean): boolean | string {
  const value = text.trim().toLowerCase();
  if (value === '') return fallback;
  if (['yes', 'true', '1', 'oui', 'vrai', 'نعم'].includes(value)) return true;
  if (['no', 'false', '0', 'non', 'faux', 'لا'].includes(value)) return false;
  return text;
}
