import { assertInvariant } from '../errors/assert-invariant';

/** An exact fraction; the denominator is always positive. Not reduced unless asked: gcd is costly. */
export type Rational = { numerator: bigint; denominator: bigint };

export const rational = ({ numerator, denominator = 1n }: { numerator: bigint; denominator?: bigint }): Rational => {
  assertInvariant(denominator !== 0n, 'rational denominator is zero');
  return denominator < 0n ? { numerator: -numerator, denominator: -denominator } : { numerator, denominator };
};

export const multiplyRationals = (left: Rational, right: Rational): Rational => ({
  numerator: left.numerator * right.numerator,
  denominator: left.denominator * right.denominator,
});

/** Sign of left − right. */
export const compareRationals = (left: Rational, right: Rational): -1 | 0 | 1 => {
  const difference = left.numerator * right.denominator - right.numerator * left.denominator;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

/** Floor division that rounds toward −∞ for negative numerators too (bigint `/` truncates). */
export const floorDivide = (numerator: bigint, denominator: bigint): bigint => {
  assertInvariant(denominator > 0n, 'floorDivide needs a positive denominator');
  const quotient = numerator / denominator;
  return numerator % denominator < 0n ? quotient - 1n : quotient;
};

/**
 * Brings decimal weights such as "2.5" and "1" to integers over one common denominator, so that
 * an integer split (allocate) can use them without changing their proportions.
 */
export const scaleToCommonIntegers = (values: readonly Rational[]): bigint[] => {
  const common = values.reduce((product, value) => lcm(product, value.denominator), 1n);
  return values.map((value) => value.numerator * (common / value.denominator));
};

const gcd = (left: bigint, right: bigint): bigint => {
  let a = left < 0n ? -left : left;
  let b = right < 0n ? -right : right;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

const lcm = (left: bigint, right: bigint): bigint => (left / gcd(left, right)) * right;
