import { DomainError } from '../errors/domain-error';
import { compareRationals } from './rational';
import type { Rational } from './rational';
import { parseDecimal } from './parse-decimal';

const HUNDRED: Rational = { numerator: 100n, denominator: 1n };

/** Percentages are exact fractions between 0 and 100 inclusive ("33.3333" stays 333333/10000). */
export const assertPercentage = (percentage: Rational): Rational => {
  if (percentage.numerator < 0n || compareRationals(percentage, HUNDRED) > 0) {
    throw new DomainError('PERCENTAGE_OUT_OF_RANGE', {
      percentage: `${percentage.numerator}/${percentage.denominator}`,
    });
  }
  return percentage;
};

export const parsePercentage = ({ text }: { text: string }): Rational => {
  const parsed = parseDecimal({ text });
  if (parsed.negative) throw new DomainError('PERCENTAGE_OUT_OF_RANGE', { percentage: text });
  return assertPercentage(parsed.rational);
};

/** value × percentage / 100 as an exact fraction, for one roundHalfUp afterwards. */
export const percentOf = ({ amountMinor, percentage }: { amountMinor: bigint; percentage: Rational }): Rational => ({
  numerator: amountMinor * percentage.numerator,
  denominator: percentage.denominator * 100n,
});
