import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortDirection } from '../../contract/list-view';

/** How a sort column's value is written in a cursor and read back into SQL. */
export type SortKind = 'text' | 'day' | 'time' | 'decimal' | 'integer' | 'boolean';

/**
 * A column a list may be sorted by: the SQL it orders by (never null: coalesce a nullable column,
 * or the row comparison of the keyset would drop its rows) and the kind of its values.
 */
export type SortableColumn = { expr: SQL | AnyColumn; kind: SortKind };

/** The sort of one page: the column, the direction, and the position after the previous page's last row. */
export type KeysetSort<Column extends string> = { column: Column; direction: SortDirection; after?: { value: string; id: string } };

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
  sort: KeysetSort<Column>,
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
