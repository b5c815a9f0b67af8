import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

export type HitRateLimitParams = { key: string; windowMs: number; now: Date };

/**
 * Counts one hit in a fixed window and returns the count after it, atomically (one upsert), so
 * that several app instances on one PostgreSQL share the same counters.
 */
export async function hitRateLimit(db: Tx, params: HitRateLimitParams): Promise<number> {
  const windowStartLimit = new Date(params.now.getTime() - params.windowMs).toISOString();
  const now = params.now.toISOString();
  const result = await db.execute(sql`
    insert into rate_limits (key, count, window_start) values (${params.key}, 1, ${now}::timestamptz)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartLimit}::timestamptz then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartLimit}::timestamptz then ${now}::timestamptz else rate_limits.window_start end
    returning count`);
  // Both drivers (node-postgres and PGlite) answer raw statements with `{ rows }`.
  const { rows } = result as unknown as { rows: Array<{ count: number }> };
  return Number(rows[0]?.count ?? 0);
}

export type ReadRateLimitParams = { key: string; windowMs: number; now: Date };

/** The count of the current window without adding a hit (0 when the window has passed). */
export async function readRateLimit(db: Tx, params: ReadRateLimitParams): Promise<number> {
  const windowStartLimit = new Date(params.now.getTime() - params.windowMs).toISOString();
  const result = await db.execute(sql`
    select count from rate_limits where key = ${params.key} and window_start > ${windowStartLimit}::timestamptz`);
  const { rows } = result as unknown as { rows: Array<{ count: number }> };
  return Number(rows[0]?.count ?? 0);
}
