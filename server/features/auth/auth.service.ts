import { APIError } from 'better-auth/api';
import { landingPathFor, type TSessionUser, type TSignedInAnswer, type TSignInAnswer } from '../../../contract/auth';
import { mustEnrolTwoFactor } from '../../auth/two-factor-requirement';
import { insertAudit } from '../../../db/queries/audit';
import { deleteSessionByToken, findUserByEmail, findUserById, updateUser } from '../../../db/queries/users';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import { signInLinkMail } from '../../mail/templates';
import { findWindowCount, hitRateLimit } from '../../../db/queries/rate-limits';
import { createSignInLinkToken } from '../../auth/sign-in-link';
import type { AuditContext } from '../audit-context';
import { toSessionUser } from '../users/user-view';
import { claimAttempt, clearAttempts, hitLimits } from './rate-limit';

type WithCookies<T> = { answer: T; cookies: string[] };

function refusalFor(row: { isActive: boolean; canLogin: boolean; approvedAt: Date | null }) {
  if (!row.isActive) return 'ACCOUNT_INACTIVE' as const;
  if (!row.canLogin) return row.approvedAt ? ('ACCOUNT_DISABLED' as const) : ('ACCOUNT_PENDING' as const);
  return null;
}

export async function auditSignIn(deps: Deps, context: AuditContext, entry: { userId: string | null; email: string; outcome: string }) {
  await insertAudit(deps.database.db, {
    ...context,
    actorId: entry.userId,
    action: entry.outcome === 'success' ? 'sign-in.success' : 'sign-in.failure',
    entity: 'user',
    entityId: entry.userId,
    after: { email: entry.email, outcome: entry.outcome },
  });
}

/**
 * The throttles a sign-in passes before its password is checked: every attempt of a client
 * address counts against a ceiling, and failures of one e-mail from one address make that pair
 * wait longer and longer. The owner signing in from elsewhere is never slowed by a stranger.
 */
async function throttleSignIn(deps: Deps, params: { email: string; context: AuditContext }): Promise<string> {
  const { email, context } = params;
  const limits = deps.config.rateLimits;
  const pairKey = `sign-in:failures:${context.clientAddress}:${email}`;
  const wait =
    (await hitLimits(deps.database.db, [{ key: `sign-in:address:${context.clientAddress}`, rule: limits.signInPerAddress }])) ??
    (await claimAttempt(deps.database.db, pairKey, limits.signInPerAddressAndEmail));
  if (wait) {
    await auditSignIn(deps, context, { userId: null, email, outcome: 'rate-limited' });
    throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', wait);
  }
  return pairKey;
}

type SignInResult = { token?: string; user?: { id: string }; twoFactorRedirect?: boolean };

const accountKey = (email: string) => `sign-in:account:${email}`;

/**
 * docs/permissions.md §9: failed passwords of one e-mail from every address together. Past the
 * limit in its window the account is under guard: the password alone opens no session, whoever
 * gives it; the owner signs in with their second factor or with a link mailed to them.
 */
async function isUnderGuard(deps: Deps, email: string): Promise<boolean> {
  const rule = deps.config.rateLimits.signInPerAccount;
  return (await findWindowCount(deps.database.db, { key: accountKey(email), windowMs: rule.windowMs, now: new Date() })) >= rule.max;
}

const LINK_SENT = { signInLinkSent: true } as const;

/**
 * Password first, account state second: a wrong password never tells whether the account exists,
 * is pending or is disabled (docs/permissions.md §9). An account with a second factor gets no
 * session here, only better-auth's `two_factor` cookie: the code comes next (§11). An account
 * under guard without one gets no session either: the same answer whether or not the password
 * was right, and a link mailed to its owner when it was.
 */
