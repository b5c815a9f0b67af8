import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfitRequestDecision, TProfitRequestPage } from '../../../../contract/profit-requests';
import { api } from '../../api/http';

const REQUESTS_KEY = ['profit-requests'] as const;

export function usePendingRequests() {
  const list = useInfiniteQuery({
    queryKey: REQUESTS_KEY,
    queryFn: ({ pageParam }) => api.get<TProfitRequestPage>('/api/profit-requests', { limit: '25', cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  return { list, rows: list.data?.pages.flatMap((page) => page.items) ?? [] };
}

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'approve' | 'reject'; reason?: string }) =>
      api.post<TProfitRequestDecision>(`/api/profit-requests/${id}/${action}`, action === 'reject' && reason ? { reason } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
