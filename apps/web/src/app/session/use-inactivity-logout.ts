import { paths, timings } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession, useSignOut } from '../../lib/auth/session';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { useIdleTimer } from '../../lib/use-idle-timer';

/**
 * Auto-logout (spec section 4): when the server switches it on, a signed-in
 * user idle for `inactivityTimeoutMs` is signed out and sent to /login.
 * `inactivityWarningLeadMs` before that, `warning` turns true, for the user to
 * be offered `staySignedIn` (WCAG 2.2.1); activity turns it off again.
 * `enabled` holds it off until the start-up session check has finished.
 */
export function useInactivityLogout(enabled = true) {
  const { data: session } = useSession();
  const signedIn = enabled && Boolean(session);
  const { data: config } = useQuery({ ...clientConfigQueryOptions, enabled: signedIn });
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [warning, setWarning] = useState(false);
  const active = signedIn && config?.inactivityLogout === true;

  const staySignedIn = useIdleTimer({
    enabled: active,
    timeoutMs: timings.inactivityTimeoutMs,
    debounceMs: timings.activityDebounceMs,
    warningLeadMs: timings.inactivityWarningLeadMs,
    onWarning: () => setWarning(true),
    onNewPeriod: () => setWarning(false),
    onIdle: async () => {
      setWarning(false);
      await signOut();
      navigate(paths.login, { replace: true });
    },
  });

  return { warning: active && warning, staySignedIn };
}
