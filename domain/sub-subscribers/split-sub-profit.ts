import { assertInvariant } from '../errors/assert-invariant';
import { DomainError } from '../errors/domain-error';
import { allocate } from '../money/allocate';
import type { AllocationPart } from '../money/allocate';

export type SubAllocation = { id: string; amountMinor: bigint };

export type SubProfitSplit = { primaryMinor: bigint; parts: AllocationPart[] };

// The empty id sorts before every other id in code-point order, which gives the primary the
// unit on a full tie as docs/distribution.md §12 asks; real sub-subscriber ids are refused when empty.
const PRIMARY_ID = '';

/**
 * A primary subscriber's profit split between itself and its sub-subscribers in proportion to the
 * allocations; the primary keeps the weight of what it did not allocate.
 */
export const splitSubProfit = ({
  profitMinor,
  subscriptionAmountMinor,
  allocations,
}: {
  profitMinor: bigint;
  subscriptionAmountMinor: bigint;
  allocations: readonly SubAllocation[];
}): SubProfitSplit => {
  if (subscriptionAmountMinor < 0n) throw new DomainError('NEGATIVE_AMOUNT', { field: 'subscriptionAmount' });
  let allocatedMinor = 0n;
  for (const { id, amountMinor } of allocations) {
    if (typeof id !== 'string' || id.length === 0) throw new DomainError('INVALID_INPUT', { field: 'id' });
    if (amountMinor < 0n) throw new DomainError('NEGATIVE_AMOUNT', { id });
    allocatedMinor += amountMinor;
  }
  if (allocatedMinor > subscriptionAmountMinor) {
    throw new DomainError('ALLOCATION_EXCEEDS_SUBSCRIPTION', {
      allocated: allocatedMinor.toString(),
      subscription: subscriptionAmountMinor.toString(),
    });
  }
  const [primary, ...parts] = allocate({
    totalMinor: profitMinor,
    weights: [{ id: PRIMARY_ID, weight: subscriptionAmountMinor - allocatedMinor }, ...allocations.map(({ id, amountMinor }) => ({ id, weight: amountMinor }))],
  });
  assertInvariant(primary !== undefined, 'the primary always has a part');
  return { primaryMinor: (primary as AllocationPart).amountMinor, parts };
};
