import { numericToMinor } from '../../../db/money-columns';
import { toDecimalString, type Currency } from '../../../domain';

/** A stored numeric's text without trailing zeros ("12.5000" → "12.5"), as the core's parsers expect. */
export function trimDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** A numeric(20,2) column's text ("1250.00" for XAF) as the currency writes it on the wire ("1250"). */
export function columnText(text: string, currency: Currency): string {
  return toDecimalString({ amountMinor: numericToMinor(text, currency), currency });
}
