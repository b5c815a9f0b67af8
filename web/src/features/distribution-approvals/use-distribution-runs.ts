import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RunStatus, TApprovedRun, TDistributionRun } from '../../../../contract/distribution-runs';
import type { Currency } from '../../../../domain';
import { api } from '../../api/client';

export const RUNS_KEY = ['distribution-runs'] as const;

export type RunFilter = { status?: RunStatus; year?: number; month?: number; currency?: Currency };

const toQuery = (filter: RunFilter) => ({
  status: filter.status,
  year: filter.year === undefined ? undefined : String(filter.year),
  month: filter.month === undefined ? undefined : String(filter.month),
  currency: filter.currency,
});

export function useDistributionRuns(filter: RunFilter) {
  return useQuery({ queryKey: [...RUNS_KEY, filter], queryFn: () => api.get('/api/distribution-runs', { params: { query: toQuery(filter) } }) });
}

/** Approving posts the run: the distribution page's overview and reports are read again too. */
export function useDecideRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string }): Promise<TApprovedRun | TDistributionRun> =>
      decision.action === 'approve'
        ? api.post('/api/distribution-runs/{id}/approve', { params: { path: { id: decision.id } }, body: {} })
        : api.post('/api/distribution-runs/{id}/reject', { params: { path: { id: decision.id } }, body: { reason: decision.reason } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: RUNS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['profit-distribution'] });
    },
  });
}
