import { numericToDecimal } from '../../db/money-columns';
import { parseCurrency } from '../../domain';

/** A numeric(20,2) column's text as the wire's decimal string with the currency's digits ("1250.00" XAF → "1250"). */
export function wireAmount(text: string, currency: string): string {
  return numericToDecimal(text, parseCurrency(currency));
}
