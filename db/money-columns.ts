import { parseAmount, toDecimalString, type Currency } from '../domain';

/**
 * `numeric(20,2)` columns come back as strings with two fraction digits whatever the currency
 * ("1250.00" for XAF). Converted once here, at the query boundary, to the core's minor units.
 */
export function numericToMinor(text: string, currency: Currency): bigint {
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return parseAmount({ text: trimmed, currency, allowNegative: true }).amountMinor;
}

/** Minor units back to the column's decimal text. */
export function minorToNumeric(amountMinor: bigint, currency: Currency): string {
  return toDecimalString({ amountMinor, currency });
}
