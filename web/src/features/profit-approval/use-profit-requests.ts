import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfitRequestDecision, TProfitRequestRow } from '../../../../contract/profit-requests';
import { api } from '../../api/http';
import { usePagedList } from '../../api/use-paged-list';

const REQUESTS_KEY = ['profit-requests'] as const;

/** One view of the pending requests: its query string, as the list view keeps it in the URL. */
export function usePendingRequests(query: Record<string, string | undefined>) {
  return usePagedList<TProfitRequestRow>(REQUESTS_KEY, '/api/profit-requests', query);
}

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'approve' | 'reject'; reason?: string }) =>
      api.post<TProfitRequestDecision>(`/api/profit-requests/${id}/${action}`, action === 'reject' && reason ? { reason } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
