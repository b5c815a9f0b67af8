import { useInfiniteQuery } from '@tanstack/react-query';
import { REPORT_DEFAULT_SORTS, reportSorts, type ExportFormat, type ReportKind } from '../../../../contract/reports';
import { api } from '../../api/client';
import { useListView } from '../../app/tables/use-list-view';
import { useStartJob } from '../jobs/use-jobs';

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/**
 * A report's view in the URL (docs/architecture.md §8): its dates (this month, or today's
 * balances, until others are applied), its type, its sort and page size; `query` is what both its
 * rows and its export read.
 */
export function useReportView(report: ReportKind) {
  const view = useListView({
    sorts: reportSorts(report) as string[],
    defaultSort: REPORT_DEFAULT_SORTS[report],
    filters: ['from', 'to', 'date', 'type'] as const,
  });
  const { from, to, date, type } = view.filters;
  const filter =
    report === 'balances'
      ? { date: date || today() }
      : { from: from || monthStart(), to: to || today(), type: report === 'distributions' ? type || undefined : undefined };
  return {
    ...view,
    applied: { from: from || monthStart(), to: to || today(), date: date || today(), type },
    query: { sort: view.query.sort, limit: view.query.limit, ...filter },
  };
}

export type ReportView = ReturnType<typeof useReportView>;

/** One report's rows, server-paged in the view's sort; totals come with every page (they cover the whole filter). */
export function useReport<TRow, TTotals>(report: ReportKind, query: Record<string, string | undefined>) {
  const list = useInfiniteQuery({
    queryKey: ['reports', report, query],
    // The rows and totals differ by report: the caller's table names them.
    queryFn: ({ pageParam }) => api.getWithUrlQuery(`/api/reports/${report}`, { ...query, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const pages = list.data?.pages ?? [];
  return { list, rows: pages.flatMap((page): unknown[] => page.items) as TRow[], totals: (pages[0]?.totals ?? []) as TTotals[] };
}

/** Starts the report's export job: the view's filter, sort and columns travel as their URL text, which the server reads and checks. */
export function useReportExportJob(report: ReportKind) {
  return useStartJob((body: { format: ExportFormat } & Record<string, string>) =>
    api.post('/api/reports/{report}/exports', { params: { path: { report } }, body: body as { format: ExportFormat } }),
  );
}
