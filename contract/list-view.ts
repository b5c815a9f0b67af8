import { z } from 'zod';
import { DATE_PRESETS } from './date-presets';

/**
 * What every list screen shares with its API (docs/architecture.md §8): the sort, written
 * `<column>-asc` or `<column>-desc`, and the page sizes. The sort, filters, search and page size
 * travel in the screen's URL and in the API's query string alike, so a shared link, a reload and
 * an export all show the same view.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export type SortValue<Column extends string> = `${Column}-${SortDirection}`;

export const PAGE_SIZES = ['10', '25', '50', '100'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const zPageSize = z.enum(PAGE_SIZES);

/** Every sort a list accepts: both directions of each sortable column. */
export function sortValues<const Column extends string>(columns: readonly Column[]): [SortValue<Column>, ...SortValue<Column>[]] {
  const values = columns.flatMap((column) => SORT_DIRECTIONS.map((direction) => `${column}-${direction}` as const));
  if (values.length === 0) throw new Error('a sorted list needs at least one sortable column');
  return values as [SortValue<Column>, ...SortValue<Column>[]];
}

/** The query parameter of a list's sort: one of its sortable columns, either way. */
export function zSort<const Column extends string>(columns: readonly Column[]) {
  return z.enum(sortValues(columns));
}

/** Splits `amount-desc` into its column and direction (the column may itself hold dashes). */
export function parseSort<Column extends string>(value: SortValue<Column>): { column: Column; direction: SortDirection } {
  const cut = value.lastIndexOf('-');
  return { column: value.slice(0, cut) as Column, direction: value.slice(cut + 1) as SortDirection };
}

/** An export's visible columns, comma-separated in the list's order: every name one of the list's columns. */
export function zColumnList(columns: readonly string[]) {
  return z
    .string()
    .max(600)
    .refine((value) => value.split(',').every((name) => columns.includes(name)), { message: 'invalid_value' });
}

/** The visible columns an export was asked for, in the list's own order; every column when none are named. */
export function chosenColumns<Column extends string>(all: readonly Column[], list: string | undefined): Column[] {
  if (!list) return [...all];
  const names = list.split(',');
  return all.filter((column) => names.includes(column));
}

/** A list's free-text search (an infix match, docs/architecture.md §6). */
export const zSearch = z.string().trim().max(100).optional();

/** The paging of a list's query: the cursor the page before ended on, and the page size. */
export const zPaging = { cursor: z.string().max(600).optional(), limit: zPageSize.optional() };

/** A sorted list's query: its own filters, then its sort (one of `columns`, either way) and its paging. */
export function zListQuery<const Column extends string, const Filters extends z.ZodRawShape = Record<never, never>>(
  columns: readonly Column[],
  filters: Filters = {} as Filters,
) {
  return z.strictObject({ ...filters, sort: zSort(columns).optional(), ...zPaging });
}

/** A page of a list: its rows, and the cursor of the next page (null on the last). */
export function zPage<Row extends z.ZodType>(row: Row) {
  return z.object({ items: z.array(row), nextCursor: z.string().nullable() });
}

/** A report's page: its rows, and its totals (one per currency) over every row its filters keep, not only this page's. */
export function zTotalledPage<Row extends z.ZodType, Total extends z.ZodType>(row: Row, total: Total) {
  return zPage(row).extend({ totals: z.array(total) });
}

/** A list's URL key: letters and digits, as the lists name their filters (`sourceCountry`, `from`). */
const zViewKey = z.string().regex(/^[a-z][A-Za-z0-9]{0,39}$/, { message: 'invalid_value' });
/** The URL keys a saved view holds outside its `filters`; a filter of one of these names is refused. */
const VIEW_OWN_KEYS = ['search', 'sort', 'limit', 'period', 'cursor'];
/** A saved view's JSON is small: a few filters, a sort, a list of columns. */
export const SAVED_VIEW_MAX_CHARS = 4000;

/**
 * A list's view as a saved view keeps it (docs/architecture.md §8): the search, the sort, the page
 * size, the filters as the URL holds them, a date filter as its preset's name (so "this month" stays
 * relative) and the visible columns. Unknown keys are refused; the list's API checks the values again
 * when the view is applied, as it checks any URL.
 */
export const zSavedListView = z
  .strictObject({
    search: z.string().trim().max(100).optional(),
    sort: z
      .string()
      .regex(/^[a-z][A-Za-z0-9]{0,39}-(asc|desc)$/, { message: 'invalid_value' })
      .optional(),
    limit: zPageSize.optional(),
    filters: z
      .record(zViewKey, z.string().max(200))
      .refine((filters) => Object.keys(filters).length <= 20, { message: 'too_large' })
      .refine((filters) => Object.keys(filters).every((key) => !VIEW_OWN_KEYS.includes(key)), { message: 'invalid_value' }),
    /** A date preset's name (contract/date-presets.ts) instead of the `from` and `to` days. */
    period: z.enum(DATE_PRESETS).optional(),
    /** The visible columns, in the list's order (the `<list>.columns` choice). */
    columns: z
      .array(z.string().regex(/^[a-z][A-Za-z0-9-]{0,63}$/, { message: 'invalid_value' }))
      .max(50)
      .optional(),
  })
  .refine((view) => view.period === undefined || (view.filters.from === undefined && view.filters.to === undefined), {
    message: 'invalid_value',
    path: ['period'],
  })
  .refine((view) => JSON.stringify(view).length <= SAVED_VIEW_MAX_CHARS, { message: 'too_large' });
export type TSavedListView = z.infer<typeof zSavedListView>;
