import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './round-half-up';

describe('roundHalfUp', () => {
  it.each<[bigint, bigint, bigint]>([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [7n, 2n, 4n],
    [-7n, 2n, -4n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [-4n, 3n, -1n],
    [-5n, 3n, -2n],
    [1n, 2n, 1n],
    [-1n, 2n, -1n],
    [49n, 100n, 0n],
    [-49n, 100n, 0n],
    [0n, 7n, 0n],
    [12n, 4n, 3n],
    [-12n, 4n, -3n],
  ])('%s/%s → %s', (numerator, denominator, expected) => {
    expect(roundHalfUp({ numerator, denominator })).toBe(expected);
  });

  it('is within half a unit and symmetric around zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (numerator, denominator) => {
        const rounded = roundHalfUp({ numerator, denominator });
        const gap = 2n * (rounded * denominator - numerator);
        expect((gap < 0n ? -gap : gap) <= denominator).toBe(true);
        expect(roundHalfUp({ numerator: -numerator, denominator })).toBe(-rounded);
      }),
      { numRuns: 1000 },
    );
  });
});
