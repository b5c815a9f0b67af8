import { assertInvariant } from '../errors/assert-invariant';
import { DomainError } from '../errors/domain-error';
import { compareCodePoints } from './compare-code-points';
import { floorDivide } from './rational';
import { selectFirst } from './select-first';

export type AllocationWeight = { id: string; weight: bigint };
export type AllocationPart = { id: string; amountMinor: bigint };

/**
 * The split with its working shown (docs/distribution.md §17): each part's floor, its remainder (the
 * numerator over `totalWeight` left after the floor), the units left over and which parts took one.
 */
export type AllocationDetail = {
  totalWeight: bigint;
  floors: bigint[];
  remainders: bigint[];
  leftoverUnits: number;
  unitIndexes: ReadonlySet<number>;
  parts: AllocationPart[];
};

/**
 * The one split of the product (largest remainder): every part is floored to the unit, then the
 * units left over go one each to the largest remainders; ties go to the larger weight, then to the
 * lower id in code-point order. Parts come back in input order and always add up to the total.
 */
export const allocate = (params: { totalMinor: bigint; weights: readonly AllocationWeight[] }): AllocationPart[] => allocateDetailed(params).parts;

/** `allocate` and its working: the explanation of a share reads the very figures the split used. */
export const allocateDetailed = ({ totalMinor, weights }: { totalMinor: bigint; weights: readonly AllocationWeight[] }): AllocationDetail => {
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
  const unitIndexes = new Set(largestRemainders({ weights, remainders, count: Number(leftover) }));
  const parts = weights.map(({ id }, index) => ({ id, amountMinor: (floors[index] as bigint) + (unitIndexes.has(index) ? 1n : 0n) }));
  assertInvariant(parts.reduce((sum, part) => sum + part.amountMinor, 0n) === totalMinor, 'allocated parts must add up to the total');
  return { totalWeight, floors, remainders, leftoverUnits: Number(leftover), unitIndexes, parts };
};

/**
 * The order in which parts with a remainder take the units left over: larger remainder first, then
 * larger weight, then lower id. Negative when part `left` comes before part `right` (indexes).
 */
export const remainderOrder = (weights: readonly AllocationWeight[], remainders: readonly bigint[], left: number, right: number): number => {
  const leftRemainder = remainders[left] as bigint;
  const rightRemainder = remainders[right] as bigint;
  if (leftRemainder !== rightRemainder) return leftRemainder > rightRemainder ? -1 : 1;
  const leftWeight = (weights[left] as AllocationWeight).weight;
  const rightWeight = (weights[right] as AllocationWeight).weight;
  if (leftWeight !== rightWeight) return leftWeight > rightWeight ? -1 : 1;
  return compareCodePoints((weights[left] as AllocationWeight).id, (weights[right] as AllocationWeight).id);
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

/**
 * Indexes of the `count` parts that receive one more unit; only parts with a remainder compete.
 * Which parts take a unit is all that counts, not their order among themselves, so the first
 * `count` in remainder order are selected rather than every candidate sorted (ids are unique, so
 * the order is total and the parts selected are those a full sort would put first).
 */
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
  selectFirst(candidates, count, (left, right) => remainderOrder(weights, remainders, left, right));
  return candidates.slice(0, count);
};
