import { isIsoDate } from '../../domain';
import { parseSort, type SortValue } from '../../contract/list-view';
import type { KeysetPage, KeysetSort, SortKind } from '../../db/queries/sorted-keyset';
import { AppError } from '../app-error';
import { pageSize } from './page-size';

/** What a forged cursor may not hold: each kind's text as PostgreSQL writes it, so the cast never fails. */
const VALID: Record<SortKind, (value: string) => boolean> = {
  text: (value) => value.length <= 400,
  day: isIsoDate,
  time: (value) => isIsoDate(value.slice(0, 10)) && /^ ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(value.slice(10)),
  decimal: (value) => /^-?\d{1,20}(\.\d{1,10})?$/.test(value),
  integer: (value) => /^-?\d{1,18}$/.test(value),
  boolean: (value) => value === 'true' || value === 'false',
};

const refuse = () => new AppError('VALIDATION_FAILED', { fields: [{ path: 'cursor', issue: 'invalid_value' }] });

/**
 * The sort of a page from the query: the column and direction, and the cursor's position. The
 * cursor names the sort it was made under: one from another sort, or one whose value could not be
 * that column's, or an id that is not of `idKind`, is a 400 and never reaches SQL.
 */
export function sortOfQuery<Column extends string>(
  sort: SortValue<Column>,
  cursor: string | undefined,
  kindOf: (column: Column) => SortKind,
  idKind: SortKind = 'text',
): KeysetSort<Column> {
  const { column, direction } = parseSort(sort);
  if (!cursor) return { column, direction };
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(values) || values.length !== 3 || !values.every((item) => typeof item === 'string')) throw refuse();
  const [madeUnder, value, id] = values as [string, string, string];
  if (madeUnder !== sort || !VALID[kindOf(column)](value) || id.length === 0 || id.length > 64 || !VALID[idKind](id)) throw refuse();
  return { column, direction, after: { value, id } };
}

/** One page of `limit` rows out of the `limit + 1` read; the cursor holds the sort, the last row's sort value and id. */
export function sortedPage<Row extends { id: string; sortValue: string }, Item>(rows: Row[], limit: number, sort: string, toItem: (row: Row) => Item) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? Buffer.from(JSON.stringify([sort, last.sortValue, last.id])).toString('base64url') : null;
  return { items: page.map(toItem), nextCursor };
}

/** A list's query as far as its page goes: the sort (the list's default when absent), the cursor, the page size. */
type PageQuery<Column extends string> = { sort?: SortValue<Column>; cursor?: string; limit?: string };

/** A sorted list: the columns it sorts by with the kind of their values, the sort it starts in, how its id compares, its page size unless asked. */
type SortedList<Column extends string> = {
  sorts: Record<Column, { kind: SortKind }>;
  defaultSort: SortValue<Column>;
  idKind?: SortKind;
  defaultLimit?: string;
};

/**
 * One page of a sorted list: the query's sort and cursor read as a keyset (a forged cursor refused
 * before `read` runs), `limit + 1` rows read, and the page of `limit` with the next cursor.
 */
export async function sortedListPage<Column extends string, Row, Item>(
  query: PageQuery<Column>,
  list: SortedList<Column>,
  read: (page: KeysetPage<Column>) => Promise<Array<Row & { id: string; sortValue: string }>>,
  toItem: (row: Row) => Item,
) {
  const limit = pageSize(query.limit, list.defaultLimit);
  const sortValue = query.sort ?? list.defaultSort;
  const rows = await read({ sort: sortOfQuery(sortValue, query.cursor, (column) => list.sorts[column].kind, list.idKind), limit: limit + 1 });
  return sortedPage(rows, limit, sortValue, toItem);
}
