import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { tablesDueForVacuum, vacuumAnalyze } from '../../db/queries/upkeep';

/** How often the embedded database is looked over; autovacuum looks every minute, and each pass here holds PGlite's one connection. */
export const UPKEEP_INTERVAL_MS = 10 * 60_000;

/** Vacuums and analyzes every table past autovacuum's thresholds, one at a time; returns their names. */
export async function vacuumDueTables(database: Database): Promise<string[]> {
  const due = await tablesDueForVacuum(database.db);
  for (const table of due) await vacuumAnalyze(database.db, table);
  return due;
}

/**
 * PGlite has no autovacuum (docs/architecture.md §6): without this, deleted and updated rows are
 * never reclaimed, statistics go stale, and index-only scans (the operations search) read the table
 * anyway. On PGlite the server does autovacuum's work itself, once shortly after start and then
 * every UPKEEP_INTERVAL_MS; PostgreSQL keeps its own. Returns the function that stops it.
 */
export function keepPgliteVacuumed(database: Database, log: FastifyBaseLogger, intervalMs = UPKEEP_INTERVAL_MS): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => undefined;
  let running: Promise<void> | null = null;
  const pass = () => {
    // A pass still running (a large table) is let finish; the next one comes at the next interval.
    if (running) return;
    running = vacuumDueTables(database)
      .then(
        (tables) => {
          if (tables.length) log.info({ tables }, 'embedded database vacuumed');
        },
        (error: unknown) => log.warn({ err: error }, 'embedded database upkeep failed; tried again at the next pass'),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(pass, Math.min(intervalMs, 30_000));
  const timer = setInterval(pass, intervalMs);
  first.unref();
  timer.unref();
  // Stopping waits for a pass in progress, so the database is never closed under a VACUUM.
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
