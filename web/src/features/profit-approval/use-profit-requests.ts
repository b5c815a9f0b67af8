import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { usePagedList, type PagedQuery } from '../../api/use-paged-list';

const REQUESTS_KEY = ['profit-requests'] as const;

/** One view of the pending requests: its query string, as the list view keeps it in the URL. */
export function usePendingRequests(query: PagedQuery<'/api/profit-requests'>) {
  return usePagedList(REQUESTS_KEY, '/api/profit-requests', query);
}

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'approve' | 'reject'; reason?: string }) =>
      action === 'reject'
        ? api.post('/api/profit-requests/{id}/reject', { params: { path: { id } }, body: reason ? { reason } : {} })
        : api.post('/api/profit-requests/{id}/approve', { params: { path: { id } }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
