import { numericToMinor } from '../../../db/money-columns';
import { toDecimalString, type Currency } from '../../../domain';

/** A numeric(20,2) column's text ("1250.00" for XAF) as the currency writes it on the wire ("1250"). */
export function columnText(text: string, currency: Currency): string {
  return toDecimalString({ amountMinor: numericToMinor(text, currency), currency });
}
