import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompanySettings } from '../../../../contract/company-settings';
import type { TIndividualOptions } from '../../../../contract/lookups';
import type { OperationSort, TOperationBody, TOperationPage, TOperationRow } from '../../../../contract/operations';
import type { TPreference } from '../../../../contract/preferences';
import { api } from '../../api/http';

export type OperationFilters = {
  search: string;
  status: string | null;
  currency: string | null;
  sourceCountry: string | null;
  destinationCountry: string | null;
  from: string;
  to: string;
  sort: OperationSort;
};

const OPERATIONS_KEY = ['operations'] as const;

/** The query string shared by the list and the export, so the file holds exactly what the list shows. */
export function operationQuery(filters: OperationFilters): Record<string, string | undefined> {
  return {
    search: filters.search.trim() || undefined,
    status: filters.status ?? undefined,
    currency: filters.currency ?? undefined,
    sourceCountry: filters.sourceCountry ?? undefined,
    destinationCountry: filters.destinationCountry ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    sort: filters.sort,
  };
}

export function useOperations(filters: OperationFilters) {
  return useInfiniteQuery({
    queryKey: [...OPERATIONS_KEY, filters],
    queryFn: ({ pageParam }) => api.get<TOperationPage>('/api/operations', { ...operationQuery(filters), cursor: pageParam ?? undefined, limit: '25' }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

function useOperationMutation<TVariables>(send: (variables: TVariables) => Promise<TOperationRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OPERATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
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

/** A remembered choice of the signed-in user, kept on the server. */
export function usePreference(key: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['preference', key], queryFn: () => api.get<TPreference>(`/api/preferences/${key}`) });
  const save = useMutation({
    mutationFn: (preference: TPreference['preference']) => api.put<TPreference>(`/api/preferences/${key}`, { preference }),
    onSuccess: (saved) => queryClient.setQueryData(['preference', key], saved),
  });
  return { query, save };
}
