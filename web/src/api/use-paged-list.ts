import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, type ApiAnswer, type ApiPath, type ApiPathParams, type ApiQuery } from './client';

type Page = { items: unknown[]; nextCursor: string | null };

/** The API's lists read page by page (keyset cursor): their answer is `{ items, nextCursor }`. */
export type PagedPath = { [P in ApiPath<'get'>]: ApiAnswer<'get', P> extends Page ? P : never }[ApiPath<'get'>];

/** A row of the list at `P`, as the server's OpenAPI document declares it. */
export type PagedRow<P extends PagedPath> = ApiAnswer<'get', P> extends { items: (infer Row)[] } ? Row : never;

type PageOf<P extends PagedPath> = ApiAnswer<'get', P> & Page;

/**
 * The list's filters as the list view keeps them in the URL: text, read and checked by the server.
 * Their names are the operation's query parameters, so a filter the server drops fails typecheck.
 */
export type PagedQuery<P extends PagedPath> = { [K in Exclude<keyof ApiQuery<'get', P>, 'cursor'>]?: string | undefined };

/** A server-paged list (keyset cursor): filters go in the query string, "load more" follows nextCursor. */
export function usePagedList<P extends PagedPath>(
  key: readonly unknown[],
  path: P,
  query: PagedQuery<P>,
  { enabled = true, pathParams }: { enabled?: boolean; pathParams?: ApiPathParams<'get', P> } = {},
) {
  const list = useInfiniteQuery({
    queryKey: [...key, query],
    queryFn: ({ pageParam }) => api.getWithUrlQuery(path, { ...query, cursor: pageParam ?? undefined }, pathParams) as Promise<PageOf<P>>,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
    // A new sort or filter keeps the rows in view, under the table's loader, until the new ones come.
    placeholderData: keepPreviousData,
  });
  return { list, rows: list.data?.pages.flatMap((page) => page.items as PagedRow<P>[]) ?? [] };
}
