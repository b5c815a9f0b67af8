import type { TSubProfitSplitPage } from '../../../../contract/sub-profit-split';
import { usePagedList, type PagedQuery } from '../../api/use-paged-list';

/** One view of the split: primaries page by page; every page carries the month's totals, read from the first. */
export function useSubProfitSplit(query: PagedQuery<'/api/sub-profit-distribution/split'>) {
  const { list, rows } = usePagedList(['sub-profit-split'], '/api/sub-profit-distribution/split', query);
  const first = list.data?.pages[0] as TSubProfitSplitPage | undefined;
  return { list, rows, totals: first?.totals };
}
