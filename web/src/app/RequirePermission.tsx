import type { ReactNode } from 'react';
import type { Permission } from '../../../contract/permissions';
import { holdsPermission } from '../../../contract/permissions';
import { useSessionUser } from '../features/session/use-session';
import { AccessDenied } from './AccessDenied';

/** Hides a page from a user who lacks its permission. Convenience only: the server enforces it too. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const user = useSessionUser();
  if (!user || !holdsPermission(user.permissions, permission)) return <AccessDenied />;
  return <>{children}</>;
}
