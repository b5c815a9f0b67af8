import { Navigate, Outlet } from 'react-router';
import { ENROL_TWO_FACTOR_PATH } from '../../../contract/two-factor-rules';
import { useSession } from '../features/session/use-session';
import { FullScreenLoader } from './FullScreenLoader';

/** /app is for signed-in users only, who have enrolled in a second factor if required of them; the spinner shows while the session resolves. */
export function RequireSession() {
  const session = useSession();
  if (session.isPending) return <FullScreenLoader />;
  if (!session.data?.user) return <Navigate to="/login" replace />;
  if (session.data.mustEnrolTwoFactor) return <Navigate to={ENROL_TWO_FACTOR_PATH} replace />;
  return <Outlet />;
}
