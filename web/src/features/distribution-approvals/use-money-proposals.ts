import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MoneyProposalStatus, TMoneyProposalAnswer } from '../../../../contract/approval-limits';
import { api } from '../../api/client';

export const MONEY_PROPOSALS_KEY = ['money-proposals'] as const;

/** docs/operations.md §23: the money writes held above their limits, of one status or all. */
export function useMoneyProposals(status?: MoneyProposalStatus) {
  return useQuery({ queryKey: [...MONEY_PROPOSALS_KEY, status ?? 'all'], queryFn: () => api.get('/api/money-proposals', { params: { query: { status } } }) });
}

/** Approving writes the held money write: every list may show it, so every query is read again. */
export function useDecideMoneyProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string }): Promise<TMoneyProposalAnswer> =>
      decision.action === 'approve'
        ? api.post('/api/money-proposals/{id}/approve', { params: { path: { id: decision.id } }, body: {} })
        : api.post('/api/money-proposals/{id}/reject', { params: { path: { id: decision.id } }, body: { reason: decision.reason } }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
