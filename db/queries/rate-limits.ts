import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

export type HitRateLimitParams = { key: string; windowMs: number; now: Date };
export type WindowCount = { count: number; windowStartMs: number };

/**
 * Counts one hit in a fixed window and returns the count after it, atomically (one upsert), so
 * that several app instances on one PostgreSQL share the same counters.
 */
export async function hitRateLimit(db: Tx, params: HitRateLimitParams): Promise<WindowCount> {
  const windowStartLimit = new Date(params.now.getTime() - params.windowMs).toISOString();
  const now = params.now.toISOString();
  const [row] = await rowsOf<WindowCount>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${params.key}, 1, ${now}::timestamptz)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartLimit}::timestamptz then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartLimit}::timestamptz then ${now}::timestamptz else rate_limits.window_start end
    returning count, (extract(epoch from window_start) * 1000)::float8 as "windowStartMs"`,
  );
  return { count: Number(row?.count ?? 0), windowStartMs: Number(row?.windowStartMs ?? params.now.getTime()) };
}

export type BackoffParams = { key: string; now: Date; freeFailures: number; firstDelayMs: number; maxDelayMs: number; forgetMs: number };

/**
 * The wait, as an interval, after `rate_limits.count` failures: none for the free ones, then the
 * first delay doubled at each further failure, capped (the exponent too, so power() never overflows).
 */
function backoffWait(params: BackoffParams) {
  return sql`(case when rate_limits.count < ${params.freeFailures} then 0
    else least(${params.maxDelayMs}::float8, ${params.firstDelayMs}::float8 * power(2::float8, least(rate_limits.count - ${params.freeFailures}, 40)))
    end) * interval '1 millisecond'`;
}

/**
 * Claims one attempt on a backoff key, in one statement: when the wait after the failures so far
 * has passed, the attempt is counted as a failure at once (a success clears the key) and the
 * answer is null; otherwise nothing changes and the answer is when the next attempt may come.
 * Counting before the outcome is known means parallel attempts cannot all pass at once.
 * For such a key, `count` is the failures in a row and `window_start` the time of the last one.
 */
export async function claimBackoffAttempt(db: Tx, params: BackoffParams): Promise<{ notBeforeMs: number } | null> {
  const now = params.now.toISOString();
  const forgetBefore = new Date(params.now.getTime() - params.forgetMs).toISOString();
  const claimed = await rowsOf<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${params.key}, 1, ${now}::timestamptz)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${forgetBefore}::timestamptz then 1 else rate_limits.count + 1 end,
      window_start = ${now}::timestamptz
    where rate_limits.window_start <= ${forgetBefore}::timestamptz or rate_limits.window_start + ${backoffWait(params)} <= ${now}::timestamptz
    returning count`,
  );
  if (claimed.length > 0) return null;
  const [waiting] = await rowsOf<{ notBeforeMs: number }>(
    db,
    sql`select (extract(epoch from rate_limits.window_start + ${backoffWait(params)}) * 1000)::float8 as "notBeforeMs" from rate_limits where key = ${params.key}`,
  );
  // The key may have been cleared in between (a success): the next attempt may come at once.
  return { notBeforeMs: Number(waiting?.notBeforeMs ?? params.now.getTime()) };
}

export async function clearRateLimit(db: Tx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

export type WindowCountParams = { key: string; windowMs: number; now: Date };

/** The hits of a fixed-window key counted so far in its current window (0 when its window has passed), without counting one. */
export async function findWindowCount(db: Tx, params: WindowCountParams): Promise<number> {
  const windowStartLimit = new Date(params.now.getTime() - params.windowMs).toISOString();
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count from rate_limits where key = ${params.key} and window_start > ${windowStartLimit}::timestamptz`,
  );
  return Number(row?.count ?? 0);
}
