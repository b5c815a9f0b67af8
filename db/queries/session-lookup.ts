import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { companySettings, sessions, users } from '../schema';
import { SETTINGS_ID } from './company-settings';
import { statementsByShape } from './planned-once';
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
  /** Whether the session was opened with a code of the second factor (docs/permissions.md §11). */
  twoFactorVerified: boolean;
  /** The company setting of docs/permissions.md §11, read with the session (on when the settings row is missing, as its column default). */
  twoFactorRequired: boolean;
};

const epochMs = (column: typeof sessions.expiresAt | typeof sessions.createdAt) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The request path's one read: the session by its token with its user's business columns, built
 * and planned once (planned-once.ts), then only executed with the token.
 */
const sessionStatement = statementsByShape('session_with_user', (db: Tx) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAtMs: epochMs(sessions.expiresAt),
      createdAtMs: epochMs(sessions.createdAt),
      userId: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      type: users.type,
      isActive: users.isActive,
      canLogin: users.canLogin,
      permissions: users.permissions,
      individualId: users.individualId,
      twoFactorEnabled: users.twoFactorEnabled,
      twoFactorVerified: sessions.twoFactorVerified,
      // Read here rather than by a statement of its own on every request of a privileged user
      // without a second factor while the company does not require one.
      twoFactorRequired: sql<boolean>`coalesce((select ${companySettings.twoFactorRequired} from ${companySettings} where ${companySettings.id} = ${SETTINGS_ID}), true)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token'))),
);

export async function findSessionWithUser(db: Tx, token: string): Promise<SessionWithUser | null> {
  const [row] = await sessionStatement(db, null, { token });
  return row ?? null;
}
