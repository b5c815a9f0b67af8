import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPreciousReport, TSaleBody, TSalePage, TSaleRow } from '../../../../contract/product-sales';
import { api } from '../../api/http';

const SALES_KEY = ['product-sales'] as const;

export function useSales(filters: { search: string; status: string | null }) {
  return useInfiniteQuery({
    queryKey: [...SALES_KEY, filters],
    queryFn: ({ pageParam }) => api.get<TSalePage>('/api/product-sales', { search: filters.search.trim() || undefined, status: filters.status ?? undefined, cursor: pageParam ?? undefined, limit: '25' }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

function useSaleMutation<TVariables>(send: (variables: TVariables) => Promise<TSaleRow>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => void queryClient.invalidateQueries({ queryKey: SALES_KEY }) });
}

export function useSaveSale() {
  return useSaleMutation(({ id, body }: { id: string | null; body: TSaleBody }) =>
    id ? api.put<TSaleRow>(`/api/product-sales/${encodeURIComponent(id)}`, body) : api.post<TSaleRow>('/api/product-sales', body),
  );
}

export function useSaleStatus() {
  return useSaleMutation(({ id, action }: { id: string; action: 'sell' | 'cancel' }) => api.post<TSaleRow>(`/api/product-sales/${encodeURIComponent(id)}/${action}`));
}

export function usePreciousReport(query: Record<string, string | undefined>) {
  return useQuery({ queryKey: ['precious-report', query], queryFn: () => api.get<TPreciousReport>('/api/precious-products-report', query) });
}
