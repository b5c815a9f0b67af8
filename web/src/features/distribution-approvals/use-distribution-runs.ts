import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RunStatus, TApprovedRun, TDistributionRun, TDistributionRunList } from '../../../../contract/distribution-runs';
import type { Currency } from '../../../../domain';
import { api } from '../../api/http';

export const RUNS_KEY = ['distribution-runs'] as const;

export type RunFilter = { status?: RunStatus; year?: number; month?: number; currency?: Currency };

const toQuery = (filter: RunFilter) => ({
  status: filter.status,
  year: filter.year === undefined ? undefined : String(filter.year),
  month: filter.month === undefined ? undefined : String(filter.month),
  currency: filter.currency,
});

export function useDistributionRuns(filter: RunFilter) {
  return useQuery({ queryKey: [...RUNS_KEY, filter], queryFn: () => api.get<TDistributionRunList>('/api/distribution-runs', toQuery(filter)) });
}

/** Approving posts the run: the distribution page's overview and reports are read again too. */
export function useDecideRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string }): Promise<TApprovedRun | TDistributionRun> =>
      decision.action === 'approve'
        ? api.post<TApprovedRun>(`/api/distribution-runs/${encodeURIComponent(decision.id)}/approve`, {})
        : api.post<TDistributionRun>(`/api/distribution-runs/${encodeURIComponent(decision.id)}/reject`, { reason: decision.reason }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: RUNS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['profit-distribution'] });
    },
  });
}
