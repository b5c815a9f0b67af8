import { z } from 'zod';
import { PDF_LANGUAGES } from './subscribers';

/** A member's year statement (docs/money.md §8): the file's format. */
export const STATEMENT_FORMATS = ['pdf', 'xlsx'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * The year is checked by the server (STATEMENT_YEAR_INVALID, STATEMENT_YEAR_IN_FUTURE), so a typed
 * "20x6" gets a message that names the year, not a generic validation failure.
 */
export const ZYearStatementQuery = z.strictObject({
  year: z.string().max(10),
  format: z.enum(STATEMENT_FORMATS),
  lang: z.enum(PDF_LANGUAGES).optional(),
});
export type TYearStatementQuery = z.infer<typeof ZYearStatementQuery>;

/** The first year a statement can be asked for. */
export const FIRST_STATEMENT_YEAR = 2000;
