import { assertInvariant } from '../errors/assert-invariant';
import { DomainError } from '../errors/domain-error';
import { compareCodePoints } from './compare-code-points';
import { floorDivide } from './rational';

export type AllocationWeight = { id: string; weight: bigint };
export type AllocationPart = { id: string; amountMinor: bigint };

/**
 * The one split of the product (largest remainder): every part is floored to the unit, then the
 * units left over go one each to the largest remainders; ties go to the larger weight, then to the
 * lower id in code-point order. Parts come back in input order and always add up to the total.
 */
export const allocate = ({
  totalMinor,
  weights,
}: {
  totalMinor: bigint;
  weights: readonly AllocationWeight[];
}): AllocationPart[] => {
  const totalWeight = sumWeights(weights);
  const floors: bigint[] = new Array<bigint>(weights.length);
  const remainders: bigint[] = new Array<bigint>(weights.length);
  let floorSum = 0n;
  for (let index = 0; index < weights.length; index += 1) {
    const product = totalMinor * (weights[index] as AllocationWeight).weight;
    const floor = floorDivide(product, totalWeight);
    floors[index] = floor;
    remainders[index] = product - floor * totalWeight;
    floorSum += floor;
  }
  const leftover = totalMinor - floorSum;
  // Σ remainders = leftover × totalWeight with each remainder < totalWeight, so 0 ≤ leftover < n.
  assertInvariant(leftover >= 0n && leftover < BigInt(Math.max(weights.length, 1)), 'leftover out of range');
  for (const index of largestRemainders({ weights, remainders, count: Number(leftover) })) {
    floors[index] = (floors[index] as bigint) + 1n;
  }
  const parts = weights.map(({ id }, index) => ({ id, amountMinor: floors[index] as bigint }));
  assertInvariant(
    parts.reduce((sum, part) => sum + part.amountMinor, 0n) === totalMinor,
    'allocated parts must add up to the total',
  );
  return parts;
};

const sumWeights = (weights: readonly AllocationWeight[]): bigint => {
  const seen = new Set<string>();
  let totalWeight = 0n;
  for (const { id, weight } of weights) {
    if (weight < 0n) throw new DomainError('NEGATIVE_AMOUNT', { id, weight: weight.toString() });
    if (seen.has(id)) throw new DomainError('DUPLICATE_ID', { id });
    seen.add(id);
    totalWeight += weight;
  }
  if (totalWeight === 0n) throw new DomainError('ZERO_TOTAL_WEIGHT');
  return totalWeight;
};

/** Indexes of the `count` parts that receive one more unit; only parts with a remainder compete. */
const largestRemainders = ({
  weights,
  remainders,
  count,
}: {
  weights: readonly AllocationWeight[];
  remainders: readonly bigint[];
  count: number;
}): number[] => {
  if (count === 0) return [];
  const candidates: number[] = [];
  for (let index = 0; index < remainders.length; index += 1) {
    if ((remainders[index] as bigint) > 0n) candidates.push(index);
  }
  candidates.sort((left, right) => {
    const leftRemainder = remainders[left] as bigint;
    const rightRemainder = remainders[right] as bigint;
    if (leftRemainder !== rightRemainder) return leftRemainder > rightRemainder ? -1 : 1;
    const leftWeight = (weights[left] as AllocationWeight).weight;
    const rightWeight = (weights[right] as AllocationWeight).weight;
    if (leftWeight !== rightWeight) return leftWeight > rightWeight ? -1 : 1;
    return compareCodePoints((weights[left] as AllocationWeight).id, (weights[right] as AllocationWeight).id);
  });
  return candidates.slice(0, count);
};
