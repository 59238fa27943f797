import { paths, verificationLinkOutcome } from '@shata/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/auth/session';

/**
 * The mailed verification link lands on /verify-email, which needs a
 * session. A browser without one (the link opened on another device, or a
 * stale session signed out at start-up) goes to /login with the link's
 * outcome, for the login screen to say whether the address is verified or
 * the link failed. Everyone else goes on to the route's guard.
 */
export function ForwardVerificationLink() {
  const { data: session, isPending } = useSession();
  const { search } = useLocation();
  const fromLink = verificationLinkOutcome(new URLSearchParams(search)) !== null;

  if (fromLink && !isPending && !session) {
    return <Navigate to={{ pathname: paths.login, search }} replace />;
  }
  return <Outlet />;
}
