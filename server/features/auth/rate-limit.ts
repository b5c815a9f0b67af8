import type { Db } from '../../../db/client';
import { hitRateLimit } from '../../../db/queries/rate-limits';
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
