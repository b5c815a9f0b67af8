import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedViewList, TSaveViewBody } from '../../../../contract/saved-views';
import { api } from '../../api/client';

const key = (list: SavedViewList) => ['saved-views', list] as const;

/**
 * A list's saved views (the user's own, then the shared ones) and the company's day the date presets
 * are computed from (docs/architecture.md §8); saving and deleting one refreshes them.
 */
export function useSavedViews(list: SavedViewList | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key(list ?? 'operations'),
    queryFn: () => api.get('/api/saved-views', { params: { query: { list: list! } } }),
    enabled: list !== undefined,
    staleTime: 60_000,
  });
  const refresh = () => list && queryClient.invalidateQueries({ queryKey: key(list) });
  const save = useMutation({
    mutationFn: (body: TSaveViewBody) => api.post('/api/saved-views', { body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete('/api/saved-views/{id}', { params: { path: { id } } }),
    onSuccess: refresh,
  });
  return { query, save, remove };
}

/** The company's day (the server's), once known: the date presets are computed in it. */
export function useCompanyToday(list: SavedViewList | undefined): string | undefined {
  return useSavedViews(list).query.data?.today;
}
