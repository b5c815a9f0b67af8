import type { Tx } from '../../db/client';
import { findTwoFactorRequired } from '../../db/queries/two-factor';
import { needsSecondFactor } from '../../contract/two-factor';
import type { Permission } from '../../contract/permissions';

/**
 * docs/permissions.md §11: a holder of a privileged permission without a confirmed second factor,
 * while the company setting is on, may only enrol. The setting is read only for such a user, and
 * not at all when the caller read it already (`required`: the request path reads it with the
 * session, request.twoFactorRequired, for a company that does not require the factor has such users
 * on every request and on every page load's session read).
 */
export async function mustEnrolTwoFactor(
  db: Tx,
  user: { permissions: readonly Permission[]; twoFactorEnabled: boolean },
  required?: boolean,
): Promise<boolean> {
  if (user.twoFactorEnabled || !needsSecondFactor(user.permissions)) return false;
  return required ?? findTwoFactorRequired(db);
}
