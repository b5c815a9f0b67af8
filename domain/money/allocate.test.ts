import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../test-support/error-code';
import { allocate, allocateDetailed, remainderOrder } from './allocate';

const split = (totalMinor: bigint, weights: [string, bigint][]) =>
  allocate({ totalMinor, weights: weights.map(([id, weight]) => ({ id, weight })) }).map(({ id, amountMinor }) => `${id}=${amountMinor}`);

describe('allocate', () => {
  it.each<[string, bigint, [string, bigint][], string[]]>([
    [
      'equal thirds: the lowest id gets the unit',
      10000n,
      [
        ['a', 1n],
        ['b', 1n],
        ['c', 1n],
      ],
      ['a=3334', 'b=3333', 'c=3333'],
    ],
    [
      'input order is kept',
      10000n,
      [
        ['c', 1n],
        ['a', 1n],
        ['b', 1n],
      ],
      ['c=3333', 'a=3334', 'b=3333'],
    ],
    [
      'a zero weight gets nothing',
      1000n,
      [
        ['a', 0n],
        ['b', 2n],
        ['c', 1n],
      ],
      ['a=0', 'b=667', 'c=333'],
    ],
    [
      'equal remainders: larger weight first',
      2n,
      [
        ['a', 1n],
        ['b', 3n],
      ],
      ['a=0', 'b=2'],
    ],
    [
      'equal remainders and weights: lower id',
      5n,
      [
        ['a', 2n],
        ['b', 1n],
        ['c', 1n],
        ['d', 2n],
      ],
      ['a=2', 'b=1', 'c=1', 'd=1'],
    ],
    [
      'ids compare by code point, not UTF-16 unit',
      1n,
      [
        ['\u{ff5e}', 1n],
        ['\u{1f600}', 1n],
      ],
      ['\u{ff5e}=1', '\u{1f600}=0'],
    ],
    [
      'uppercase before lowercase',
      1n,
      [
        ['b', 1n],
        ['B', 1n],
      ],
      ['b=0', 'B=1'],
    ],
    [
      'a zero total gives zeros',
      0n,
      [
        ['a', 1n],
        ['b', 5n],
      ],
      ['a=0', 'b=0'],
    ],
    [
      'a negative total is floored, then units handed back',
      -10n,
      [
        ['a', 1n],
        ['b', 1n],
        ['c', 1n],
      ],
      ['a=-3', 'b=-3', 'c=-4'],
    ],
    ['one part takes everything', 12345n, [['only', 7n]], ['only=12345']],
  ])('%s', (_title, totalMinor, weights, expected) => {
    expect(split(totalMinor, weights)).toEqual(expected);
  });

  it.each<[string, [string, bigint][], string]>([
    [
      'all weights zero',
      [
        ['a', 0n],
        ['b', 0n],
      ],
      'ZERO_TOTAL_WEIGHT',
    ],
    ['no weight at all', [], 'ZERO_TOTAL_WEIGHT'],
    [
      'a negative weight',
      [
        ['a', 2n],
        ['b', -1n],
      ],
      'NEGATIVE_AMOUNT',
    ],
    [
      'a repeated id',
      [
        ['a', 1n],
        ['a', 1n],
      ],
      'DUPLICATE_ID',
    ],
  ])('refuses %s', (_title, weights, code) => {
    expect(errorCodeOf(() => split(100n, weights))).toBe(code);
  });

  const weightsArbitrary = fc
    .uniqueArray(fc.record({ id: fc.string({ maxLength: 4 }), weight: fc.oneof(fc.bigInt({ min: 0n, max: 5n }), fc.bigInt({ min: 0n, max: 10n ** 12n })) }), {
      minLength: 1,
      maxLength: 30,
      selector: (entry) => entry.id,
    })
    .filter((weights) => weights.some(({ weight }) => weight > 0n));
  const totalArbitrary = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });

  it('parts add up to the total, never negative for a positive total, each within one unit of its exact share', () => {
    fc.assert(
      fc.property(totalArbitrary, weightsArbitrary, (totalMinor, weights) => {
        const parts = allocate({ totalMinor, weights });
        const totalWeight = weights.reduce((sum, { weight }) => sum + weight, 0n);
        expect(parts.reduce((sum, part) => sum + part.amountMinor, 0n)).toBe(totalMinor);
        parts.forEach((part, index) => {
          const weight = (weights[index] as { weight: bigint }).weight;
          expect(part.id).toBe(weights[index]?.id);
          if (totalMinor >= 0n) expect(part.amountMinor >= 0n).toBe(true);
          // |part × W − total × w| < W  ⇔  the part is within one unit of total × w / W.
          const gap = part.amountMinor * totalWeight - totalMinor * weight;
          expect((gap < 0n ? -gap : gap) < totalWeight).toBe(true);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('does not depend on the order of its input', () => {
    fc.assert(
      fc.property(totalArbitrary, weightsArbitrary, fc.integer(), (totalMinor, weights, seed) => {
        const shuffled = [...weights].sort((left, right) => (hash(left.id, seed) - hash(right.id, seed)) | 0);
        const byId = (parts: { id: string; amountMinor: bigint }[]) => new Map(parts.map((part) => [part.id, part.amountMinor]));
        expect(byId(allocate({ totalMinor, weights: shuffled }))).toEqual(byId(allocate({ totalMinor, weights })));
      }),
      { numRuns: 1000 },
    );
  });
});

const hash = (text: string, seed: number): number => {
  let value = seed | 0;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x9e3779b1);
  return value;
};

describe('allocateDetailed', () => {
  // Many parts and many equal remainders and weights: the units left over go to the parts that
  // come first in remainder order (larger remainder, then larger weight, then lower id) of all of them.
  const manyWeights = fc.uniqueArray(
    fc.record({ id: fc.string({ maxLength: 3 }), weight: fc.oneof(fc.bigInt({ min: 0n, max: 4n }), fc.bigInt({ min: 0n, max: 10n ** 9n })) }),
    {
      minLength: 1,
      maxLength: 300,
      selector: (entry) => entry.id,
    },
  );

  it('gives the units left over to the first parts of a full sort in remainder order', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        manyWeights.filter((weights) => weights.some(({ weight }) => weight > 0n)),
        (totalMinor, weights) => {
          const detail = allocateDetailed({ totalMinor, weights });
          const inOrder = weights
            .map((_, index) => index)
            .filter((index) => (detail.remainders[index] as bigint) > 0n)
            .sort((left, right) => remainderOrder(weights, detail.remainders, left, right));
          expect([...detail.unitIndexes].sort((left, right) => left - right)).toEqual(
            inOrder.slice(0, detail.leftoverUnits).sort((left, right) => left - right),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
