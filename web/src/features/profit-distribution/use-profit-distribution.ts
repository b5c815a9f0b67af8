import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Currency } from '../../../../domain';
import type {
  ProfitType,
  TCommissionPreview,
  TDistributeResult,
  TDistributionOverview,
  TInvestorDistributeBody,
  TInvestorPreview,
  TInvestorPreviewBody,
  TReportPage,
  TReportRow,
  TResetResult,
} from '../../../../contract/profit-distribution';
import type { TProposedRun } from '../../../../contract/distribution-runs';
import type { TWhatIf, TWhatIfBody } from '../../../../contract/distribution-what-if';
import { api } from '../../api/http';
import { usePagedList } from '../../api/use-paged-list';
import { RUNS_KEY } from '../distribution-approvals/use-distribution-runs';

export type Period = { year: number; month: number; currency: Currency };
export type ReportType = 'all' | ProfitType;

const OVERVIEW_KEY = ['profit-distribution', 'overview'] as const;
const REPORT_KEY = ['profit-distribution', 'report'] as const;

export const periodQuery = (period: Period) => ({ year: String(period.year), month: String(period.month), currency: period.currency });

export function useDistributionOverview(period: Period) {
  return useQuery({
    queryKey: [...OVERVIEW_KEY, period],
    queryFn: () => api.get<TDistributionOverview>('/api/profit-distribution/overview', periodQuery(period)),
  });
}

/** Every write changes the month: the overview and any report are read again. */
function useDistributionMutation<TBody, TAnswer>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TAnswer>(path, body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
      await queryClient.invalidateQueries({ queryKey: REPORT_KEY });
      await queryClient.invalidateQueries({ queryKey: RUNS_KEY });
    },
  });
}

export const useInvestorPreview = () =>
  useMutation({ mutationFn: (body: TInvestorPreviewBody) => api.post<TInvestorPreview>('/api/profit-distribution/preview', body) });
/** docs/distribution.md §16: reads only, so nothing is invalidated. */
export const useWhatIf = () => useMutation({ mutationFn: (body: TWhatIfBody) => api.post<TWhatIf>('/api/profit-distribution/what-if', body) });
export const useDistribute = () => useDistributionMutation<TInvestorDistributeBody, TDistributeResult | TProposedRun>('/api/profit-distribution/distribute');
export const useCommissionPreview = () =>
  useMutation({ mutationFn: (period: Period) => api.post<TCommissionPreview>('/api/profit-distribution/commissions/preview', periodQuery(period)) });
export const useDistributeCommissions = () =>
  useDistributionMutation<ReturnType<typeof periodQuery> & { confirmation: 'YES'; expectedTotal: string }, TDistributeResult | TProposedRun>(
    '/api/profit-distribution/commissions/distribute',
  );
export const useResetMonth = () => useDistributionMutation<ReturnType<typeof periodQuery>, TResetResult | TProposedRun>('/api/profit-distribution/reset');

export type ReportFilter = Period & { type: ReportType };

/** The report's query: the month's filter with the view's sort and page size, as the list view keeps them in the URL. */
export const reportQuery = (filter: ReportFilter, view: Record<string, string | undefined>) => ({
  ...periodQuery(filter),
  type: filter.type,
  sort: view.sort,
  limit: view.limit,
});

/** The report, page by page (its total and count cover the whole filter); idle until generated. */
export function useReport(query: Record<string, string | undefined> | null) {
  return usePagedList<TReportRow>(REPORT_KEY, '/api/profit-distribution/report', query ?? {}, query !== null);
}

/** Every row of the report in the view's order, page after page: the CSV holds them all. */
export async function fetchWholeReport(query: Record<string, string | undefined>): Promise<TReportRow[]> {
  const rows: TReportRow[] = [];
  let cursor: string | null = null;
  do {
    const page: TReportPage = await api.get<TReportPage>('/api/profit-distribution/report', { ...query, limit: '500', cursor: cursor ?? undefined });
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return rows;
}
