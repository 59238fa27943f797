import { isOperator, operatorPaths, paths } from '@shata/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { returnTo } from '../../lib/auth/login-state';
import { useSession } from '../../lib/auth/session';

interface RequireSessionProps {
  /** Also require a verified e-mail address; an unverified user is sent to /verify-email. */
  verifiedEmail?: boolean;
}

/**
 * A layout route for the partners' screens that need a signed-in user: anyone
 * else goes to /login, which brings them back here (path and hash: a mailed
 * link's `#document-…`) after sign-in. An operator (with a verified address,
 * as the console needs) goes to the console: they have no partner record for
 * these screens to load. Protected screens are added as its children:
 *
 *   { element: <RequireSession />, children: [verify-email] }
 *   { element: <RequireSession verifiedEmail />, children: [
 *       { element: <RequireOwnPartner />, children: [dashboard, status, my_account, my-bookings] } ] }
 */
export function RequireSession({ verifiedEmail = false }: RequireSessionProps) {
  const { data: session, isPending } = useSession();
  const location = useLocation();

  if (isPending) return <LoadingScreen />;
  if (!session) return <Navigate to={paths.login} replace state={returnTo(location)} />;
  if (isOperator(session.user) && session.user.emailVerified) {
    return <Navigate to={operatorPaths.queue} replace />;
  }
  if (verifiedEmail && !session.user.emailVerified) {
    return <Navigate to={paths.verifyEmail} replace />;
  }
  return <Outlet />;
}
