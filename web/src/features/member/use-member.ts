import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMemberOverview, TMemberProfitRow } from '../../../../contract/member';
import { api } from '../../api/http';
import { usePagedList } from '../../api/use-paged-list';

const MEMBER_KEY = ['me'] as const;

export function useMemberOverview() {
  return useQuery({ queryKey: [...MEMBER_KEY, 'overview'], queryFn: () => api.get<TMemberOverview>('/api/me/overview') });
}

export type MemberListKind = 'ledger' | 'profits' | 'operations';

/** One of the member's own lists in one view (its sort and page size from the URL), server-paged. */
export function useMemberList<TRow>(kind: MemberListKind, query: Record<string, string | undefined>) {
  return usePagedList<TRow>([...MEMBER_KEY, kind], `/api/me/${kind}`, query);
}

export function useRequestProfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => api.post<TMemberProfitRow>(`/api/me/profits/${id}/request`, note ? { note } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  });
}
