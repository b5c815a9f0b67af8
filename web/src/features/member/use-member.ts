import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { usePagedList, type PagedQuery, type PagedRow } from '../../api/use-paged-list';

const MEMBER_KEY = ['me'] as const;

export function useMemberOverview() {
  return useQuery({ queryKey: [...MEMBER_KEY, 'overview'], queryFn: () => api.get('/api/me/overview') });
}

export type MemberListKind = 'ledger' | 'profits' | 'operations';

/** A row of one of the member's lists, as the server declares it. */
export type MemberRow<K extends MemberListKind> = {
  ledger: PagedRow<'/api/me/ledger'>;
  profits: PagedRow<'/api/me/profits'>;
  operations: PagedRow<'/api/me/operations'>;
}[K];

/** One of the member's own lists in one view (its sort and page size from the URL), server-paged. */
export function useMemberList<K extends MemberListKind>(kind: K, query: PagedQuery<`/api/me/${K}`>) {
  const { list, rows } = usePagedList([...MEMBER_KEY, kind], `/api/me/${kind}` as `/api/me/${K}`, query);
  // The same rows, named by kind: TypeScript does not see through the path's template for a generic K.
  return { list, rows: rows as unknown as MemberRow<K>[] };
}

export function useRequestProfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api.post('/api/me/profits/{id}/request', { params: { path: { id } }, body: note ? { note } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  });
}
