import { useQuery } from '@tanstack/react-query';
import type { TCreateSubscriberBody, TUpdateSubscriberBody } from '../../../../contract/subscribers';
import { api, apiHref } from '../../api/client';
import { usePagedList, type PagedQuery } from '../../api/use-paged-list';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

export const SUBSCRIBERS_KEY = ['subscribers'] as const;

/** One view of the list: its query string, as the list view keeps it in the URL. */
export function useSubscribers(query: PagedQuery<'/api/subscribers'>) {
  return usePagedList(SUBSCRIBERS_KEY, '/api/subscribers', query);
}

/** The subscriber picker of the ledger, update-balance and allocation screens. */
export function useSubscriberLookup(search: string, enabled = true) {
  return useQuery({
    queryKey: [...SUBSCRIBERS_KEY, 'lookup', search],
    queryFn: () => api.get('/api/subscribers/lookup', { params: { query: { search: search.trim() || undefined } } }),
    enabled,
  });
}

/** The one subscriber a list's filter names in the URL, so that its picker shows it again after a reload; none for no id. */
export function useSubscriberOption(id: string) {
  return useQuery({
    queryKey: [...SUBSCRIBERS_KEY, 'lookup', 'id', id],
    queryFn: () => api.get('/api/subscribers/lookup', { params: { query: { id } } }),
    enabled: id !== '',
    select: (answer) => answer.items.find((item) => item.id === id) ?? null,
  });
}

function useSubscriberMutation<TVariables, TAnswer>(send: (variables: TVariables) => Promise<TAnswer>) {
  return useRefreshingMutation([SUBSCRIBERS_KEY], send);
}

export function useCreateSubscriber() {
  return useSubscriberMutation((body: TCreateSubscriberBody) => api.post('/api/subscribers', { body }));
}

export function useUpdateSubscriber() {
  return useSubscriberMutation(({ id, body }: { id: string; body: TUpdateSubscriberBody }) =>
    api.put('/api/subscribers/{id}', { params: { path: { id } }, body }),
  );
}

export function useSetSubscriberStatus() {
  return useSubscriberMutation(({ id, active }: { id: string; active: boolean }) =>
    api.post(active ? '/api/subscribers/{id}/activate' : '/api/subscribers/{id}/deactivate', { params: { path: { id } } }),
  );
}

/** The report is a GET the browser opens itself: the session cookie goes along, the PDF opens in a tab. */
export function reportUrl(id: string, query: { from: string; to: string; lang: string }): string {
  return apiHref('/api/subscribers/{id}/report.pdf', { path: { id }, query });
}

/** A subscriber's profit rows, newest first, for the subscriber page's profits list (docs/distribution.md §17). */
export function useSubscriberProfits(id: string) {
  return usePagedList([...SUBSCRIBERS_KEY, 'profits', id], '/api/subscribers/{id}/profits', { limit: '25' }, { pathParams: { id } });
}
