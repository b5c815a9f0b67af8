import { createHash } from 'node:crypto';

/** A built query that can run as a named statement: drizzle's select builders. */
type Preparable<Result> = { toSQL: () => { sql: string }; prepare: (name: string) => { execute: () => Promise<Result> } };

/**
 * Runs a built query as a named statement, planned once per PostgreSQL connection and then only
 * executed (docs/architecture.md §6). Its name is its text's digest, so every shape of the query
 * (each set of filters) is its own statement and a name never meets another text. PGlite has no
 * connection to keep a statement on: the same query simply runs.
 */
export function plannedOnce<Result>(label: string, query: Preparable<Result>): Promise<Result> {
  const digest = createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20);
  return query.prepare(`${label}_${digest}`).execute();
}
