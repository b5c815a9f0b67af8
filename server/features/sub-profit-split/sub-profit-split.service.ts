import type { SplitSortColumn, TPrimarySplit, TSubProfitSplitPage, TSubProfitSplitQuery } from '../../../contract/sub-profit-split';
import type { Tx } from '../../../db/client';
import { numericToMinor } from '../../../db/money-columns';
import type { KeysetSort } from '../../../db/queries/sorted-keyset';
import {
  activeAllocationsOfPrimaries,
  listSplitPrimaries,
  SPLIT_SORTS,
  splitTotals,
  type SplitAllocation,
  type SplitPrimary,
} from '../../../db/queries/sub-profit-split';
import { parseCurrency, splitSubProfit, toDecimalString, type Currency } from '../../../domain';
import { assertInvariant } from '../../../domain/errors/assert-invariant';
import { sortedListPage } from '../sorted-cursor';
import { toPeriod, type Period } from '../profit-distribution/distribution-period';

/** docs/distribution.md §12 through the core: weights are the allocations, the primary keeps the rest; the parts add up to the profit. */
function splitOne(primary: SplitPrimary, allocations: readonly SplitAllocation[], currency: Currency): TPrimarySplit {
  const ownCurrency = parseCurrency(primary.currency);
  const profitMinor = numericToMinor(primary.profit, currency);
  const weights = allocations.map((allocation) => ({ id: allocation.id, amountMinor: numericToMinor(allocation.amount, ownCurrency) }));
  const subscriptionMinor = numericToMinor(primary.subscriptionAmount, ownCurrency);
  const allocatedMinor = weights.reduce((sum, weight) => sum + weight.amountMinor, 0n);
  const split = splitSubProfit({ profitMinor, subscriptionAmountMinor: subscriptionMinor, allocations: weights });
  const shareOf = new Map(split.parts.map((part) => [part.id, part.amountMinor]));
  const partsMinor = split.parts.reduce((sum, part) => sum + part.amountMinor, split.primaryMinor);
  assertInvariant(partsMinor === profitMinor, 'a sub-profit split adds up to the profit');
  const text = (amountMinor: bigint, inCurrency: Currency) => toDecimalString({ amountMinor, currency: inCurrency });
  return {
    primarySubscriberId: primary.id,
    primaryName: primary.name,
    subscriptionCurrency: ownCurrency,
    subscriptionAmount: text(subscriptionMinor, ownCurrency),
    allocatedTotal: text(allocatedMinor, ownCurrency),
    keptAmount: text(subscriptionMinor - allocatedMinor, ownCurrency),
    profit: text(profitMinor, currency),
    primaryShare: text(split.primaryMinor, currency),
    parts: allocations.map((allocation, index) => ({
      allocationId: allocation.id,
      subSubscriberId: allocation.subSubscriberId,
      subName: allocation.subName,
      allocatedAmount: text(weights[index]?.amountMinor ?? 0n, ownCurrency),
      share: text(shareOf.get(allocation.id) ?? 0n, currency),
    })),
  };
}

/** The primaries in the sort's order with their splits; the sort value of each stays beside it for the next cursor. */
export async function splitPrimaries(
  db: Tx,
  period: Period,
  page: { sort: KeysetSort<SplitSortColumn>; limit?: number },
): Promise<Array<TPrimarySplit & { id: string; sortValue: string }>> {
  const primaries = await listSplitPrimaries(db, { profitDate: period.monthEnd, currency: period.currency, ...page });
  const allocations = await activeAllocationsOfPrimaries(
    db,
    primaries.map((primary) => primary.id),
  );
  return primaries.map((primary) => ({
    ...splitOne(
      primary,
      allocations.filter((allocation) => allocation.primarySubscriberId === primary.id),
      period.currency,
    ),
    id: primary.id,
    sortValue: primary.sortValue,
  }));
}

const withoutKeyset = ({ id: _id, sortValue: _sortValue, ...split }: TPrimarySplit & { id: string; sortValue: string }): TPrimarySplit => split;

/** One page of primaries (keyset on the sort value and the primary's id) and the month's totals over all of them. */
export async function splitPage(db: Tx, query: TSubProfitSplitQuery): Promise<TSubProfitSplitPage> {
  const period = toPeriod(query);
  const page = await sortedListPage(query, { sorts: SPLIT_SORTS, defaultSort: 'primary-asc' }, (keyset) => splitPrimaries(db, period, keyset), withoutKeyset);
  const totals = await splitTotals(db, { profitDate: period.monthEnd, currency: period.currency });
  return {
    year: period.year,
    month: period.month,
    currency: period.currency,
    ...page,
    totals: {
      primaryCount: totals.primaryCount,
      profit: toDecimalString({ amountMinor: numericToMinor(totals.profit, period.currency), currency: period.currency }),
    },
  };
}
