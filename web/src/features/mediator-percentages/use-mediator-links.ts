import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TIndividualOptions } from '../../../../contract/lookups';
import type { TMediatorLinkBody } from '../../../../contract/mediator-percentages';
import type { TMediatorLinkRow } from '../../../../contract/profit-distribution';
import type { TSubscriberOptions } from '../../../../contract/subscribers';
import { api, apiRequest } from '../../api/http';
import { usePagedList } from '../../api/use-paged-list';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

const LINKS_KEY = ['mediator-percentages'] as const;

/** One view of the list: its query string, as the list view keeps it in the URL. */
export function useMediatorLinks(query: Record<string, string | undefined>) {
  return usePagedList<TMediatorLinkRow>(LINKS_KEY, '/api/mediator-percentages', query);
}

function useLinkMutation<TVariables, TAnswer>(send: (variables: TVariables) => Promise<TAnswer>) {
  return useRefreshingMutation([LINKS_KEY], send);
}

/** Adds a link, or replaces one when an id is given. */
export function useSaveLink() {
  return useLinkMutation(({ id, body }: { id: string | null; body: TMediatorLinkBody }) =>
    id ? api.put<TMediatorLinkRow>(`/api/mediator-percentages/${encodeURIComponent(id)}`, body) : api.post<TMediatorLinkRow>('/api/mediator-percentages', body),
  );
}

export function useDeleteLink() {
  return useLinkMutation((id: string) => apiRequest<{ id: string }>(`/api/mediator-percentages/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

/** Options of the two pickers, searched on the server: individuals (mediators) and subscribers (investors). */
export function usePartyOptions(kind: 'mediator' | 'investor', search: string) {
  return useQuery({
    queryKey: ['mediator-link-parties', kind, search],
    queryFn: async () => {
      const query = { search: search.trim() || undefined };
      const answer =
        kind === 'mediator'
          ? await api.get<TIndividualOptions>('/api/lookups/individuals', query)
          : await api.get<TSubscriberOptions>('/api/subscribers/lookup', query);
      return answer.items.map((item) => ({ value: item.id, label: item.name }));
    },
    placeholderData: keepPreviousData,
  });
}
