import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMemberLedgerRow, TMemberOperationRow, TMemberOverview, TMemberProfitRow } from '../../../../contract/member';
import { api } from '../../api/http';

const MEMBER_KEY = ['me'] as const;

type Page<TItem> = { items: TItem[]; nextCursor: string | null };

/** A keyset-paged list of the signed-in member's own rows; "load more" follows nextCursor. */
export function useOwnPages<TItem>(name: string, path: string, enabled = true) {
  const list = useInfiniteQuery({
    queryKey: [...MEMBER_KEY, name],
    queryFn: ({ pageParam }) => api.get<Page<TItem>>(path, { limit: '25', cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
  return { list, rows: list.data?.pages.flatMap((page) => page.items) ?? [] };
}

export function useMemberOverview() {
  return useQuery({ queryKey: [...MEMBER_KEY, 'overview'], queryFn: () => api.get<TMemberOverview>('/api/me/overview') });
}

export const useMemberLedger = (enabled: boolean) => useOwnPages<TMemberLedgerRow>('ledger', '/api/me/ledger', enabled);
export const useMemberProfits = (enabled: boolean) => useOwnPages<TMemberProfitRow>('profits', '/api/me/profits', enabled);
export const useMemberOperations = (enabled: boolean) => useOwnPages<TMemberOperationRow>('operations', '/api/me/operations', enabled);

export function useRequestProfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => api.post<TMemberProfitRow>(`/api/me/profits/${id}/request`, note ? { note } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  });
}
