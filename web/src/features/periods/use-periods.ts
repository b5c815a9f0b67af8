import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TClosePeriodBody, TPeriodRow, TReopenPeriodBody } from '../../../../contract/periods';
import { api, apiHref } from '../../api/client';
import type { Language } from '../../i18n/languages';

export const PERIODS_KEY = ['periods'] as const;

/** The page's filters, the URL's text (the server reads and checks them). */
export type PeriodFilters = { year?: string; currency?: string };

export function usePeriods(filters: PeriodFilters) {
  return useQuery({ queryKey: [...PERIODS_KEY, filters], queryFn: () => api.getWithUrlQuery('/api/periods', filters) });
}

/** `YYYY-MM CUR` of every closed month: how the ledger and the distribution page mark what is closed. */
export const closedKey = (isoDate: string, currency: string) => `${isoDate.slice(0, 7)} ${currency}`;

export function useClosedMonths(enabled = true): Set<string> {
  const query = useQuery({ queryKey: [...PERIODS_KEY, {}], queryFn: () => api.get('/api/periods'), enabled });
  const rows = query.data?.items ?? [];
  return new Set(rows.filter((row) => row.status === 'closed').map((row) => closedKey(row.period, row.currency)));
}

function usePeriodMutation<TBody>(send: (body: TBody) => Promise<TPeriodRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERIODS_KEY }),
  });
}

export const useClosePeriod = () => usePeriodMutation((body: TClosePeriodBody) => api.post('/api/periods/close', { body }));
export const useReopenPeriod = () => usePeriodMutation((body: TReopenPeriodBody) => api.post('/api/periods/reopen', { body }));

export const periodBody = (row: TPeriodRow): TClosePeriodBody => ({ year: String(row.year), month: String(row.month), currency: row.currency });

/** A month's report with its stamped trial balance (docs/accounting.md §6), its accounts named in `lang`; read while `row` is set. */
export function usePeriodReport(row: TPeriodRow | null, lang: Language) {
  return useQuery({
    queryKey: [...PERIODS_KEY, 'report', row?.period, row?.currency, lang],
    queryFn: () => api.get('/api/periods/report', { params: { query: { ...periodBody(row!), lang } } }),
    enabled: row !== null,
  });
}

/** The same report as a PDF: a GET the browser downloads itself, the session cookie going along. */
export const periodReportUrl = (row: TPeriodRow, lang: Language) => apiHref('/api/periods/report/export', { query: { ...periodBody(row), lang } });
