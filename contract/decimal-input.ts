import { DomainError, isDomainError, parseDecimal } from '../domain';
import type { DomainErrorCode, Rational } from '../domain';

/** Names the field a refusal of the core is about, so the web can show it next to that field. */
export function withField<T>(field: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (isDomainError(error)) throw new DomainError(error.code, { ...error.params, field });
    throw error;
  }
}

/**
 * Refuses more fraction digits than the column keeps, or a number too large for it, before the
 * database would (a numeric overflow there would be a 500).
 */
export function assertDecimalFits(params: { text: string; field: string; fractionDigits: number; integerDigits: number; code?: DomainErrorCode }): Rational {
  const parsed = withField(params.field, () => parseDecimal({ text: params.text, invalidCode: params.code ?? 'INVALID_NUMBER' }));
  if (parsed.fractionDigits > params.fractionDigits) {
    throw new DomainError('TOO_MANY_DECIMALS', { field: params.field, digits: params.fractionDigits });
  }
  const limit = 10n ** BigInt(params.integerDigits) * parsed.rational.denominator;
  const magnitude = parsed.rational.numerator < 0n ? -parsed.rational.numerator : parsed.rational.numerator;
  if (magnitude >= limit) throw new DomainError(params.code ?? 'INVALID_NUMBER', { field: params.field, text: params.text });
  return parsed.rational;
}

/** A stored or typed decimal without its trailing zeros: "50.0000" → "50", "655.957000" → "655.957". */
export function trimDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}
