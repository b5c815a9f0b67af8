import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { TSignUpBody } from '../../../contract/auth';
import { zEmail, zName, zPhone } from '../../../contract/fields';
import { insertAudit } from '../../../db/queries/audit';
import { findUserByEmail, insertUserWithPassword } from '../../../db/queries/users';
import { AppError } from '../../app-error';
import { hashPassword } from '../../auth/password-hash';
import type { Deps } from '../../deps';
import { confirmSignUpMail, signUpWithExistingEmailMail } from '../../mail/templates';
import type { AuditContext } from '../audit-context';
import { auditUser } from '../users/user-view';
import { networkOf } from './client-network';
import { hitLimits } from './rate-limit';

/** How long a mailed sign-up link may be followed. */
export const SIGN_UP_LINK_SECONDS = 24 * 60 * 60;
/** 256 random bits: a link cannot be guessed, only read in the mailbox. */
const TOKEN_BYTES = 32;
/** better-auth's verification rows keep only a SHA-256 of this identifier (`storeIdentifier: 'hashed'`). */
const identifierOf = (token: string) => `sign-up:${token}`;

/** What a sign-up request leaves until its link is followed: the password already hashed. */
const ZPendingSignUp = z.object({ email: zEmail, name: zName, phone: zPhone, passwordHash: z.string().min(1) });
type PendingSignUp = z.infer<typeof ZPendingSignUp>;

/**
 * The client address first, then its network (/24, /64): an address at its ceiling does not spend
 * its neighbours' sign-ups, and no ceiling is shared by everyone (docs/permissions.md §9).
 */
async function throttleSignUp(deps: Deps, context: AuditContext): Promise<void> {
  const limits = deps.config.rateLimits;
  const db = deps.database.db;
  const wait =
    (await hitLimits(db, [{ key: `sign-up:address:${context.clientAddress}`, rule: limits.signUpPerAddress }])) ??
    (await hitLimits(db, [{ key: `sign-up:network:${networkOf(context.clientAddress)}`, rule: limits.signUpPerNetwork }]));
  if (wait) throw new AppError('TOO_MANY_SIGN_UPS', wait);
}

/**
 * Creates nothing: a link is mailed to the address, and the pending account exists only once it
 * is followed. An e-mail that already has an account gets the same answer, after the same work
 * (the password is hashed either way), and its owner is told by mail instead: the answer never
 * says who is a customer (docs/permissions.md §8, §9).
 */
export async function signUp(deps: Deps, params: { body: TSignUpBody; context: AuditContext }): Promise<void> {
  const { body, context } = params;
  await throttleSignUp(deps, context);
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(deps.database.db, body.email);
  if (existing) return tellOwnerOfSignUp(deps, { owner: existing, context });
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const pending: PendingSignUp = { email: body.email, name: body.name, phone: body.phone, passwordHash };
  const auth = await deps.auth.$context;
  await auth.internalAdapter.createVerificationValue({
    identifier: identifierOf(token),
    value: JSON.stringify(pending),
    expiresAt: new Date(Date.now() + SIGN_UP_LINK_SECONDS * 1000),
  });
  await deps.mailer.send(confirmSignUpMail({ to: body.email, link: `${deps.config.appUrl}/confirm-sign-up?token=${encodeURIComponent(token)}` }));
  await insertAudit(deps.database.db, { ...context, actorId: null, action: 'sign-up.link-sent', entity: 'user', entityId: null, after: { email: body.email } });
}

async function tellOwnerOfSignUp(deps: Deps, params: { owner: { id: string; email: string }; context: AuditContext }): Promise<void> {
  const { owner, context } = params;
  await deps.mailer.send(signUpWithExistingEmailMail({ to: owner.email, link: `${deps.config.appUrl}/login` }));
  await insertAudit(deps.database.db, { ...context, actorId: null, action: 'sign-up.existing-email', entity: 'user', entityId: owner.id });
}

function readPending(value: string): PendingSignUp | null {
  try {
    const parsed = ZPendingSignUp.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The mailed link followed: the pending client is created, waiting for an administrator's approval
 * (docs/permissions.md §8). The link works once (better-auth consumes its row atomically) and not
 * after it expires; an e-mail that got an account meanwhile leaves the link spent and refused.
 */
export async function confirmSignUp(deps: Deps, params: { token: string; context: AuditContext }): Promise<void> {
  const auth = await deps.auth.$context;
  const consumed = await auth.internalAdapter.consumeVerificationValue(identifierOf(params.token));
  const pending = consumed ? readPending(consumed.value) : null;
  if (!pending || !(await createPendingAccount(deps, { pending, context: params.context }))) throw new AppError('SIGN_UP_LINK_INVALID');
}

/** False when the e-mail has an account already (two links of one address, or a race: the unique index decides). */
async function createPendingAccount(deps: Deps, params: { pending: PendingSignUp; context: AuditContext }): Promise<boolean> {
  const { pending, context } = params;
  if (await findUserByEmail(deps.database.db, pending.email)) return false;
  try {
    await deps.database.db.transaction(async (tx) => {
      const row = await insertUserWithPassword(tx, {
        id: randomUUID(),
        name: pending.name,
        email: pending.email,
        phone: pending.phone,
        type: 'client',
        isActive: true,
        canLogin: false,
        approvedAt: null,
        permissions: ['profile'],
        passwordHash: pending.passwordHash,
      });
      await insertAudit(tx, { ...context, actorId: row.id, action: 'sign-up', entity: 'user', entityId: row.id, after: auditUser(row) });
    });
    return true;
  } catch (error) {
    if (await findUserByEmail(deps.database.db, pending.email)) return false;
    throw error;
  }
}
