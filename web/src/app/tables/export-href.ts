/**
 * The address of a list's export of exactly the visible view (docs/architecture.md §8): the
 * list's own query string without its paging, the visible columns in their order, and the
 * interface language for headers, names and direction.
 */
export function exportHref(path: string, query: Record<string, string | undefined>, columns: readonly string[] | null, language: string): string {
  const { limit: _limit, cursor: _cursor, ...view } = query;
  const entries = Object.entries({ ...view, columns: columns?.join(','), lang: language }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return `${path}?${new URLSearchParams(entries).toString()}`;
}
