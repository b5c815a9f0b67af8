import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';
import type { UserIdentity } from './users';

/** A session with the columns of its user that every request needs; times in epoch milliseconds. */
export type SessionWithUser = UserIdentity & {
  sessionId: string;
  expiresAtMs: number;
  createdAtMs: number;
  userId: string;
  permissions: unknown;
  individualId: string | null;
  twoFactorEnabled: boolean;
};

/**
 * The request path's one read: the session by its token with its user's business columns, as a
 * raw statement (no query builder to run on every request).
 */
export async function findSessionWithUser(db: Tx, token: string): Promise<SessionWithUser | null> {
  const [row] = await rowsOf<SessionWithUser>(
    db,
    sql`select s.id as "sessionId", (extract(epoch from s.expires_at) * 1000)::float8 as "expiresAtMs", (extract(epoch from s.created_at) * 1000)::float8 as "createdAtMs",
          u.id as "userId", u.name, u.email, u.phone, u.type, u.is_active as "isActive", u.can_login as "canLogin", u.permissions, u.individual_id as "individualId", u.two_factor_enabled as "twoFactorEnabled"
        from sessions s join users u on u.id = s.user_id where s.token = ${token}`,
  );
  return row ?? null;
}
