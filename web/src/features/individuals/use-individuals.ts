import { useQuery } from '@tanstack/react-query';
import type { TIndividualBody, TIndividualOptions, TIndividualRow } from '../../../../contract/individuals';
import { api } from '../../api/http';
import { usePagedList } from '../../api/use-paged-list';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

export const INDIVIDUALS_KEY = ['individuals'] as const;

/** One view of the list: its query string, as the list view keeps it in the URL. */
export function useIndividuals(query: Record<string, string | undefined>) {
  return usePagedList<TIndividualRow>(INDIVIDUALS_KEY, '/api/individuals', query);
}

export function useIndividualOptions(search: string) {
  return useQuery({
    queryKey: [...INDIVIDUALS_KEY, 'options', search],
    queryFn: () => api.get<TIndividualOptions>('/api/individuals/options', { search: search.trim() || undefined }),
  });
}

function useIndividualMutation<TVariables>(send: (variables: TVariables) => Promise<TIndividualRow>) {
  return useRefreshingMutation([INDIVIDUALS_KEY], send);
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
