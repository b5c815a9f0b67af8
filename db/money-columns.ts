import { currencyDigits, parseAmount, toDecimalString, type Currency } from '../domain';

const COLUMN_TEXT = /^(-?\d+)\.(\d\d)$/;

/**
 * `numeric(20,2)` columns come back as strings with two fraction digits whatever the currency
 * ("1250.00" for XAF). Converted once here, at the query boundary, to the core's minor units.
 */
export function numericToMinor(text: string, currency: Currency): bigint {
  // The column's usual shape is read straight off its digits: a distribution converts hundreds of
  // thousands of sums, and the general parser builds a rational for each. Any other shape, and a
  // fraction the currency has no digits for, goes through parseAmount, which says why it refuses.
  const match = COLUMN_TEXT.exec(text);
  if (match) {
    const digits = currencyDigits(currency);
    if (digits === 2) return BigInt(match[1]! + match[2]!);
    if (digits === 0 && match[2] === '00') return BigInt(match[1]!);
  }
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return parseAmount({ text: trimmed, currency, allowNegative: true }).amountMinor;
}

/** Minor units back to the column's decimal text. */
export function minorToNumeric(amountMinor: bigint, currency: Currency): string {
  return toDecimalString({ amountMinor, currency });
}

/**
 * The column's text in the currency's wire form ("1250.00" → "1250" for XAF, "1255.43" kept for
 * USD) read straight off the exact decimal text: exports format millions of cells and need no
 * arithmetic for that. Any other shape goes through minor units, which refuse what does not fit.
 */
export function numericToDecimal(text: string, currency: Currency): string {
  // Tested, not matched: an export reads six amounts a row, and a match array each showed in its profile (issue 31).
  if (COLUMN_TEXT.test(text) && !text.startsWith('-0.')) {
    const digits = currencyDigits(currency);
    if (digits === 2) return text;
    if (digits === 0 && text.endsWith('.00')) return text.slice(0, -3);
  }
  return minorToNumeric(numericToMinor(text, currency), currency);
}
