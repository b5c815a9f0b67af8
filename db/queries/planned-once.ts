import { createHash } from 'node:crypto';
import { namedStatementHandle, type Tx } from '../client';

/** A built query that can run as a named statement, its values given at execution: drizzle's select builders. */
type Preparable<Result> = {
  toSQL: () => { sql: string };
  prepare: (name: string) => { execute: (values?: Record<string, unknown>) => Promise<Result> };
};

type Prepared<Result> = ReturnType<Preparable<Result>['prepare']>;

/** Its text's digest: every shape of a query is its own statement, and a name never meets another text. */
const statementName = (label: string, query: Preparable<unknown>) => `${label}_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`;

/** Shapes kept per database handle; past this, the oldest is built again when it comes back. */
const SHAPES_KEPT = 256;

/**
 * A query of the request path built once per database handle and shape, then only executed with
 * its values (drizzle's prepared statements with `sql.placeholder`). On PostgreSQL it is a named
 * statement, planned once per connection and then only executed (docs/architecture.md §6); PGlite
 * has no connection to keep a statement on, and the same text simply runs. Building a page's
 * select took a third of the server's CPU under the bench's search load. `build` is handed the
 * shape alone, never the values, so a kept statement cannot hold one request's values: they reach
 * it as placeholders.
 */
export function statementsByShape<Shape, Result>(
  label: string,
  build: (db: Tx, shape: Shape) => Preparable<Result>,
  /** `values`: kept built, but sent unnamed, so that PostgreSQL plans it for each execution's values (an export's batches). */
  planned: 'once' | 'values' = 'once',
) {
  const kept = new WeakMap<Tx, Map<string, Prepared<Result>>>();
  return (given: Tx, shape: Shape, values: Record<string, unknown>): Promise<Result> => {
    // A named statement runs on the connections that keep its generic plan (db/client.ts).
    const db = planned === 'once' ? namedStatementHandle(given) : given;
    const key = JSON.stringify(shape);
    let shapes = kept.get(db);
    if (!shapes) kept.set(db, (shapes = new Map()));
    let statement = shapes.get(key);
    if (!statement) {
      const query = build(db, shape);
      statement = query.prepare(planned === 'once' ? statementName(label, query) : '');
      if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value!);
      shapes.set(key, statement);
    }
    return statement.execute(values);
  };
}

/** What of a list page's shape pageStatements reads: the filters given, whose values are the statement's placeholders. */
export type FilteredShape<Filter extends string> = { filters: readonly Filter[] };

/** The filters among `names` that `params` gives a value (not undefined, not empty), in `names`' order: one statement text per set. */
export function givenFilters<Filter extends string>(names: readonly Filter[], params: Partial<Record<Filter, unknown>>): Filter[] {
  return names.filter((name) => params[name] !== undefined && params[name] !== '');
}

/**
 * The statements of a list's page, one per shape, planned once per connection when no filter is
 * given, and kept built but planned for each call's values when one is: a generic plan cannot know
 * that a filter's value is rare (a search's pattern, a status matching no row) and walks the whole
 * order index (420 ms instead of 5 at 100,000 individuals, issue 31; db/client.ts).
 */
export function pageStatements<Shape extends FilteredShape<string>, Result>(label: string, build: (db: Tx, shape: Shape) => Preparable<Result>) {
  const once = statementsByShape(label, build);
  const planned = statementsByShape(label, build, 'values');
  return (db: Tx, shape: Shape, values: Record<string, unknown>): Promise<Result> => (shape.filters.length > 0 ? planned : once)(db, shape, values);
}
