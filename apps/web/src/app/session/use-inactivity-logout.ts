import { paths, timings } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession, useSignOut } from '../../lib/auth/session';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { useIdleTimer } from '../../lib/use-idle-timer';

/**
 * Auto-logout (spec section 4): when the server switches it on, a signed-in
 * user idle for `inactivityTimeoutMs` is signed out and sent to /login.
 * `enabled` holds it off until the start-up session check has finished.
 */
export function useInactivityLogout(enabled = true) {
  const { data: session } = useSession();
  const signedIn = enabled && Boolean(session);
  const { data: config } = useQuery({ ...clientConfigQueryOptions, enabled: signedIn });
  const signOut = useSignOut();
  const navigate = useNavigate();

  useIdleTimer(
    async () => {
      await signOut();
      navigate(paths.login, { replace: true });
    },
    {
      enabled: signedIn && config?.inactivityLogout === true,
      timeoutMs: timings.inactivityTimeoutMs,
      debounceMs: timings.activityDebounceMs,
    },
  );
}
