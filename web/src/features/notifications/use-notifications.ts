import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

const NOTIFICATIONS_KEY = ['notifications'] as const;
/** How often the bell asks again while the page is open. */
const REFRESH_MS = 60_000;

/**
 * The bell's notifications page after page, newest first (docs/operations.md §14): "Show older"
 * follows the last page's cursor; the unread count is the newest page's, of all the user's.
 */
export function useNotifications() {
  const query = useInfiniteQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ pageParam }) => api.get('/api/notifications', { params: { query: pageParam ? { cursor: pageParam } : {} } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: REFRESH_MS,
  });
  const pages = query.data?.pages ?? [];
  return { query, items: pages.flatMap((page) => page.items), unread: pages[0]?.unread ?? 0 };
}

/** Marks one notification read (its id) or all of them (null). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => api.post('/api/notifications/read', { body: id === null ? { all: true } : { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
