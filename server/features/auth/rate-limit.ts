import type { Db } from '../../../db/client';
import { hitRateLimit, readRateLimit } from '../../../db/queries/rate-limits';
import type { RateLimitRule } from '../../config';

export type LimitCheck = { key: string; rule: RateLimitRule };

/** Counts a hit on every key and says whether any of them is over its limit. */
export async function overLimit(db: Db, checks: LimitCheck[]): Promise<boolean> {
  const now = new Date();
  let over = false;
  for (const check of checks) {
    const count = await hitRateLimit(db, { key: check.key, windowMs: check.rule.windowMs, now });
    if (count > check.rule.max) over = true;
  }
  return over;
}

/** Whether a key has already used up its limit, without counting this request. */
export async function limitReached(db: Db, check: LimitCheck): Promise<boolean> {
  const count = await readRateLimit(db, { key: check.key, windowMs: check.rule.windowMs, now: new Date() });
  return count >= check.rule.max;
}

/** Counts one hit on a key (e.g. a failed sign-in). */
export async function countHit(db: Db, check: LimitCheck): Promise<void> {
  await hitRateLimit(db, { key: check.key, windowMs: check.rule.windowMs, now: new Date() });
}
