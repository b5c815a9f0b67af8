import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDecideWithdrawalBody, TWithdrawalRequestBody } from '../../../../contract/withdrawals';
import { api } from '../../api/client';
import { usePagedList, type PagedQuery } from '../../api/use-paged-list';

const WITHDRAWALS_KEY = ['withdrawals'] as const;

/** One view of the withdrawal requests: the member's own (`scope=own`) or, for an approver, everyone's. */
export function useWithdrawals(query: PagedQuery<'/api/withdrawals'>) {
  return usePagedList([...WITHDRAWALS_KEY, query.scope ?? 'default'], '/api/withdrawals', query);
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWithdrawalRequestBody) => api.post('/api/withdrawals', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY }),
  });
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & TDecideWithdrawalBody) => api.post('/api/withdrawals/{id}/decide', { params: { path: { id } }, body }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY }), queryClient.invalidateQueries({ queryKey: ['notifications'] })]),
  });
}
