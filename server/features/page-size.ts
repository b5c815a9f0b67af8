/** A list's page size from its query's allowed choices (docs/architecture.md §8); one row more is read to know whether a next page exists. */
export function pageSize(limit: string | undefined, fallback = '25'): number {
  return Number.parseInt(limit ?? fallback, 10);
}
