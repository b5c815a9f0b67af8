import type { SessionWithUser } from '../../db/queries/session-lookup';

/**
 * The request path's session reads kept in memory, on the embedded database only.
 *
 * PGlite serves one process (its data folder is locked), and a trigger announces every change to
 * a user or a session on commit (migration 0007); the notice reaches `forget` before the statement
 * that committed it answers. So after a permission is withdrawn, a user disabled, a session
 * signed out or refreshed, the next request reads the database again. A read that started before
 * such a change is not kept (the generation moved under it). On PostgreSQL other processes write
 * too and a notice arrives late, so there is no cache there.
 *
 * The time rules (idle expiry, refresh, 12-hour cap) are applied to the kept row at every request.
 */
export class SessionCache {
  private readonly entries = new Map<string, SessionWithUser>();
  private generationCount = 0;

  constructor(private readonly capacity = 10_000) {}

  get generation(): number {
    return this.generationCount;
  }

  get(token: string): SessionWithUser | undefined {
    return this.entries.get(token);
  }

  /** Keeps a row read while the generation was `readAt`, unless something changed since. */
  remember(token: string, found: SessionWithUser, readAt: number): void {
    if (readAt !== this.generationCount) return;
    if (this.entries.size >= this.capacity) this.entries.clear();
    this.entries.set(token, found);
  }

  forget(): void {
    this.generationCount += 1;
    this.entries.clear();
  }
}

export const AUTH_CHANGES_CHANNEL = 'wasit_auth_changed';
