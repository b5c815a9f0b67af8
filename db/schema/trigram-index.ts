import { sql } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A trigram index serving an infix ILIKE search on one column. `fastupdate` off: new rows go
 * straight into the index instead of a pending list that every search must read through (up to
 * 4 MB of it on PostgreSQL until a vacuum, and for ever on PGlite, which has no autovacuum).
 */
export function trigramIndex(name: string, column: AnyPgColumn) {
  return index(name)
    .using('gin', sql`${column} gin_trgm_ops`)
    .with({ fastupdate: 'off' });
}
