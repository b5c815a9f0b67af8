import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from './http';

type Page<TItem> = { items: TItem[]; nextCursor: string | null };

/** A server-paged list (keyset cursor): filters go in the query string, "load more" follows nextCursor. */
export function usePagedList<TItem>(key: readonly unknown[], path: string, query: Record<string, string | undefined>, enabled = true) {
  const list = useInfiniteQuery({
    queryKey: [...key, query],
    queryFn: ({ pageParam }) => api.get<Page<TItem>>(path, { ...query, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
    // A new sort or filter keeps the rows in view, under the table's loader, until the new ones come.
    placeholderData: keepPreviousData,
  });
  return { list, rows: list.data?.pages.flatMap((page) => page.items) ?? [] };
}
