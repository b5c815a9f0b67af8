import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../test-support/error-code';
import { splitSubProfit } from './split-sub-profit';

const split = (profitMinor: bigint, subscriptionAmountMinor: bigint, allocations: [string, bigint][]) => {
  const result = splitSubProfit({ profitMinor, subscriptionAmountMinor, allocations: allocations.map(([id, amountMinor]) => ({ id, amountMinor })) });
  return [result.primaryMinor, ...result.parts.map((part) => part.amountMinor)];
};

describe('splitSubProfit', () => {
  it.each<[string, bigint, bigint, [string, bigint][], bigint[]]>([
    [
      'the primary wins a full tie',
      100001n,
      3000000n,
      [
        ['s1', 1000000n],
        ['s2', 1000000n],
      ],
      [33334n, 33334n, 33333n],
    ],
    [
      'the primary wins a tie even against the lowest id',
      2n,
      3n,
      [
        ['0', 1n],
        ['!', 1n],
      ],
      [1n, 0n, 1n],
    ],
    ['a larger weight still comes before the primary', 1n, 3n, [['s1', 2n]], [0n, 1n]],
    [
      'the primary keeps nothing when all is allocated',
      100n,
      100n,
      [
        ['s1', 30n],
        ['s2', 70n],
      ],
      [0n, 30n, 70n],
    ],
    ['no allocations: all to the primary', 999n, 5n, [], [999n]],
  ])('%s', (_title, profitMinor, subscriptionAmountMinor, allocations, expected) => {
    expect(split(profitMinor, subscriptionAmountMinor, allocations)).toEqual(expected);
  });

  it.each<[string, bigint, [string, bigint][], string]>([
    [
      'allocations above the subscription',
      1000n,
      [
        ['s1', 600n],
        ['s2', 600n],
      ],
      'ALLOCATION_EXCEEDS_SUBSCRIPTION',
    ],
    ['a negative allocation', 1000n, [['s1', -1n]], 'NEGATIVE_AMOUNT'],
    ['an empty id', 1000n, [['', 1n]], 'INVALID_INPUT'],
    [
      'a repeated id',
      1000n,
      [
        ['s1', 1n],
        ['s1', 1n],
      ],
      'DUPLICATE_ID',
    ],
    ['nothing to weigh', 0n, [], 'ZERO_TOTAL_WEIGHT'],
  ])('refuses %s', (_title, subscriptionAmountMinor, allocations, code) => {
    expect(errorCodeOf(() => split(100n, subscriptionAmountMinor, allocations))).toBe(code);
  });
});
