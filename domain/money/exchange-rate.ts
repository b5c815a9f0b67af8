import { DomainError } from '../errors/domain-error';
import type { Rational } from './rational';
import { parseDecimal } from './parse-decimal';

/** An exchange rate reads "1 USD = rate units of the currency": it must be strictly positive. */
export const assertExchangeRate = (rate: Rational): Rational => {
  if (rate.numerator <= 0n || rate.denominator <= 0n) {
    throw new DomainError('INVALID_RATE', { rate: `${rate.numerator}/${rate.denominator}` });
  }
  return rate;
};

export const parseExchangeRate = ({ text }: { text: string }): Rational => assertExchangeRate(parseDecimal({ text, invalidCode: 'INVALID_RATE' }).rational);
