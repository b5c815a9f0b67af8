import type { TAllocationRow, TCreateAllocationBody } from '../../../../contract/subscribers';
import { api } from '../../api/client';
import { usePagedList, type PagedQuery } from '../../api/use-paged-list';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

const ALLOCATIONS_KEY = ['sub-allocations'] as const;

/** One view of the list: its query string, as the list view keeps it in the URL. */
export function useAllocations(query: PagedQuery<'/api/sub-allocations'>) {
  return usePagedList(ALLOCATIONS_KEY, '/api/sub-allocations', query);
}

function useAllocationMutation<TVariables>(send: (variables: TVariables) => Promise<TAllocationRow>) {
  return useRefreshingMutation([ALLOCATIONS_KEY], send);
}

export function useCreateAllocation() {
  return useAllocationMutation((body: TCreateAllocationBody) => api.post('/api/sub-allocations', { body }));
}

export function useUpdateAllocation() {
  return useAllocationMutation(({ id, amount }: { id: string; amount: string }) =>
    api.put('/api/sub-allocations/{id}', { params: { path: { id } }, body: { amount } }),
  );
}

export function useSetAllocationStatus() {
  return useAllocationMutation(({ id, active }: { id: string; active: boolean }) =>
    api.post(active ? '/api/sub-allocations/{id}/activate' : '/api/sub-allocations/{id}/deactivate', { params: { path: { id } } }),
  );
}
