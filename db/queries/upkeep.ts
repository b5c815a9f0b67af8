import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

/**
 * The application's tables that PostgreSQL's autovacuum would vacuum and analyze now, by its default
 * thresholds (docs/architecture.md §6): dead rows over 50 + 20 % of the live ones, rows inserted
 * since the last vacuum over 1,000 + 20 %, or rows changed since the last analyze over 50 + 10 %.
 */
export async function tablesDueForVacuum(db: Tx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select relname as name from pg_stat_user_tables
        where schemaname = 'public'
          and (n_dead_tup > 50 + 0.2 * n_live_tup
            or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
            or n_mod_since_analyze > 50 + 0.1 * n_live_tup)
        order by relname`,
  );
  return rows.map((row) => row.name);
}

/** VACUUM ANALYZE of one table: its dead rows reused, its visibility map and statistics brought up to date. Never inside a transaction. */
export async function vacuumAnalyze(db: Tx, table: string): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
}
