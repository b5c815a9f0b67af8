import { Navigate, Outlet } from 'react-router';
import { useSession } from '../features/session/use-session';
import { FullScreenLoader } from './FullScreenLoader';

/** /app is for signed-in users only; the spinner shows while the session resolves. */
export function RequireSession() {
  const session = useSession();
  if (session.isPending) return <FullScreenLoader />;
  if (!session.data?.user) return <Navigate to="/login" replace />;
  return <Outlet />;
}
