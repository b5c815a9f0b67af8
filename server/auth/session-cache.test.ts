import { describe, expect, it } from 'vitest';
import type { SessionWithUser } from '../../db/queries/session-lookup';
import { SessionCache } from './session-cache';

const row = (name: string): SessionWithUser => ({
  sessionId: 's1',
  expiresAtMs: 0,
  createdAtMs: 0,
  userId: 'u1',
  name,
  email: 'a@example.com',
  phone: null,
  type: 'manager',
  isActive: true,
  canLogin: true,
  permissions: ['profile'],
  individualId: null,
  twoFactorEnabled: false,
  twoFactorVerified: false,
  twoFactorRequired: true,
});

describe('the embedded database’s session cache', () => {
  it('keeps a row read while nothing changed, and forgets every row on a change', () => {
    const cache = new SessionCache();
    cache.remember('t1', row('first'), cache.generation);
    expect(cache.get('t1')?.name).toBe('first');
    cache.forget();
    expect(cache.get('t1')).toBeUndefined();
  });

  it('does not keep a row whose read started before a change (it may hold the old permissions)', () => {
    const cache = new SessionCache();
    const readAt = cache.generation;
    cache.forget();
    cache.remember('t1', row('stale'), readAt);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('stays within its capacity', () => {
    const cache = new SessionCache(2);
    for (const token of ['a', 'b', 'c']) cache.remember(token, row(token), cache.generation);
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.name]).toEqual([undefined, undefined, 'c']);
  });
});
