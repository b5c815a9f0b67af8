import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Tx } from '../client';
import { companySettings, twoFactors, users } from '../schema';
import { SETTINGS_ID } from './company-settings';

/** The company setting of docs/permissions.md §11; a database without its settings row has it on (the column default). */
export async function findTwoFactorRequired(db: Tx): Promise<boolean> {
  const [row] = await db.select({ required: companySettings.twoFactorRequired }).from(companySettings).where(eq(companySettings.id, SETTINGS_ID));
  return row?.required ?? true;
}

/** Locks the settings row: two changes apply one after the other and each audits the right "before". */
export async function findTwoFactorRequiredForUpdate(db: Tx): Promise<boolean> {
  await db.insert(companySettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
  const [row] = await db.select({ required: companySettings.twoFactorRequired }).from(companySettings).where(eq(companySettings.id, SETTINGS_ID)).for('update');
  return row?.required ?? true;
}

export type SetTwoFactorRequiredParams = { required: boolean; updatedBy: string | null };

export async function setTwoFactorRequired(db: Tx, params: SetTwoFactorRequiredParams): Promise<void> {
  await db.insert(companySettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
  await db
    .update(companySettings)
    .set({ twoFactorRequired: params.required, updatedBy: params.updatedBy, updatedAt: new Date() })
    .where(eq(companySettings.id, SETTINGS_ID));
}

/** Whether the user has a confirmed second factor, or null when there is no such user. */
export async function findTwoFactorEnabled(db: Tx, userId: string): Promise<boolean | null> {
  const [row] = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row ? row.enabled : null;
}

/** An administrator's reset: the secret and backup codes are gone, the user signs in with a password again. */
export async function deleteTwoFactorOfUser(db: Tx, userId: string): Promise<void> {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The user's stored (encrypted) TOTP secret, or null when they never started an enrolment. */
export async function findTotpSecret(db: Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId));
  return row?.secret ?? null;
}

export type ClaimTotpStepParams = { userId: string; step: number };

/**
 * Records `step` as the last one whose code was taken, in one statement, only when it is later
 * than the one recorded: false when a code of this step (or a later one) was already taken.
 */
export async function claimTotpStep(db: Tx, params: ClaimTotpStepParams): Promise<boolean> {
  const claimed = await db
    .update(twoFactors)
    .set({ lastAcceptedStep: params.step })
    .where(and(eq(twoFactors.userId, params.userId), or(isNull(twoFactors.lastAcceptedStep), lt(twoFactors.lastAcceptedStep, params.step))))
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}