export async function signIn(
  deps: Deps,
  params: { email: string; password: string; headers: Headers; context: AuditContext },
): Promise<WithCookies<TSignInAnswer>> {
  const { email, context } = params;
  const pairKey = await throttleSignIn(deps, { email, context });
  const guarded = await isUnderGuard(deps, email);
  let signedIn;
  try {
    signedIn = await deps.auth.api.signInEmail({ body: { email, password: params.password }, headers: params.headers, returnHeaders: true });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const rule = deps.config.rateLimits.signInPerAccount;
    await hitRateLimit(deps.database.db, { key: accountKey(email), windowMs: rule.windowMs, now: new Date() });
    const known = await findUserByEmail(deps.database.db, email);
    await auditSignIn(deps, context, { userId: known?.id ?? null, email, outcome: guarded ? 'bad-credentials-guarded' : 'bad-credentials' });
    if (guarded) return { answer: LINK_SENT, cookies: [] };
    throw new AppError('INVALID_CREDENTIALS');
  }
  // The right password, even of an account that may not sign in yet: its failures in a row end.
  await clearAttempts(deps.database.db, pairKey);
  const result = signedIn.response as SignInResult;
  const cookies = signedIn.headers.getSetCookie();
  if (result.twoFactorRedirect) {
    const row = await findUserByEmail(deps.database.db, email);
    const refusal = row ? refusalFor(row) : 'ACCOUNT_INACTIVE';
    if (!row || refusal) {
      await auditSignIn(deps, context, { userId: row?.id ?? null, email, outcome: refusal ?? 'missing-user' });
      throw new AppError(refusal ?? 'INVALID_CREDENTIALS');
    }
    await insertAudit(deps.database.db, { ...context, actorId: row.id, action: 'sign-in.code-asked', entity: 'user', entityId: row.id, after: { email } });
    return { answer: { twoFactorRequired: true }, cookies };
  }
  if (!result.user || !result.token) throw new Error('better-auth answered a sign-in without a session');
  if (guarded) {
    await deleteSessionByToken(deps.database.db, result.token);
    await mailSignInLink(deps, { userId: result.user.id, email, context });
    return { answer: LINK_SENT, cookies: [] };
  }
  return { answer: await finishSignIn(deps, { userId: result.user.id, sessionToken: result.token, email, context }), cookies };
}

/** The right password of an account under guard: a one-time link to its owner, unless the account may not sign in (it learns nothing then). */
async function mailSignInLink(deps: Deps, params: { userId: string; email: string; context: AuditContext }): Promise<void> {
  const { userId, email, context } = params;
  const row = await findUserById(deps.database.db, userId);
  if (!row || refusalFor(row)) return;
  const wait = await hitLimits(deps.database.db, [{ key: `sign-in-link:${userId}`, rule: deps.config.rateLimits.signInLinkPerAccount }]);
  if (wait) return;
  const token = await createSignInLinkToken((await deps.auth.$context).internalAdapter, userId);
  await deps.mailer.send(signInLinkMail({ to: row.email, link: `${deps.config.appUrl}/sign-in-link?token=${encodeURIComponent(token)}` }));
  await insertAudit(deps.database.db, { ...context, actorId: userId, action: 'sign-in.link-sent', entity: 'user', entityId: userId, after: { email } });
}

/** The mailed link spent: a session, then the same checks and record as any sign-in. */
export async function signInWithLink(deps: Deps, params: { token: string; headers: Headers; context: AuditContext }): Promise<WithCookies<TSignedInAnswer>> {
  let opened;
  try {
    opened = await deps.auth.api.signInWithLink({ body: { token: params.token }, headers: params.headers, returnHeaders: true });
  } catch (error) {
    if (error instanceof APIError) throw new AppError('SIGN_IN_LINK_INVALID');
    throw error;
  }
  const { token, userId } = opened.response;
  const row = await findUserById(deps.database.db, userId);
  // A factor turned on since the link was mailed: the code, not the mailbox, signs this user in.
  if (!row || row.twoFactorEnabled) {
    await deleteSessionByToken(deps.database.db, token);
    throw new AppError('SIGN_IN_LINK_INVALID');
  }
  const answer = await finishSignIn(deps, { userId, sessionToken: token, email: row.email, context: params.context });
  return { answer, cookies: opened.headers.getSetCookie() };
}

