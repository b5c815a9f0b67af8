import { DomainError } from '../errors/domain-error';
import type { DomainErrorCode } from '../errors/domain-error';
import type { Rational } from './rational';

export type ParsedDecimal = { rational: Rational; fractionDigits: number; negative: boolean };

// ASCII digits only: refuses exponents, spaces, '+', thousands separators and locale digits
// (Arabic-Indic and others), which a user or a spreadsheet could slip in.
const DECIMAL_PATTERN = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

// Far above numeric(20,2) and any rate we store; it only stops absurd inputs from costing time.
const MAX_DECIMAL_LENGTH = 64;

/** Strict decimal string → exact fraction over 10^fractionDigits. */
export const parseDecimal = ({ text, invalidCode = 'INVALID_NUMBER' }: { text: string; invalidCode?: DomainErrorCode }): ParsedDecimal => {
  const match = typeof text === 'string' && text.length <= MAX_DECIMAL_LENGTH ? DECIMAL_PATTERN.exec(text) : null;
  if (match === null) throw new DomainError(invalidCode, { text: String(text) });
  const [, sign = '', integerDigits = '', fraction = ''] = match;
  const magnitude = BigInt(integerDigits + fraction);
  const negative = sign === '-';
  return {
    rational: { numerator: negative ? -magnitude : magnitude, denominator: 10n ** BigInt(fraction.length) },
    fractionDigits: fraction.length,
    negative,
  };
};

/** A decimal that may not carry a sign, such as a weight or a quantity. */
export const parseNonNegativeDecimal = ({ text }: { text: string }): Rational => {
  const parsed = parseDecimal({ text });
  if (parsed.negative) throw new DomainError('NEGATIVE_AMOUNT', { text });
  return parsed.rational;
};
