import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCompanySettings } from '../../../../contract/company-settings';
import type { TIndividualOptions } from '../../../../contract/lookups';
import type { TOperationBody, TOperationRow } from '../../../../contract/operations';
import { api } from '../../api/http';
import { usePagedList } from '../../api/use-paged-list';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

const OPERATIONS_KEY = ['operations'] as const;

/** One view of the list: its query string, as the list view keeps it in the URL (the export reads the same). */
export function useOperations(query: Record<string, string | undefined>) {
  return usePagedList<TOperationRow>(OPERATIONS_KEY, '/api/operations', query);
}

function useOperationMutation<TVariables>(send: (variables: TVariables) => Promise<TOperationRow>) {
  return useRefreshingMutation([OPERATIONS_KEY, ['dashboard']], send, { background: true });
}

export function useSaveOperation() {
  return useOperationMutation(({ id, body }: { id: string | null; body: TOperationBody }) =>
    id ? api.put<TOperationRow>(`/api/operations/${encodeURIComponent(id)}`, body) : api.post<TOperationRow>('/api/operations', body),
  );
}

export function useOperationStatus() {
  return useOperationMutation(({ id, action }: { id: string; action: 'complete' | 'cancel' }) =>
    api.post<TOperationRow>(`/api/operations/${encodeURIComponent(id)}/${action}`),
  );
}

export function useCompanyDefaults() {
  return useQuery({ queryKey: ['company-settings'], queryFn: () => api.get<TCompanySettings>('/api/company-settings'), staleTime: 30_000 });
}

export function usePersonLookup(search: string, type?: string) {
  return useQuery({
    queryKey: ['person-lookup', search, type],
    queryFn: () => api.get<TIndividualOptions>('/api/lookups/individuals', { search: search.trim() || undefined, type }),
    placeholderData: keepPreviousData,
  });
}
