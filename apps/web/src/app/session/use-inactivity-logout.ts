import { paths, timings } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useActivityHeld } from '../../lib/activity-keeper';
import { type LoginState, returnTo } from '../../lib/auth/login-state';
import { useSession, useSignOut } from '../../lib/auth/session';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { useIdleTimer } from '../../lib/use-idle-timer';

/**
 * Auto-logout (spec section 4): when the server switches it on, a signed-in
 * user idle for `inactivityTimeoutMs` is signed out and sent to /login, which
 * says why and brings them back to the page after sign-in.
 * `inactivityWarningLeadMs` before that, `warning` turns true, for the user to
 * be offered `staySignedIn` (WCAG 2.2.1); activity turns it off again.
 * `enabled` holds it off until the start-up session check has finished.
 *
 * Work that holds activity (an upload, `useActivityHeld`) counts as activity:
 * while it runs the time does not run out (the warning may still show, and
 * says so: `uploading`), and its end starts a new period.
 */
export function useInactivityLogout(enabled = true) {
  const { data: session } = useSession();
  const signedIn = enabled && Boolean(session);
  const { data: config } = useQuery({ ...clientConfigQueryOptions, enabled: signedIn });
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const held = useActivityHeld();
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
      // The time is up, but the upload is the user's activity: its end starts the next period.
      if (held) return;
      setWarning(false);
      // Read before signing out: the guards send the signed-out screen to /login at once.
      const state: LoginState = { ...returnTo(location), signedOutInactive: true };
      await signOut();
      navigate(paths.login, { replace: true, state });
    },
  });

  const wasHeld = useRef(held);
  useEffect(() => {
    if (wasHeld.current && !held) staySignedIn();
    wasHeld.current = held;
  }, [held, staySignedIn]);

  return { warning: active && warning, uploading: held, staySignedIn };
}
