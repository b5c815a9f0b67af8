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

/** One month of a member's statements (docs/operations.md §15): a PDF per subscription. */
export const ZStatementMonth = z.object({
  year: z.number().int(),
  month: z.number().int(),
  subscriptions: z.array(z.object({ subscriberId: z.string(), currency: z.string() })),
});
export const ZStatementMonthList = z.object({ items: z.array(ZStatementMonth) });
export type TStatementMonthList = z.infer<typeof ZStatementMonthList>;

/** Staff (`subscribers`) name the subscriber; a member's list is their own. */
export const ZStatementListQuery = z.strictObject({ subscriberId: z.string().min(1).max(64).optional() });

/** Path digits are checked as a month by the server (STATEMENT_MONTH_INVALID), so a typo gets a message that names it. */
export const ZStatementPdfParams = z.strictObject({
  year: z.string().regex(/^\d{4}$/, { message: 'invalid_value' }),
  month: z.string().regex(/^\d{1,2}$/, { message: 'invalid_value' }),
});
export const ZStatementPdfQuery = z.strictObject({
  subscriberId: z.string().min(1).max(64),
  lang: z.enum(PDF_LANGUAGES).optional(),
});
