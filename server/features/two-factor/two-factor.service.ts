import { APIError } from 'better-auth/api';
import type { TSignedInAnswer } from '../../../contract/auth';
import { needsSecondFactor, TOTP_CODE_PATTERN, type TTwoFactorEnrolment } from '../../../contract/two-factor';
import { insertAudit } from '../../../db/queries/audit';
import type { Tx } from '../../../db/client';
import {
  claimTotpStep,
  deleteTwoFactorOfUser,
  findTotpSecret,
  findTwoFactorRequired,
  findTwoFactorRequiredForUpdate,
  setTwoFactorRequired,
} from '../../../db/queries/two-factor';
import { findUserById, findUserByIdForUpdate } from '../../../db/queries/users';
import type { TUserRow } from '../../../contract/users';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import { cookieValues, verifiedToken } from '../../auth/session-check';
import { acceptedStepOf, decryptTotpSecret } from '../../auth/totp-step';
import type { SessionUser } from '../../plugins/access';
import type { AuditContext } from '../audit-context';
import { auditSignIn, finishSignIn } from '../auth/auth.service';
import { claimAttempt, clearAttempts, hitLimits } from '../auth/rate-limit';
import { toUserRow } from '../users/user-view';

/** better-auth's refusals by their code (its `body.code`), or null for anything else. */
function betterAuthCode(error: unknown): string | null {
  if (!(error instanceof APIError)) throw error;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * Every code given (at sign-in and to confirm an enrolment) counts against the user, with waits
 * growing after a few failures in a row, and against the client address; a right code clears the
 * user's count (the same throttles as the password: server/features/auth/rate-limit.ts).
 */
async function throttleCode(deps: Deps, params: { userId: string; context: AuditContext }): Promise<string> {
  const limits = deps.config.rateLimits;
  const userKey = `two-factor:failures:${params.userId}`;
  const wait =
    (await hitLimits(deps.database.db, [{ key: `two-factor:address:${params.context.clientAddress}`, rule: limits.twoFactorPerAddress }])) ??
    (await claimAttempt(deps.database.db, userKey, limits.twoFactorPerUser));
  if (wait) {
    await insertAudit(deps.database.db, {
      ...params.context,
      actorId: params.userId,
      action: 'two-factor.rate-limited',
      entity: 'user',
      entityId: params.userId,
    });
    throw new AppError('TOO_MANY_TWO_FACTOR_ATTEMPTS', wait);
  }
  return userKey;
}

type Challenge = { userId: string; cookie: string };

/**
 * The half-signed-in state: better-auth's signed `two_factor` cookie names a verification row
 * holding the user id, valid for TWO_FACTOR_CHALLENGE_SECONDS. Only that cookie is passed on, so
 * a session cookie sent along can never decide whose code is checked.
 */
async function challengeOf(deps: Deps, cookieHeader: string | undefined): Promise<Challenge> {
  const context = await deps.auth.$context;
  const name = context.createAuthCookie('two_factor').name;
  const value = cookieValues(cookieHeader ?? '').get(name);
  const identifier = value === undefined ? null : verifiedToken(value, context.secret);
  const found = identifier === null ? null : await context.internalAdapter.findVerificationValue(identifier);
  if (!value || !found || new Date(found.expiresAt).getTime() <= Date.now()) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED');
  return { userId: found.value, cookie: `${name}=${encodeURIComponent(value)}` };
}

/**
 * RFC 6238 §5.2: an authenticator code is taken once. Before better-auth checks a 6-digit code, the
 * step it belongs to is claimed for the user; a code of a step already taken (the same code again
 * within its 30 seconds, or an older one) is refused as a wrong code would be. A code that matches
 * no step is left to better-auth, which refuses and counts it. Backup codes are spent by better-auth.
 */
async function claimCodeStep(deps: Deps, params: { userId: string; code: string }): Promise<'fresh' | 'spent'> {
  if (!TOTP_CODE_PATTERN.test(params.code)) return 'fresh';
  const stored = await findTotpSecret(deps.database.db, params.userId);
  if (stored === null) return 'fresh';
  const context = await deps.auth.$context;
  const step = await acceptedStepOf(await decryptTotpSecret(context.secretConfig, stored), params.code, Date.now());
  if (step === null) return 'fresh';
  return (await claimTotpStep(deps.database.db, { userId: params.userId, step })) ? 'fresh' : 'spent';
}

type Verified = { response: { token?: string }; headers: Headers };

/** A 6-digit code goes to the authenticator check, anything else is tried as a backup code (spent when it works). */
async function verifyChallengeCode(deps: Deps, code: string, headers: Headers): Promise<Verified> {
  if (TOTP_CODE_PATTERN.test(code)) return deps.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
  return deps.auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
}

/** The second step of a sign-in (docs/permissions.md §11): the session is created only here. */
export async function verifySignInCode(
  deps: Deps,
  params: { code: string; headers: Headers; context: AuditContext },
): Promise<{ answer: TSignedInAnswer; cookies: string[] }> {
  const { context } = params;
  const challenge = await challengeOf(deps, params.headers.get('cookie') ?? undefined);
  const user = await findUserById(deps.database.db, challenge.userId);
  if (!user) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED');
  const userKey = await throttleCode(deps, { userId: user.id, context });
  if ((await claimCodeStep(deps, { userId: user.id, code: params.code })) === 'spent') {
    await auditSignIn(deps, context, { userId: user.id, email: user.email, outcome: 'spent-code' });
    throw new AppError('INVALID_TWO_FACTOR_CODE');
  }
  const headers = new Headers(params.headers);
  headers.set('cookie', challenge.cookie);
  let verified: Verified;
  try {
    verified = await verifyChallengeCode(deps, params.code, headers);
  } catch (error) {
    const code = betterAuthCode(error);
    if (code === 'INVALID_TWO_FACTOR_COOKIE' || code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED');
    await auditSignIn(deps, context, { userId: user.id, email: user.email, outcome: code === 'ACCOUNT_TEMPORARILY_LOCKED' ? 'two-factor-locked' : 'bad-code' });
    if (code === 'ACCOUNT_TEMPORARILY_LOCKED') throw new AppError('TOO_MANY_TWO_FACTOR_ATTEMPTS');
    throw new AppError('INVALID_TWO_FACTOR_CODE');
  }
  await clearAttempts(deps.database.db, userKey);
  const sessionToken = verified.response.token;
  if (!sessionToken) throw new Error('better-auth accepted a code without creating a session');
  const answer = await finishSignIn(deps, { userId: user.id, sessionToken, email: user.email, context });
  return { answer, cookies: verified.headers.getSetCookie() };
}

function passwordRefusal(error: unknown): never {
  const code = betterAuthCode(error);
  if (code === 'INVALID_PASSWORD') throw new AppError('WRONG_CURRENT_PASSWORD');
  if (code === 'TOTP_ALREADY_ENABLED') throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  throw error;
}

/**
 * Enrolment, first step: a new secret and ten backup codes (kept encrypted by better-auth). It
 * counts only once confirmed with a code; starting again replaces an unconfirmed secret.
 */
export async function startEnrolment(deps: Deps, params: { user: SessionUser; password: string; headers: Headers }): Promise<TTwoFactorEnrolment> {
  if (params.user.twoFactorEnabled) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  let started;
  try {
    started = await deps.auth.api.enableTwoFactor({ body: { password: params.password }, headers: params.headers });
  } catch (error) {
    passwordRefusal(error);
  }
  if (!('totpURI' in started) || !started.totpURI || !started.backupCodes) throw new Error('better-auth started no TOTP enrolment');
  const manualKey = new URL(started.totpURI).searchParams.get('secret');
  if (!manualKey) throw new Error('the TOTP URI carries no secret');
  return { totpUri: started.totpURI, manualKey, backupCodes: started.backupCodes };
}

/** The audit row of a user's second factor turned on or off. */
function auditTwoFactor(db: Tx, context: AuditContext, change: { action: string; userId: string; before: boolean; after: boolean }) {
  const { action, userId, before, after } = change;
  return insertAudit(db, { ...context, action, entity: 'user', entityId: userId, before: { twoFactorEnabled: before }, after: { twoFactorEnabled: after } });
}

/**
 * Enrolment, second step: the first right code turns the second factor on; better-auth replaces the
 * session with one that passed it, and every other session of the user ends (docs/permissions.md
 * §11): one opened with the stolen password before the factor existed must not outlive it.
 */
export async function confirmEnrolment(deps: Deps, params: { user: SessionUser; code: string; headers: Headers; context: AuditContext }): Promise<string[]> {
  const { user, context } = params;
  if (user.twoFactorEnabled) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const userKey = await throttleCode(deps, { userId: user.id, context });
  if ((await claimCodeStep(deps, { userId: user.id, code: params.code })) === 'spent') throw new AppError('INVALID_TWO_FACTOR_CODE');
  let confirmed;
  try {
    confirmed = await deps.auth.api.verifyTOTP({ body: { code: params.code }, headers: params.headers, returnHeaders: true });
  } catch (error) {
    const code = betterAuthCode(error);
    if (code === 'TOTP_NOT_ENABLED') throw new AppError('TWO_FACTOR_NOT_ENABLED');
    throw new AppError('INVALID_TWO_FACTOR_CODE');
  }
  await clearAttempts(deps.database.db, userKey);
  const cookies = confirmed.headers.getSetCookie();
  const renewed = new Headers(params.headers);
  renewed.set('cookie', cookies.map((line) => line.split(';')[0]).join('; '));
  await deps.auth.api.revokeOtherSessions({ headers: renewed });
  await auditTwoFactor(deps.database.db, context, { action: 'two-factor.enable', userId: user.id, before: false, after: true });
  return cookies;
}

/** Turning it off needs the password, and is refused to whom the company requires it of. */
export async function disableTwoFactor(
  deps: Deps,
  params: { user: SessionUser; password: string; headers: Headers; context: AuditContext },
): Promise<string[]> {
  const { user, context } = params;
  if (!user.twoFactorEnabled) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  if (needsSecondFactor(user.permissions) && (await findTwoFactorRequired(deps.database.db))) throw new AppError('TWO_FACTOR_REQUIRED');
  let disabled;
  try {
    disabled = await deps.auth.api.disableTwoFactor({ body: { password: params.password }, headers: params.headers, returnHeaders: true });
  } catch (error) {
    passwordRefusal(error);
  }
  await auditTwoFactor(deps.database.db, context, { action: 'two-factor.disable', userId: user.id, before: true, after: false });
  return disabled.headers.getSetCookie();
}

/**
 * An administrator's reset, for a lost phone and spent backup codes: the secret and codes are
 * deleted in one transaction with the audit row. The user signs in with the password again and,
 * if the company requires it of them, enrols again at once. Never one's own (the profile does that).
 */
export async function resetTwoFactor(deps: Deps, params: { userId: string; context: AuditContext }): Promise<TUserRow> {
  const { userId, context } = params;
  if (context.actorId === userId) throw new AppError('CANNOT_CHANGE_SELF');
  return deps.database.db.transaction(async (tx) => {
    const current = await findUserByIdForUpdate(tx, userId);
    if (!current) throw new AppError('USER_NOT_FOUND');
    await deleteTwoFactorOfUser(tx, userId);
    await auditTwoFactor(tx, context, { action: 'user.two-factor-reset', userId, before: current.twoFactorEnabled, after: false });
    const updated = await findUserById(tx, userId);
    if (!updated) throw new AppError('USER_NOT_FOUND');
    return toUserRow(updated);
  });
}

export async function readTwoFactorSetting(deps: Deps): Promise<{ required: boolean }> {
  return { required: await findTwoFactorRequired(deps.database.db) };
}

/**
 * Only an administrator (`all`, checked by the route) changes the requirement, and turning it off
 * also needs a session opened with a code of the second factor: a stolen password alone never lifts
 * the protection of every privileged account (docs/permissions.md §11).
 */
export async function saveTwoFactorSetting(
  deps: Deps,
  params: { required: boolean; user: SessionUser; context: AuditContext },
): Promise<{ required: boolean }> {
  const { required, user, context } = params;
  if (!required && !user.twoFactorVerified) throw new AppError('SECOND_FACTOR_SESSION_REQUIRED');
  return deps.database.db.transaction(async (tx) => {
    const before = await findTwoFactorRequiredForUpdate(tx);
    await setTwoFactorRequired(tx, { required, updatedBy: context.actorId });
    await insertAudit(tx, {
      ...context,
      action: 'company-settings.two-factor',
      entity: 'company-settings',
      entityId: '1',
      before: { twoFactorRequired: before },
      after: { twoFactorRequired: required },
    });
    return { required };
  });
}
