import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES, type PageSize } from '../../../../contract/list-view';

type ListViewOptions<Sort extends string, Filter extends string> = {
  /** The sorts the list's API accepts, and the one it shows when the URL names none (none: a list the API does not sort). */
  sorts?: readonly Sort[];
  defaultSort?: Sort;
  /** False for a list the API returns whole (no page size in its query). */
  paged?: boolean;
  /** The URL keys of the list's filters besides the search (status, type, from, to…). */
  filters?: readonly Filter[];
};

/**
 * The view of a list — search, filters, sort, page size — kept in the page's URL, so that a
 * reload, the back button or a shared link shows the same rows in the same order
 * (docs/architecture.md §8). Sort, filters and page size push a history entry; the search, typed
 * a letter at a time, replaces the current one once typing pauses.
 */
export function useListView<Sort extends string = never, Filter extends string = never>({
  sorts = [],
  defaultSort,
  filters = [],
  paged = true,
}: ListViewOptions<Sort, Filter>) {
  const [params, setParams] = useSearchParams();
  const searched = params.get('search') ?? '';
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
  const [search, setSearch] = useTypedInUrl(searched, (text) => update({ search: text }, true));

  const named = params.get('sort');
  const sort = sorts.find((value) => value === named) ?? (defaultSort as Sort);
  const limit: PageSize = PAGE_SIZES.find((size) => size === params.get('limit')) ?? '25';
  const values = Object.fromEntries(filters.map((key) => [key, params.get(key) ?? ''])) as Record<Filter, string>;
  /** The API's query string for this view: the list and its export read the same one. */
  const query: Record<string, string | undefined> = { search: searched || undefined, sort: defaultSort && sort, limit: paged ? limit : undefined };
  for (const key of filters) query[key] = values[key] || undefined;
  const setSort = (next: Sort) => update({ sort: next === defaultSort ? null : next });
  return {
    search,
    setSearch,
    filters: values,
    setFilter: (key: Filter, value: string | null) => update({ [key]: value }),
    /** Several filters at once, one history entry (a filter bar applied with a button). */
    setFilters: (patch: Partial<Record<Filter, string | null>>) => update(patch),
    /** A filter typed a letter at a time replaces the current history entry, like the search. */
    typeFilter: (key: Filter, value: string) => update({ [key]: value }, true),
    sort,
    setSort,
    /** The sort as the table takes it: a header click names any column, only the list's sorts are kept. */
    tableSort: { value: sort as string, onChange: (next: string) => sorts.includes(next as Sort) && setSort(next as Sort) },
    limit,
    setLimit: (next: PageSize) => update({ limit: next === '25' ? null : next }),
    query,
  };
}

export type ListView<Sort extends string = string, Filter extends string = string> = ReturnType<typeof useListView<Sort, Filter>>;

/**
 * A text field whose value lives in the URL: what is typed shows at once, and is written to the
 * URL once typing pauses; a URL that changes (the back button) refills the field.
 */
export function useTypedInUrl(inUrl: string, write: (text: string) => void) {
  const [text, setText] = useState(inUrl);
  const [typed] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (typed.trim() !== inUrl) write(typed.trim());
    // Only a pause in typing writes the URL; the URL's own changes are read below.
  }, [typed]);
  useEffect(() => {
    if (inUrl !== text.trim()) setText(inUrl);
  }, [inUrl]);
  return [text, setText] as const;
}
