import type { ApiPath } from '../../api/client';

/**
 * The parameters of a list's export of exactly the visible view (docs/architecture.md §8): the
 * list's own query without its paging, the visible columns in their order, and the interface
 * language for headers, names and direction.
 */
export function exportParams(query: Record<string, string | undefined>, columns: readonly string[] | null, language: string): Record<string, string> {
  const { limit: _limit, cursor: _cursor, ...view } = query;
  const entries = Object.entries({ ...view, columns: columns?.join(','), lang: language }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return Object.fromEntries(entries);
}

/** The address of that export, for a list whose file is a plain download (the path one the server has). */
export function exportHref(path: ApiPath<'get'>, query: Record<string, string | undefined>, columns: readonly string[] | null, language: string): string {
  return `${path}?${new URLSearchParams(exportParams(query, columns, language)).toString()}`;
}
