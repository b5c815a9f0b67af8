import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type Database } from '../../../db/client';
import { appliedMigrationTimes } from '../../../db/queries/migrations-applied';

/** Why an instance is not ready (docs/running.md §1). */
export type NotReadyReason = 'stopping' | 'database' | 'migrations';

export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason; missing?: number; unknown?: number };

/** Past this the database is taken as not answering: a load balancer's probe must not hang. */
export const DATABASE_CHECK_LIMIT_MS = 2_000;

let shipped: Set<number> | null = null;
/** The migrations this build ships, by the time drizzle's migrator records for each; read once. */
function shippedMigrationTimes(): Set<number> {
  shipped ??= new Set(readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
  return shipped;
}

function withinLimit<T>(work: Promise<T>, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/**
 * Ready: not stopping, the database answers within the limit, and every migration of the build is
 * applied (none missing: an old schema, say a database restored from an older backup). Migrations
 * a newer build applied (`unknown`) do not make it unready: within a release they only add
 * (docs/operations.md §11), so during a rolling upgrade the old instances keep serving beside the
 * new ones on the migrated database. Both counts are
 * reported when a migration is missing.
 */
export async function checkReadiness(database: Database, draining: boolean, limitMs = DATABASE_CHECK_LIMIT_MS): Promise<Readiness> {
  if (draining) return { ready: false, reason: 'stopping' };
  let applied: number[];
  try {
    applied = await withinLimit(appliedMigrationTimes(database.db), limitMs);
  } catch {
    return { ready: false, reason: 'database' };
  }
  const expected = shippedMigrationTimes();
  const appliedSet = new Set(applied);
  const missing = [...expected].filter((time) => !appliedSet.has(time)).length;
  const unknown = [...appliedSet].filter((time) => !expected.has(time)).length;
  if (missing > 0) return { ready: false, reason: 'migrations', missing, unknown };
  return { ready: true };
}
