import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { requiredRef, timestamps, timestampTz } from './columns';
import { trigramIndex } from './trigram-index';

/**
 * A time to the millisecond, as the API writes it. Truncated in UTC, so that the expression is
 * immutable and can be indexed (date_trunc of a timestamptz depends on the session's time zone).
 */
export function utcMilliseconds(column: AnyPgColumn | SQL) {
  return sql`(date_trunc('milliseconds', (${column} at time zone 'UTC')) at time zone 'UTC')`;
}

/**
 * Where a user stands in the users list's default order: pending sign-ups (active, never approved)
 * first, then active, disabled and inactive users; each by creation. An SQL function of migration
 * 0020, immutable so that it can be indexed (to_char is only stable: its TM formats follow the locale).
 */
export function userStatusKey(table: { isActive: AnyPgColumn; canLogin: AnyPgColumn; approvedAt: AnyPgColumn; createdAt: AnyPgColumn }) {
  return sql`user_status_key(${table.isActive}, ${table.canLogin}, ${table.approvedAt}, ${table.createdAt})`;
}

/**
 * Users carry both better-auth's columns (camelCase keys, as its drizzle adapter expects) and the
 * business columns (docs/permissions.md §8): type, is_active, can_login, permissions, last_login.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    phone: text('phone'),
    type: text('type').notNull().default('client'),
    isActive: boolean('is_active').notNull().default(true),
    canLogin: boolean('can_login').notNull().default(false),
    /** Kept as JSON so that legacy forms (a JSON string, a comma list) survive import; normalised on read. */
    permissions: jsonb('permissions')
      .notNull()
      .default(sql`'["profile"]'::jsonb`),
    individualId: text('individual_id'),
    lastLogin: timestampTz('last_login'),
    /** Set when an administrator first enables login: tells a pending sign-up from a disabled account. */
    approvedAt: timestampTz('approved_at'),
    /** better-auth's two-factor plugin: set once a TOTP enrolment is confirmed with a code (docs/permissions.md §11). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    // Each sort of the list, on the very expression it orders by (db/queries/users.ts), and its filters (issue 31).
    index('users_type_id_idx').on(table.type, table.id),
    index('users_created_at_idx').on(table.createdAt, table.id),
    index('users_status_key_idx').on(userStatusKey(table), table.id),
    index('users_name_id_idx').on(table.name, table.id),
    index('users_phone_id_idx').on(sql`coalesce(${table.phone}, '')`, table.id),
    index('users_last_login_ms_idx').on(sql`coalesce(${utcMilliseconds(table.lastLogin)}, timestamptz 'epoch')`, table.id),
    index('users_created_ms_idx').on(utcMilliseconds(table.createdAt), table.id),
    // The users list searches an infix of any of these.
    trigramIndex('users_name_trgm_idx', table.name),
    trigramIndex('users_email_trgm_idx', table.email),
    trigramIndex('users_phone_trgm_idx', table.phone),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampTz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * Set when the session was created by giving a code of the second factor (or carried over from
     * such a session); a user with a factor gets nothing from a session without it (docs/permissions.md §11).
     */
    twoFactorVerified: boolean('two_factor_verified').notNull().default(false),
    ...timestamps(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestampTz('access_token_expires_at'),
    refreshTokenExpiresAt: timestampTz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

/** Reset tokens live here, their identifiers hashed (better-auth `storeIdentifier: 'hashed'`). */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    ...timestamps(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * better-auth's two-factor plugin: one row per user who started a TOTP enrolment. The secret and the
 * backup codes are stored encrypted with the auth secret; `verified` turns true when the first code
 * is given (docs/permissions.md §11).
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(false),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestampTz('locked_until'),
    /** The 30-second step of the last authenticator code accepted: a code is taken once (RFC 6238 §5.2, docs/permissions.md §11). */
    lastAcceptedStep: bigint('last_accepted_step', { mode: 'number' }),
  },
  (table) => [index('two_factors_user_idx').on(table.userId)],
);
