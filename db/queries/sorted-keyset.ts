import { and, asc, desc, gte, sql, type AnyColumn, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { SortDirection } from '../../contract/list-view';

/** How a sort column's value is written in a cursor and read back into SQL. */
export type SortKind = 'text' | 'day' | 'time' | 'decimal' | 'integer' | 'boolean';

/**
 * A column a list may be sorted by: the SQL it orders by (never null: coalesce a nullable column,
 * or the row comparison of the keyset would drop its rows) and the kind of its values.
 */
export type SortableColumn = { expr: SQL | AnyColumn; kind: SortKind };

/** Where a page starts: the previous page's last row, as values or as the placeholders of a kept statement (planned-once.ts). */
export type KeysetPosition = { value: string | SQLWrapper; id: string | SQLWrapper };

/** The sort of one page: the column, the direction, and the position after the previous page's last row (a cursor's values by default). */
export type KeysetSort<Column extends string, Position extends KeysetPosition = { value: string; id: string }> = {
  column: Column;
  direction: SortDirection;
  after?: Position;
};

/** What a list query reads for one page: the keyset, and `limit` rows (one more than the page, to know whether another follows). */
export type KeysetPage<Column extends string> = { sort: KeysetSort<Column>; limit: number };

/**
 * What of a page's keyset decides the text of its statement (planned-once.ts): the column, the
 * direction, whether the page starts after a cursor. The cursor's values and the limit are the
 * placeholders of keysetPlaceholders, given by keysetValues.
 */
export type KeysetShape<Column extends string> = { column: Column; direction: SortDirection; after: boolean };

export function keysetShape<Column extends string>(sort: KeysetSort<Column>): KeysetShape<Column> {
  return { column: sort.column, direction: sort.direction, after: sort.after !== undefined };
}

/** The sort of a kept statement of `shape`: its cursor is the placeholders `afterValue` and `afterId`. */
export function keysetPlaceholders<Column extends string>(shape: KeysetShape<Column>): KeysetSort<Column, KeysetPosition> {
  const after = shape.after ? { value: sql.placeholder('afterValue'), id: sql.placeholder('afterId') } : undefined;
  return { column: shape.column, direction: shape.direction, after };
}

/** The values of keysetPlaceholders' placeholders and of the page's `limit`. */
export function keysetValues(page: KeysetPage<string>): { afterValue?: string; afterId?: string; limit: number } {
  return { afterValue: page.sort.after?.value, afterId: page.sort.after?.id, limit: page.limit };
}

const CASTS: Record<SortKind, SQL> = {
  text: sql`text`,
  day: sql`date`,
  time: sql`timestamptz`,
  decimal: sql`numeric`,
  integer: sql`bigint`,
  boolean: sql`boolean`,
};

/**
 * The keyset of a list sorted by any of its columns, the row id breaking ties in the same
 * direction: the condition that starts the page after the cursor, the order, and the sort value
 * as text (selected as `sortValue`, so that the next cursor holds exactly what SQL compares).
 * `idKind` says how the row id compares when it is not text (a bigint id, say); the id is a column,
 * or the SQL of one in a hand-written query (`mp.id`, `p.id::text`).
 */
export function keysetOrder<Column extends string>(
  sortable: Record<Column, SortableColumn>,
  id: SQL | AnyColumn,
  sort: KeysetSort<Column, KeysetPosition>,
  idKind: SortKind = 'text',
) {
  const { expr, kind } = sortable[sort.column];
  const after = sort.after;
  const position = after ? sql`(${after.value}::${CASTS[kind]}, ${after.id}::${CASTS[idKind]})` : undefined;
  const where = position ? (sort.direction === 'asc' ? sql`(${expr}, ${id}) > ${position}` : sql`(${expr}, ${id}) < ${position}`) : undefined;
  const orderBy = sort.direction === 'asc' ? [asc(expr), asc(id)] : [desc(expr), desc(id)];
  return {
    where,
    orderBy,
    /** The same, for a raw statement: ` and <keyset>` (empty on the first page) and the order list. */
    andWhere: where ? sql` and ${where}` : sql``,
    orderList: sql.join(orderBy, sql`, `),
    sortValue: sql<string>`(${expr})::text`,
    kind,
  };
}

/**
 * One page of a list's select (in drizzle's dynamic mode, `.$dynamic()`): the rows its conditions
 * keep after the keyset's start, in the keyset's order, `limit` of them. The keyset's condition and
 * order go together here, so that no list takes one without the other.
 */
export function keysetPage<Query extends PgSelect>(
  query: Query,
  order: Pick<ReturnType<typeof keysetOrder>, 'where' | 'orderBy'>,
  conditions: Array<SQL | undefined>,
  /** A kept statement's is the placeholder `limit` (keysetValues). */
  limit: number | Placeholder,
) {
  return query
    .where(and(...conditions, order.where))
    .orderBy(...order.orderBy)
    .limit(limit);
}

/**
 * By `column` ascending, a plain `column >=` the cursor's value beside the keyset's row comparison
 * lets the planner start the index scan at the cursor; under any other sort it adds nothing.
 */
export function ascendingStart<Column extends string>(sort: KeysetSort<Column, KeysetPosition>, column: Column, expr: AnyColumn): SQL | undefined {
  return sort.after && sort.column === column && sort.direction === 'asc' ? gte(expr, sort.after.value) : undefined;
}

/**
 * One page of a kept statement of `shape` (planned-once.ts): keysetPage of `select`'s query (given
 * the sort value to select) with the cursor and the limit as placeholders, which keysetValues gives;
 * `start` names the column whose ascending sort also starts at the cursor (ascendingStart).
 */
export function keysetStatementPage<Column extends string, Query extends PgSelect>(
  select: (sortValue: SQL<string>) => Query,
  sortable: Record<Column, SortableColumn>,
  id: SQL | AnyColumn,
  shape: KeysetShape<Column>,
  conditions: Array<SQL | undefined>,
  start?: { column: Column; expr: AnyColumn },
  idKind: SortKind = 'text',
) {
  const sort = keysetPlaceholders(shape);
  const order = keysetOrder(sortable, id, sort, idKind);
  const startAt = start ? ascendingStart(sort, start.column, start.expr) : undefined;
  return keysetPage(select(order.sortValue), order, [...conditions, startAt], sql.placeholder('limit'));
}

/** A list's sortable columns grouped by the kind of their values: `{ text: { name: individuals.name }, day: { date: … } }`. */
type ColumnsByKind = Partial<Record<SortKind, Record<string, SQL | AnyColumn>>>;
type ColumnOf<ByKind extends ColumnsByKind> = { [Kind in keyof ByKind]-?: keyof NonNullable<ByKind[Kind]> }[keyof ByKind] & string;

/** Each column of `byKind` with the SQL it orders by and its kind, as keysetOrder takes them. */
export function sortableColumns<const ByKind extends ColumnsByKind>(byKind: ByKind): Record<ColumnOf<ByKind>, SortableColumn> {
  const columns = Object.entries(byKind).flatMap(([kind, exprs]) =>
    Object.entries(exprs ?? {}).map(([column, expr]) => [column, { expr, kind: kind as SortKind }]),
  );
  return Object.fromEntries(columns) as Record<ColumnOf<ByKind>, SortableColumn>;
}
