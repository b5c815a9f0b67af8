import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TMediatorLinkBody } from '../../../../contract/mediator-percentages';
import { api } from '../../api/client';
import { usePagedList, type PagedQuery } from '../../api/use-paged-list';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

const LINKS_KEY = ['mediator-percentages'] as const;

/** One view of the list: its query string, as the list view keeps it in the URL. */
export function useMediatorLinks(query: PagedQuery<'/api/mediator-percentages'>) {
  return usePagedList(LINKS_KEY, '/api/mediator-percentages', query);
}

function useLinkMutation<TVariables, TAnswer>(send: (variables: TVariables) => Promise<TAnswer>) {
  return useRefreshingMutation([LINKS_KEY], send);
}

/** Adds a link, or replaces one when an id is given. */
export function useSaveLink() {
  return useLinkMutation(({ id, body }: { id: string | null; body: TMediatorLinkBody }) =>
    id ? api.put('/api/mediator-percentages/{id}', { params: { path: { id } }, body }) : api.post('/api/mediator-percentages', { body }),
  );
}

export function useDeleteLink() {
  return useLinkMutation((id: string) => api.delete('/api/mediator-percentages/{id}', { params: { path: { id } } }));
}

/** Options of the two pickers, searched on the server: individuals (mediators) and subscribers (investors). */
export function usePartyOptions(kind: 'mediator' | 'investor', search: string) {
  return useQuery({
    queryKey: ['mediator-link-parties', kind, search],
    queryFn: async () => {
      const query = { search: search.trim() || undefined };
      const answer =
        kind === 'mediator'
          ? await api.get('/api/lookups/individuals', { params: { query } })
          : await api.get('/api/subscribers/lookup', { params: { query } });
      return answer.items.map((item) => ({ value: item.id, label: item.name }));
    },
    placeholderData: keepPreviousData,
  });
}
