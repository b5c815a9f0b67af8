import type { ReactNode } from 'react';
import type { Permission } from '../../../contract/permissions';
import { holdsAny } from '../../../contract/permissions';
import { useSessionUser } from '../features/session/use-session';
import { AccessDenied } from './AccessDenied';

/** Hides a page from a user who holds none of its permissions. Convenience only: the server enforces them too. */
export function RequirePermission({ permission, children }: { permission: Permission | readonly Permission[]; children: ReactNode }) {
  const user = useSessionUser();
  const needed = typeof permission === 'string' ? [permission] : permission;
  if (!user || !holdsAny(user.permissions, needed)) return <AccessDenied />;
  return <>{children}</>;
}
