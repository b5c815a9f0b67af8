import { z } from 'zod';
import type { Currency } from '../domain';

/** Money travels as decimal strings ("1250.50"), never JSON numbers (docs/money.md §6). */
export const DECIMAL_PATTERN = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;
export const DECIMAL_MAX_LENGTH = 40;
export const zDecimalString = z.string().trim().min(1, { message: 'required' }).max(DECIMAL_MAX_LENGTH).regex(DECIMAL_PATTERN, { message: 'invalid_number' });
/** Money columns are numeric(20,2): at most 18 digits before the point, whatever the currency. */
export const MONEY_INTEGER_DIGITS = 18;
const integerDigits = (text: string) => text.replace(/^-/, '').split('.')[0]!.length;
/** Every amount of money on the wire: a larger one would overflow its column, a 500 instead of a refusal. */
export const zMoneyString = zDecimalString.refine((text) => integerDigits(text) <= MONEY_INTEGER_DIGITS, { message: 'too_large' });
/** The six currencies of the product; XAF is the default. */
export const CURRENCY_CODES = ['XAF', 'USD', 'EUR', 'GBP', 'SAR', 'AED'] as const satisfies readonly Currency[];
export const zCurrency = z.enum(CURRENCY_CODES);
/** A calendar date 'YYYY-MM-DD'; its validity (no 30 February) is checked by the core. */
export const zIsoDate = z
  .string()
  .min(1, { message: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_value' });

/*
 * What an answer's text fields hold, for the OpenAPI document and the reader of a schema. They only
 * describe: an answer that broke a rule of its schema would be a 500, so they add none to z.string().
 */
/** What the OpenAPI document says of an amount: a test finds every amount of every answer by it. */
export const AMOUNT_TEXT_DESCRIPTION =
  'An amount of money as decimal text with exactly its currency\'s digits ("1250.50", "1250" for XAF), never a JSON number: docs/money.md §6.';
/** An amount of money on the wire: decimal text with its currency's digits, never a JSON number (docs/money.md §6). */
export const zAmountText = z.string().describe(AMOUNT_TEXT_DESCRIPTION);
/** An amount in US dollars whatever the currency of its row (an operation's equivalent), described so. */
export const USD_AMOUNT_TEXT_DESCRIPTION =
  'An amount of US dollars as decimal text with two digits ("1250.50"), whatever the currency of its row: docs/money.md §6.';
export const zUsdAmountText = z.string().describe(USD_AMOUNT_TEXT_DESCRIPTION);
/** A percentage (a rate of the settings, a share of a total) on the wire: decimal text (docs/money.md §5). */
export const zPercentText = z.string().describe('A percentage as decimal text ("12.5"), never a JSON number: docs/money.md §5.');
/** A calendar day, as zIsoDate accepts it. */
export const zDayText = z.string().describe('A calendar day, YYYY-MM-DD.');
/** A span of calendar days, both ends included. */
export const zDayRange = { from: zDayText, to: zDayText };
