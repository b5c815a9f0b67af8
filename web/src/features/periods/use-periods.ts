import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TClosePeriodBody, TPeriodList, TPeriodRow, TReopenPeriodBody } from '../../../../contract/periods';
import { api } from '../../api/http';

export const PERIODS_KEY = ['periods'] as const;

export type PeriodFilters = { year?: string; currency?: string };

export function usePeriods(filters: PeriodFilters) {
  return useQuery({ queryKey: [...PERIODS_KEY, filters], queryFn: () => api.get<TPeriodList>('/api/periods', filters) });
}

/** `YYYY-MM CUR` of every closed month: how the ledger and the distribution page mark what is closed. */
export const closedKey = (isoDate: string, currency: string) => `${isoDate.slice(0, 7)} ${currency}`;

export function useClosedMonths(enabled = true): Set<string> {
  const query = useQuery({ queryKey: [...PERIODS_KEY, {}], queryFn: () => api.get<TPeriodList>('/api/periods'), enabled });
  const rows = query.data?.items ?? [];
  return new Set(rows.filter((row) => row.status === 'closed').map((row) => closedKey(row.period, row.currency)));
}

function usePeriodMutation<TBody>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TPeriodRow>(path, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERIODS_KEY }),
  });
}

export const useClosePeriod = () => usePeriodMutation<TClosePeriodBody>('/api/periods/close');
export const useReopenPeriod = () => usePeriodMutation<TReopenPeriodBody>('/api/periods/reopen');

export const periodBody = (row: TPeriodRow): TClosePeriodBody => ({ year: String(row.year), month: String(row.month), currency: row.currency });
