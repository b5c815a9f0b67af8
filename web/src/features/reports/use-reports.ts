import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReportKind } from '../../../../contract/reports';
import { api } from '../../api/http';

export type ReportQuery = Record<string, string | undefined>;

type Page = { items: unknown[]; nextCursor: string | null; totals: unknown[] };

/** One report's rows, server-paged; totals come with every page (they cover the whole filter). */
export function useReport<TRow, TTotals>(report: ReportKind, query: ReportQuery | null) {
  const list = useInfiniteQuery({
    queryKey: ['reports', report, query],
    queryFn: ({ pageParam }) => api.get<Page>(`/api/reports/${report}`, { ...query, limit: '50', cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: query !== null,
  });
  const pages = list.data?.pages ?? [];
  return { list, rows: pages.flatMap((page) => page.items) as TRow[], totals: (pages[0]?.totals ?? []) as TTotals[] };
}

/** The export job of exactly what the screen shows, in the reader's language. */
export function exportBody(query: ReportQuery, format: 'xlsx' | 'pdf' | 'csv', lang: string): Record<string, string> {
  const body: Record<string, string> = { format, lang };
  for (const [name, text] of Object.entries(query)) if (text) body[name] = text;
  return body;
}
