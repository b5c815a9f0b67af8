import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Currency } from '../../../../domain';
import type { ProfitType, TInvestorDistributeBody, TInvestorPreviewBody, TReportPage, TReportRow } from '../../../../contract/profit-distribution';
import type { TWhatIfBody } from '../../../../contract/distribution-what-if';
import { api } from '../../api/client';
import { usePagedList, type PagedQuery } from '../../api/use-paged-list';
import { RUNS_KEY } from '../distribution-approvals/use-distribution-runs';

export type Period = { year: number; month: number; currency: Currency };
export type ReportType = 'all' | ProfitType;

const OVERVIEW_KEY = ['profit-distribution', 'overview'] as const;
const REPORT_KEY = ['profit-distribution', 'report'] as const;

export const periodQuery = (period: Period) => ({ year: String(period.year), month: String(period.month), currency: period.currency });

export function useDistributionOverview(period: Period) {
  return useQuery({
    queryKey: [...OVERVIEW_KEY, period],
    queryFn: () => api.get('/api/profit-distribution/overview', { params: { query: periodQuery(period) } }),
  });
}

/** Every write changes the month: the overview and any report are read again. */
function useDistributionMutation<TBody, TAnswer>(send: (body: TBody) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
      await queryClient.invalidateQueries({ queryKey: REPORT_KEY });
      await queryClient.invalidateQueries({ queryKey: RUNS_KEY });
    },
  });
}

export const useInvestorPreview = () => useMutation({ mutationFn: (body: TInvestorPreviewBody) => api.post('/api/profit-distribution/preview', { body }) });
/** docs/distribution.md §16: reads only, so nothing is invalidated. */
export const useWhatIf = () => useMutation({ mutationFn: (body: TWhatIfBody) => api.post('/api/profit-distribution/what-if', { body }) });
export const useDistribute = () => useDistributionMutation((body: TInvestorDistributeBody) => api.post('/api/profit-distribution/distribute', { body }));
export const useCommissionPreview = () =>
  useMutation({ mutationFn: (period: Period) => api.post('/api/profit-distribution/commissions/preview', { body: periodQuery(period) }) });
export const useDistributeCommissions = () =>
  useDistributionMutation((body: ReturnType<typeof periodQuery> & { confirmation: 'YES'; expectedTotal: string }) =>
    api.post('/api/profit-distribution/commissions/distribute', { body }),
  );
export const useResetMonth = () => useDistributionMutation((body: ReturnType<typeof periodQuery>) => api.post('/api/profit-distribution/reset', { body }));

export type ReportFilter = Period & { type: ReportType };

/** The report's query: the month's filter with the view's sort and page size, as the list view keeps them in the URL. */
export const reportQuery = (filter: ReportFilter, view: Record<string, string | undefined>) => ({
  ...periodQuery(filter),
  type: filter.type,
  sort: view.sort,
  limit: view.limit,
});

/** The report, page by page (its total and count cover the whole filter); idle until generated. */
export function useReport(query: PagedQuery<'/api/profit-distribution/report'> | null) {
  return usePagedList(REPORT_KEY, '/api/profit-distribution/report', query ?? {}, { enabled: query !== null });
}

/** Every row of the report in the view's order, page after page: the CSV holds them all. */
export async function fetchWholeReport(query: PagedQuery<'/api/profit-distribution/report'>): Promise<TReportRow[]> {
  const rows: TReportRow[] = [];
  let cursor: string | null = null;
  do {
    const page: TReportPage = await api.getWithUrlQuery('/api/profit-distribution/report', { ...query, limit: '500', cursor: cursor ?? undefined });
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return rows;
}
