import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';
import { givenFilters, pageStatements, type FilteredShape } from './planned-once';
import { keysetShape, keysetStatementPage, keysetValues, type KeysetPage, type KeysetShape, type SortableColumn, type SortKind } from './sorted-keyset';

/** A list's filters by name: each builds its condition on the statement's placeholders, whose values the page is given. */
export type PageFilters = Record<string, () => SQL | undefined>;

/**
 * The pages of a list whose filters are named conditions on placeholders: one kept statement per
 * keyset shape and set of given filters (pageStatements), each a keysetStatementPage of `select`
 * with the given filters' conditions in the list's order.
 */
export function filteredPages<Column extends string, Filters extends PageFilters, Query extends PgSelect>(
  label: string,
  list: {
    /** The list's select in drizzle's dynamic mode, with the sort value selected as `sortValue`. */
    select: (db: Tx, sortValue: SQL<string>) => Query;
    sorts: Record<Column, SortableColumn>;
    id: SQL | AnyColumn;
    filters: Filters;
    /** The column whose ascending sort also starts at the cursor (ascendingStart). */
    start?: { column: NoInfer<Column>; expr: AnyColumn };
    idKind?: SortKind;
  },
) {
  type Filter = keyof Filters & string;
  const names = Object.keys(list.filters) as Filter[];
  const statement = pageStatements(label, (db: Tx, shape: KeysetShape<Column> & FilteredShape<Filter>) =>
    keysetStatementPage(
      (sortValue) => list.select(db, sortValue),
      list.sorts,
      list.id,
      shape,
      shape.filters.map((filter) => list.filters[filter]!()),
      list.start,
      list.idKind,
    ),
  );
  /** The filters `params` gives a value, in the list's order (givenFilters). */
  const given = (params: Partial<Record<Filter, unknown>>) => givenFilters(names, params);
  return {
    given,
    /** The page after `params`' cursor of the rows its given filters keep; `values` are the filters' placeholders' values. */
    page: (db: Tx, params: KeysetPage<Column> & Partial<Record<Filter, unknown>>, values: Record<string, unknown>) =>
      statement(db, { ...keysetShape(params.sort), filters: given(params) }, { ...keysetValues(params), ...values }),
  };
}
