import { useQuery } from '@tanstack/react-query';
import type { TIndividualBody, TIndividualRow } from '../../../../contract/individuals';
import { api } from '../../api/client';
import { usePagedList, type PagedQuery } from '../../api/use-paged-list';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

export const INDIVIDUALS_KEY = ['individuals'] as const;

/** One view of the list: its query string, as the list view keeps it in the URL. */
export function useIndividuals(query: PagedQuery<'/api/individuals'>) {
  return usePagedList(INDIVIDUALS_KEY, '/api/individuals', query);
}

export function useIndividualOptions(search: string) {
  return useQuery({
    queryKey: [...INDIVIDUALS_KEY, 'options', search],
    queryFn: () => api.get('/api/individuals/options', { params: { query: { search: search.trim() || undefined } } }),
  });
}

function useIndividualMutation<TVariables>(send: (variables: TVariables) => Promise<TIndividualRow>) {
  return useRefreshingMutation([INDIVIDUALS_KEY], send);
}

export function useSaveIndividual() {
  return useIndividualMutation(({ id, body }: { id: string | null; body: TIndividualBody }) =>
    id ? api.put('/api/individuals/{id}', { params: { path: { id } }, body }) : api.post('/api/individuals', { body }),
  );
}

export function useSetIndividualActive() {
  return useIndividualMutation(({ id, active }: { id: string; active: boolean }) =>
    api.post(active ? '/api/individuals/{id}/activate' : '/api/individuals/{id}/deactivate', { params: { path: { id } } }),
  );
}
