import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IndividualType, TIndividualBody, TIndividualOptions, TIndividualRow } from '../../../../contract/individuals';
import { api } from '../../api/http';
import { usePagedList } from '../../api/use-paged-list';

export const INDIVIDUALS_KEY = ['individuals'] as const;

export type IndividualFilters = { search: string; type: IndividualType | null; active: 'true' | 'false' | null };

export function useIndividuals(filters: IndividualFilters) {
  return usePagedList<TIndividualRow>(INDIVIDUALS_KEY, '/api/individuals', {
    search: filters.search.trim() || undefined,
    type: filters.type ?? undefined,
    active: filters.active ?? undefined,
    limit: '25',
  });
}

export function useIndividualOptions(search: string) {
  return useQuery({
    queryKey: [...INDIVIDUALS_KEY, 'options', search],
    queryFn: () => api.get<TIndividualOptions>('/api/individuals/options', { search: search.trim() || undefined }),
  });
}

function useIndividualMutation<TVariables>(send: (variables: TVariables) => Promise<TIndividualRow>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: INDIVIDUALS_KEY }) });
}

export function useSaveIndividual() {
  return useIndividualMutation(({ id, body }: { id: string | null; body: TIndividualBody }) =>
    id ? api.put<TIndividualRow>(`/api/individuals/${encodeURIComponent(id)}`, body) : api.post<TIndividualRow>('/api/individuals', body),
  );
}

export function useSetIndividualActive() {
  return useIndividualMutation(({ id, active }: { id: string; active: boolean }) =>
    api.post<TIndividualRow>(`/api/individuals/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`),
  );
}
