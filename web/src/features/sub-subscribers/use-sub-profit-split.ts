import type { TPrimarySplit, TSubProfitSplitPage } from '../../../../contract/sub-profit-split';
import { usePagedList } from '../../api/use-paged-list';

/** One view of the split: primaries page by page; every page carries the month's totals, read from the first. */
export function useSubProfitSplit(query: Record<string, string | undefined>) {
  const { list, rows } = usePagedList<TPrimarySplit>(['sub-profit-split'], '/api/sub-profit-distribution/split', query);
  const first = list.data?.pages[0] as TSubProfitSplitPage | undefined;
  return { list, rows, totals: first?.totals };
}
