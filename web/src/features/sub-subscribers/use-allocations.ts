import type { TAllocationRow, TCreateAllocationBody } from '../../../../contract/subscribers';
import { api } from '../../api/http';
import { usePagedList } from '../../api/use-paged-list';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

const ALLOCATIONS_KEY = ['sub-allocations'] as const;

/** One view of the list: its query string, as the list view keeps it in the URL. */
export function useAllocations(query: Record<string, string | undefined>) {
  return usePagedList<TAllocationRow>(ALLOCATIONS_KEY, '/api/sub-allocations', query);
}

function useAllocationMutation<TVariables>(send: (variables: TVariables) => Promise<TAllocationRow>) {
  return useRefreshingMutation([ALLOCATIONS_KEY], send);
}

export function useCreateAllocation() {
  return useAllocationMutation((body: TCreateAllocationBody) => api.post<TAllocationRow>('/api/sub-allocations', body));
}

export function useUpdateAllocation() {
  return useAllocationMutation(({ id, amount }: { id: string; amount: string }) =>
    api.put<TAllocationRow>(`/api/sub-allocations/${encodeURIComponent(id)}`, { amount }),
  );
}

export function useSetAllocationStatus() {
  return useAllocationMutation(({ id, active }: { id: string; active: boolean }) =>
    api.post<TAllocationRow>(`/api/sub-allocations/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`),
  );
}
