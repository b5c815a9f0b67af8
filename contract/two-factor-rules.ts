/** The second factor's zod-free rules: the sign-in pages import these without loading zod. */
import type { Permission } from './permissions';

/**
 * docs/permissions.md §11: holders of any of these must use a second factor while the company
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

/** The web's screen for a privileged user who has no second factor yet (outside /app). */
export const ENROL_TWO_FACTOR_PATH = '/enrol-two-factor';
