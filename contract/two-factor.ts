import { z } from 'zod';
import type { Permission } from './permissions';

/**
 * docs/permissions.md §12: holders of any of these must use a second factor while the company
 * setting says so. One list, so that permissions added later (approvals) join it in one line.
 * `all` grants every permission, so it is here too.
 */
export const SECOND_FACTOR_PERMISSIONS = ['all', 'user-management', 'approve-distributions', 'profit-distribution'] as const;

export function needsSecondFactor(held: readonly Permission[]): boolean {
  return held.some((permission) => (SECOND_FACTOR_PERMISSIONS as readonly string[]).includes(permission));
}

/** A code from the authenticator app (6 digits) or a backup code (5 + 5 letters and digits). */
export const TOTP_CODE_PATTERN = /^[0-9]{6}$/;
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;
export const BACKUP_CODE_COUNT = 10;

/** Spaces people type or paste between digit groups are not part of the code. */
export const zSecondFactorCode = z
  .string()
  .transform((text) => text.replace(/\s+/g, ''))
  .pipe(z.string().min(1, { message: 'required' }).max(20, { message: 'max_length' }));

export const ZTwoFactorCodeBody = z.strictObject({ code: zSecondFactorCode });
export type TTwoFactorCodeBody = z.infer<typeof ZTwoFactorCodeBody>;

export const ZTwoFactorPasswordBody = z.strictObject({ password: z.string().min(1, { message: 'required' }).max(128) });
export type TTwoFactorPasswordBody = z.infer<typeof ZTwoFactorPasswordBody>;

/** What an authenticator app needs: the otpauth URI (shown as a QR code) and its key typed by hand. */
export const ZTwoFactorEnrolment = z.object({
  totpUri: z.string(),
  manualKey: z.string(),
  backupCodes: z.array(z.string()),
});
export type TTwoFactorEnrolment = z.infer<typeof ZTwoFactorEnrolment>;

export const ZTwoFactorSetting = z.object({ required: z.boolean() });
export type TTwoFactorSetting = z.infer<typeof ZTwoFactorSetting>;

export const ZUpdateTwoFactorSettingBody = z.strictObject({ required: z.boolean() });
export type TUpdateTwoFactorSettingBody = z.infer<typeof ZUpdateTwoFactorSettingBody>;

/** The web's screen for a privileged user who has no second factor yet (outside /app). */
export const ENROL_TWO_FACTOR_PATH = '/enrol-two-factor';
