import type { Rational } from './rational';
import { assertInvariant } from '../errors/assert-invariant';

/**
 * The one rounding of the product: the nearest integer to an exact fraction, halves away from zero
 * (2.5 → 3, −2.5 → −3). Apply it once to a whole product, never to its factors.
 */
export const roundHalfUp = ({ numerator, denominator }: Rational): bigint => {
  assertInvariant(denominator > 0n, 'roundHalfUp needs a positive denominator');
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
};