/**
 * The session exists (after the password, or after the password and a code): the account's state
 * is checked once more, the sign-in recorded, and the session user answered with where to go.
 */
export async function finishSignIn(
  deps: Deps,
  params: { userId: string; sessionToken: string; email: string; context: AuditContext },
): Promise<TSignedInAnswer> {
  const { email, context } = params;
  const row = await findUserById(deps.database.db, params.userId);
  const refusal = row ? refusalFor(row) : 'ACCOUNT_INACTIVE';
  if (!row || refusal) {
    await deleteSessionByToken(deps.database.db, params.sessionToken);
    await auditSignIn(deps, context, { userId: row?.id ?? null, email, outcome: refusal ?? 'missing-user' });
    throw new AppError(refusal ?? 'INVALID_CREDENTIALS');
  }
  const user = await deps.database.db.transaction(async (tx) => {
    const updated = await updateUser(tx, row.id, { lastLogin: new Date() });
    await insertAudit(tx, { ...context, actorId: row.id, action: 'sign-in.success', entity: 'user', entityId: row.id, after: { email } });
    return toSessionUser(updated);
  });
  return { user, redirectTo: landingPathFor(user), mustEnrolTwoFactor: await mustEnrolTwoFactor(deps.database.db, user) };
}

export async function signOut(deps: Deps, params: { headers: Headers; context: AuditContext }): Promise<string[]> {
  const answer = await deps.auth.api.signOut({ headers: params.headers, returnHeaders: true });
  await insertAudit(deps.database.db, { ...params.context, action: 'sign-out', entity: 'user', entityId: params.context.actorId });
  return answer.headers.getSetCookie();
}

/** Answers the same whether or not the e-mail has an account; only the rate limit is visible. */
export async function requestPasswordReset(deps: Deps, params: { email: string; context: AuditContext }): Promise<void> {
  const limits = deps.config.rateLimits;
  const wait = await hitLimits(deps.database.db, [
    { key: `reset:email:${params.email}`, rule: limits.resetPerEmail },
    { key: `reset:address:${params.context.clientAddress}`, rule: limits.resetPerAddress },
  ]);
  if (wait) throw new AppError('TOO_MANY_RESET_ATTEMPTS', wait);
  await deps.auth.api.requestPasswordReset({ body: { email: params.email, redirectTo: '/reset-password' } });
}

async function resetTokenOwner(deps: Deps, token: string): Promise<string | null> {
  const context = await deps.auth.$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!found || new Date(found.expiresAt).getTime() <= Date.now()) return null;
  return found.value;
}

export async function checkResetToken(deps: Deps, token: string): Promise<boolean> {
  return (await resetTokenOwner(deps, token)) !== null;
}

/** The new password works once the token is spent; every session of the user ends (better-auth). */
export async function resetPassword(deps: Deps, params: { token: string; password: string; context: AuditContext }): Promise<void> {
  const userId = await resetTokenOwner(deps, params.token);
  if (!userId) throw new AppError('RESET_LINK_INVALID');
  try {
    await deps.auth.api.resetPassword({ body: { token: params.token, newPassword: params.password } });
  } catch (error) {
    if (error instanceof APIError) throw new AppError('RESET_LINK_INVALID');
    throw error;
  }
  await insertAudit(deps.database.db, { ...params.context, actorId: userId, action: 'password.reset', entity: 'user', entityId: userId });
}

export async function changePassword(
  deps: Deps,
  params: { user: TSessionUser; currentPassword: string; newPassword: string; headers: Headers; context: AuditContext },
): Promise<string[]> {
  try {
    const answer = await deps.auth.api.changePassword({
      body: { currentPassword: params.currentPassword, newPassword: params.newPassword, revokeOtherSessions: true },
      headers: params.headers,
      returnHeaders: true,
    });
    await insertAudit(deps.database.db, { ...params.context, action: 'password.change', entity: 'user', entityId: params.user.id });
    return answer.headers.getSetCookie();
  } catch (error) {
    if (error instanceof APIError) throw new AppError('WRONG_CURRENT_PASSWORD');
    throw error;
  }
}
