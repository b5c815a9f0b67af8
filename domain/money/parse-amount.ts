import { DomainError } from '../errors/domain-error';
import { currencyDigits } from './currency';
import type { Currency } from './currency';
import type { Money } from './money';
import { parseDecimal } from './parse-decimal';

/**
 * Strict decimal string → Money. Fewer fraction digits than the currency has are fine ("1000" USD);
 * more are refused rather than rounded, since rounding on input would invent or lose money.
 */
export const parseAmount = ({ text, currency, allowNegative = false }: { text: string; currency: Currency; allowNegative?: boolean }): Money => {
  const parsed = parseDecimal({ text, invalidCode: 'INVALID_AMOUNT' });
  if (parsed.negative && !allowNegative) throw new DomainError('NEGATIVE_AMOUNT', { text });
  const digits = currencyDigits(currency);
  if (parsed.fractionDigits > digits) throw new DomainError('TOO_MANY_DECIMALS', { text, currency, digits });
  const scale = 10n ** BigInt(digits - parsed.fractionDigits);
  return { amountMinor: parsed.rational.numerator * scale, currency };
};
