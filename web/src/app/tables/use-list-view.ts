import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { isDatePreset, presetRange, type DatePreset } from '../../../../contract/date-presets';
import { PAGE_SIZES, type PageSize, type TSavedListView } from '../../../../contract/list-view';
import type { SavedViewList } from '../../../../contract/saved-views';
import { useUrlPatch } from '../use-url-patch';

type ListViewOptions<Sort extends string, Filter extends string> = {
  /** The sorts the list's API accepts, and the one it shows when the URL names none (none: a list the API does not sort). */
  sorts?: readonly Sort[];
  defaultSort?: Sort;
  /** False for a list the API returns whole (no page size in its query). */
  paged?: boolean;
  /** The URL keys of the list's filters besides the search (status, type, from, to…). */
  filters?: readonly Filter[];
  /** The list's key for its saved views (contract/saved-views.ts); without it the list has none. */
  list?: SavedViewList;
};

/** The URL keys a saved view holds besides the list's filters. */
const VIEW_KEYS = ['search', 'sort', 'limit', 'period'] as const;

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
  list,
}: ListViewOptions<Sort, Filter>) {
  const [params, update] = useUrlPatch();
  const { searched, sort, limit, values, period } = readView(params, { sorts, defaultSort, filters });
  const [search, setSearch] = useTypedInUrl(searched, (text) => update({ search: text }, true));
  /** The API's query string for this view: the list and its export read the same one. */
  const query: Record<string, string | undefined> = { search: searched || undefined, sort: defaultSort && sort, limit: paged ? limit : undefined };
  for (const key of filters) query[key] = values[key] || undefined;
  const setSort = (next: Sort) => update({ sort: next === defaultSort ? null : next });
  return {
    list,
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
    /** The date preset the period filter (`from`, `to`) follows, kept in the URL as `period`; null for a custom range. */
    period,
    /** A preset and its days at once (null and the typed days for a custom range); `replace` to correct the days of a preset in place. */
    setPeriod: (preset: DatePreset | null, range: { from: string; to: string }, replace = false) =>
      update({ period: preset, from: range.from, to: range.to }, replace),
    /** The view as a saved view keeps it (contract/list-view.ts): a preset by its name, not its days. */
    savedView: (): Omit<TSavedListView, 'columns'> => {
      // Read from the address bar when asked, not from this render: a filter picked a moment before
      // "Save view" is in the URL already while the router's re-render waits (use-url-patch.ts).
      const now = readView(new URLSearchParams(window.location.search), { sorts, defaultSort, filters });
      const kept = Object.entries(now.values).filter(([key, value]) => value && !(now.period && (key === 'from' || key === 'to')));
      return {
        ...(now.searched ? { search: now.searched } : {}),
        ...(now.named && now.sort !== defaultSort ? { sort: now.sort } : {}),
        ...(paged && now.limit !== '25' ? { limit: now.limit } : {}),
        filters: Object.fromEntries(kept) as Record<string, string>,
        ...(now.period ? { period: now.period } : {}),
      };
    },
    /** Shows a saved view: its search, sort, page size and filters replace the list's, a preset's days computed from `today` (the company's). */
    applySavedView: (saved: TSavedListView, today: string) => {
      const patch: Record<string, string | null | undefined> = Object.fromEntries(VIEW_KEYS.map((key) => [key, null]));
      for (const key of filters) patch[key] = saved.filters[key] ?? null;
      Object.assign(patch, { search: saved.search, sort: saved.sort, limit: saved.limit });
      if (saved.period && filters.includes('from' as Filter) && filters.includes('to' as Filter)) {
        Object.assign(patch, { period: saved.period, ...presetRange(saved.period, today) });
      }
      update(patch);
    },
  };
}

/** A list's view as a query string holds it: search, the sort named and the one shown, page size, filters, period preset. */
function readView<Sort extends string, Filter extends string>(
  params: URLSearchParams,
  { sorts, defaultSort, filters }: { sorts: readonly Sort[]; defaultSort: Sort | undefined; filters: readonly Filter[] },
) {
  const named = params.get('sort');
  const periodName = params.get('period') ?? '';
  return {
    searched: params.get('search') ?? '',
    named,
    sort: sorts.find((value) => value === named) ?? (defaultSort as Sort),
    limit: (PAGE_SIZES.find((size) => size === params.get('limit')) ?? '25') as PageSize,
    values: Object.fromEntries(filters.map((key) => [key, params.get(key) ?? ''])) as Record<Filter, string>,
    period: (isDatePreset(periodName) ? periodName : null) as DatePreset | null,
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

/** What a filter bar passes on of its list view for the saved views and the date presets (ListFilters, FilterPeriod). */
export type SavedViewParts = 'list' | 'period' | 'setPeriod' | 'savedView' | 'applySavedView';
