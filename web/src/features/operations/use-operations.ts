import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TOperationBody, TOperationRow } from '../../../../contract/operations';
import { api, type ApiQuery } from '../../api/client';
import { usePagedList, type PagedQuery } from '../../api/use-paged-list';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

const OPERATIONS_KEY = ['operations'] as const;

/** One view of the list: its query string, as the list view keeps it in the URL (the export reads the same). */
export function useOperations(query: PagedQuery<'/api/operations'>) {
  return usePagedList(OPERATIONS_KEY, '/api/operations', query);
}

function useOperationMutation<TVariables>(send: (variables: TVariables) => Promise<TOperationRow>) {
  return useRefreshingMutation([OPERATIONS_KEY, ['dashboard']], send, { background: true });
}

export function useSaveOperation() {
  return useOperationMutation(({ id, body }: { id: string | null; body: TOperationBody }) =>
    id ? api.put('/api/operations/{id}', { params: { path: { id } }, body }) : api.post('/api/operations', { body }),
  );
}

export function useOperationStatus() {
  return useOperationMutation(({ id, action }: { id: string; action: 'complete' | 'cancel' }) =>
    api.post(`/api/operations/{id}/${action}` as const, { params: { path: { id } } }),
  );
}

export function useCompanyDefaults() {
  return useQuery({ queryKey: ['company-settings'], queryFn: () => api.get('/api/company-settings'), staleTime: 30_000 });
}

export function usePersonLookup(search: string, type?: ApiQuery<'get', '/api/lookups/individuals'>['type']) {
  return useQuery({
    queryKey: ['person-lookup', search, type],
    queryFn: () => api.get('/api/lookups/individuals', { params: { query: { search: search.trim() || undefined, type } } }),
    placeholderData: keepPreviousData,
  });
}
