import type { Db } from '../../../db/client';
import { claimBackoffAttempt, clearRateLimit, hitRateLimit } from '../../../db/queries/rate-limits';
import type { BackoffRule, RateLimitRule } from '../../config';

export type LimitCheck = { key: string; rule: RateLimitRule };
/** How long a refused client waits, in whole seconds (at least 1): the `Retry-After` it is told. */
export type Wait = { retryAfterSeconds: number };

function waitUntil(atMs: number, nowMs: number): Wait {
  return { retryAfterSeconds: Math.max(1, Math.ceil((atMs - nowMs) / 1000)) };
}

/** Counts a hit on every key; the longest wait among the keys over their limit, or null when none is. */
export async function hitLimits(db: Db, checks: LimitCheck[]): Promise<Wait | null> {
  const now = new Date();
  let wait: Wait | null = null;
  for (const check of checks) {
    const { count, windowStartMs } = await hitRateLimit(db, { key: check.key, windowMs: check.rule.windowMs, now });
    if (count <= check.rule.max) continue;
    const over = waitUntil(windowStartMs + check.rule.windowMs, now.getTime());
    if (!wait || over.retryAfterSeconds > wait.retryAfterSeconds) wait = over;
  }
  return wait;
}

/** Claims an attempt on a backoff key (counted as a failure until `clearAttempts`), or says how long to wait. */
export async function claimAttempt(db: Db, key: string, rule: BackoffRule): Promise<Wait | null> {
  const now = new Date();
  const refused = await claimBackoffAttempt(db, { key, now, ...rule });
  return refused ? waitUntil(refused.notBeforeMs, now.getTime()) : null;
}

/** A success: the failures in a row of this key are forgotten. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await clearRateLimit(db, key);
}
