import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES, type PageSize } from '../../../../contract/list-view';

type ListViewOptions<Sort extends string, Filter extends string> = {
  /** The sorts the list's API accepts, and the one it shows when the URL names none. */
  sorts: readonly Sort[];
  defaultSort: Sort;
  /** The URL keys of the list's filters besides the search (status, type, from, to…). */
  filters?: readonly Filter[];
};

/**
 * The view of a list — search, filters, sort, page size — kept in the page's URL, so that a
 * reload, the back button or a shared link shows the same rows in the same order
 * (docs/architecture.md §8). Sort, filters and page size push a history entry; the search, typed
 * a letter at a time, replaces the current one once typing pauses.
 */
export function useListView<Sort extends string, Filter extends string = never>({ sorts, defaultSort, filters = [] }: ListViewOptions<Sort, Filter>) {
  const [params, setParams] = useSearchParams();
  const searched = params.get('search') ?? '';
  const [search, setSearch] = useState(searched);
  const [typed] = useDebouncedValue(search, 300);
  const update = (patch: Record<string, string | null | undefined>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );
  useEffect(() => {
    if (typed.trim() !== searched) update({ search: typed.trim() }, true);
    // Only a pause in typing writes the URL; the URL changing (back button) is read below.
  }, [typed]);
  useEffect(() => {
    if (searched !== search.trim()) setSearch(searched);
  }, [searched]);

  const named = params.get('sort');
  const sort = sorts.find((value) => value === named) ?? defaultSort;
  const limit: PageSize = PAGE_SIZES.find((size) => size === params.get('limit')) ?? '25';
  const values = Object.fromEntries(filters.map((key) => [key, params.get(key) ?? ''])) as Record<Filter, string>;
  /** The API's query string for this view: the list and its export read the same one. */
  const query: Record<string, string | undefined> = { search: searched || undefined, sort, limit };
  for (const key of filters) query[key] = values[key] || undefined;
  return {
    search,
    setSearch,
    filters: values,
    setFilter: (key: Filter, value: string | null) => update({ [key]: value }),
    /** Several filters at once, one history entry (a filter bar applied with a button). */
    setFilters: (patch: Partial<Record<Filter, string | null>>) => update(patch),
    sort,
    setSort: (next: Sort) => update({ sort: next === defaultSort ? null : next }),
    limit,
    setLimit: (next: PageSize) => update({ limit: next === '25' ? null : next }),
    query,
  };
}

export type ListView<Sort extends string = string, Filter extends string = string> = ReturnType<typeof useListView<Sort, Filter>>;
