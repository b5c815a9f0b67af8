import type { Permission } from './permissions';
import type { UserType } from './user-types';

/**
 * docs/permissions.md §5: the dashboard for admin or manager types or the dashboard permission, else the profile.
 * Apart from contract/auth.ts (which re-exports it) so that the web app's first page needs no zod.
 */
export function landingPathFor(user: { type: UserType; permissions: readonly Permission[] }): '/app/dashboard' | '/app/profile' {
  const seesDashboard = user.type === 'admin' || user.type === 'manager' || user.permissions.includes('all') || user.permissions.includes('dashboard');
  return seesDashboard ? '/app/dashboard' : '/app/profile';
}
