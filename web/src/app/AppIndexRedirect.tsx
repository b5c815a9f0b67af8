import { Navigate } from 'react-router';
import { landingPathFor } from '../../../contract/landing-path';
import { useSessionUser } from '../features/session/use-session';

/** /app goes to the dashboard, or to the profile for a user who cannot see the dashboard (docs/permissions.md §5). */
export function AppIndexRedirect() {
  const user = useSessionUser();
  return <Navigate to={user ? landingPathFor(user) : '/login'} replace />;
}
