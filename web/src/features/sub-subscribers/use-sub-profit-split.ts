import { useInfiniteQuery } from '@tanstack/react-query';
import type { TPeriodQuery } from '../../../../contract/profit-distribution';
import type { TSubProfitSplitPage } from '../../../../contract/sub-profit-split';
import { api } from '../../api/http';

/** Primaries page by page; every page carries the month's totals, read from the first. */
export function useSubProfitSplit(period: TPeriodQuery) {
  return useInfiniteQuery({
    queryKey: ['sub-profit-split', period],
    queryFn: ({ pageParam }) => api.get<TSubProfitSplitPage>('/api/sub-profit-distribution/split', { ...period, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function splitExportUrl(period: TPeriodQuery, language: string): string {
  return `/api/sub-profit-distribution/split/export.csv?${new URLSearchParams({ ...period, lang: language }).toString()}`;
}
