import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Db } from '../../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema';
import { BACKUP_CODE_COUNT } from '../../contract/two-factor';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/fields';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail } from '../mail/templates';
import { hashPassword, verifyPassword } from './password-hash';
import { signInLinkPlugin } from './sign-in-link';

/** Sessions end after 60 minutes without activity; the 12-hour cap is enforced by the access plugin. */
export const SESSION_IDLE_SECONDS = 60 * 60;
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
export const RESET_TOKEN_SECONDS = 60 * 60;
/** Between the password and the code: how long the half-signed-in state (a `two_factor` cookie, no session) lasts. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;

/** better-auth's endpoints that create a session only once a code of the second factor is accepted. */
const CODE_CHECK_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

export type CreateAuthParams = { db: Db; secret: string; appUrl: string; mailer: Mailer };

export function createAuth({ db, secret, appUrl, mailer }: CreateAuthParams) {
  return betterAuth({
    appName: 'Wasit',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up goes through our own service (one transaction with its audit row, never signed in).
      disableSignUp: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMail({ to: user.email, link }));
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 60,
      cookieCache: { enabled: false },
      // No default here: a session made from another (a password change) keeps its value; a new one
      // starts false (the column default) unless a code was just given (the hook below).
      additionalFields: { twoFactorVerified: { type: 'boolean', required: false, input: false } },
    },
    // docs/permissions.md §11: a session records whether it passed the second factor. Only the two
    // endpoints that check a code create a session that did (after the code is accepted).
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => {
            if (context && CODE_CHECK_PATHS.has(context.path)) return { data: { ...session, twoFactorVerified: true } };
            // A password change replaces the session with a new one: it keeps the old one's standing.
            if (context?.path === '/change-password') {
              const current = context.context.session?.session as { twoFactorVerified?: unknown } | undefined;
              return { data: { ...session, twoFactorVerified: current?.twoFactorVerified === true } };
            }
            return undefined;
          },
        },
      },
    },
    // The business columns come back with the session (one read per request, not two); none can be
    // set through better-auth (`input: false`): our own services write them.
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: false },
        type: { type: 'string', required: false, input: false },
        isActive: { type: 'boolean', required: false, input: false },
        canLogin: { type: 'boolean', required: false, input: false },
        permissions: { type: 'json', required: false, input: false },
        individualId: { type: 'string', required: false, input: false },
      },
    },
    verification: { storeIdentifier: 'hashed' },
    // docs/permissions.md §11. After the password, an enrolled user gets no session: the plugin
    // deletes it and sets a signed `two_factor` cookie naming a short-lived verification row; the
    // session exists only once a code is given. Devices are never trusted (no `trustDevice`): a
    // code at every sign-in. Enrolment is confirmed with a first code before it counts.
    plugins: [
      twoFactor({
        issuer: 'Wasit',
        skipVerificationOnEnable: false,
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        backupCodeOptions: { amount: BACKUP_CODE_COUNT, length: 10, storeBackupCodes: 'encrypted' },
      }),
      signInLinkPlugin(),
    ],
    // Limits are ours, kept in the database (server/features/auth/rate-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'wasit',
      useSecureCookies: appUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    // Its warnings repeat what our own audit log records (unknown user, wrong password).
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
