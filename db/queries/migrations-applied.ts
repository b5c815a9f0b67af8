import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

/**
 * When each applied migration was written (its journal's `when`, which drizzle's migrator stores
 * as `created_at`): the readiness check compares them with the ones this build ships.
 */
export async function appliedMigrationTimes(db: Tx): Promise<number[]> {
  const rows = await rowsOf<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations`);
  return rows.map((row) => Number(row.created_at));
}
