import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TSaleBody, TSaleRow } from '../../../../contract/product-sales';
import { api } from '../../api/client';
import { usePagedList, type PagedQuery } from '../../api/use-paged-list';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

const SALES_KEY = ['product-sales'] as const;

/** One view of the sales list: its query string, as the list view keeps it in the URL. */
export function useSales(query: PagedQuery<'/api/product-sales'>) {
  return usePagedList(SALES_KEY, '/api/product-sales', query);
}

function useSaleMutation<TVariables>(send: (variables: TVariables) => Promise<TSaleRow>) {
  return useRefreshingMutation([SALES_KEY], send, { background: true });
}

export function useSaveSale() {
  return useSaleMutation(({ id, body }: { id: string | null; body: TSaleBody }) =>
    id ? api.put('/api/product-sales/{id}', { params: { path: { id } }, body }) : api.post('/api/product-sales', { body }),
  );
}

export function useSaleStatus() {
  return useSaleMutation(({ id, action }: { id: string; action: 'sell' | 'cancel' }) =>
    api.post(`/api/product-sales/{id}/${action}` as const, { params: { path: { id } } }),
  );
}

/** The report's groups, server-paged in the view's sort; the totals come with every page (they cover the whole filter). */
export function usePreciousReport(query: PagedQuery<'/api/precious-products-report'>) {
  const list = useInfiniteQuery({
    queryKey: ['precious-report', query],
    queryFn: ({ pageParam }) => api.getWithUrlQuery('/api/precious-products-report', { ...query, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
  const pages = list.data?.pages ?? [];
  return { list, rows: pages.flatMap((page) => page.items), totals: pages[0]?.totals ?? [] };
}
