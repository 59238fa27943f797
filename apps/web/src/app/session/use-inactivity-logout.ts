import { inactivityLimits, isOperator, paths, timings } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useActivityHeld } from '../../lib/activity-keeper';
import { getSecondFactorState } from '../../lib/auth/auth-requests';
import { type LoginState, returnTo } from '../../lib/auth/login-state';
import { useSession, useSignOut } from '../../lib/auth/session';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { useIdleTimer } from '../../lib/use-idle-timer';

/** How often an operator's activity is told to the server, which signs them out after 15 idle minutes. */
const keepAliveEveryMs = 60_000;

/**
 * Auto-logout (spec section 4): when the server switches it on, a signed-in
 * user idle for `inactivityTimeoutMs` is signed out and sent to /login, which
 * says why and brings them back to the page after sign-in.
 * `inactivityWarningLeadMs` before that, `warning` turns true, for the user to
 * be offered `staySignedIn` (WCAG 2.2.1); activity turns it off again.
 *
 * Work that holds activity (an upload, `useActivityHeld`) counts as activity:
 * while it runs the time does not run out (the warning may still show, and
 * says so: `uploading`), and its end starts a new period.
 */
export function useInactivityLogout() {
  const { data: session } = useSession();
  const signedIn = Boolean(session);
  const { data: config } = useQuery({ ...clientConfigQueryOptions, enabled: signedIn });
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const held = useActivityHeld();
  const [warning, setWarning] = useState(false);
  const operator = isOperator(session?.user);
  const limits = inactivityLimits(operator);
  // Operators always: the server signs them out after the same time (issue 30).
  const active = signedIn && (operator || config?.inactivityLogout === true);
  const lastKeptAlive = useRef(0);

  const staySignedIn = useIdleTimer({
    enabled: active,
    timeoutMs: limits.timeoutMs,
    debounceMs: timings.activityDebounceMs,
    warningLeadMs: limits.warningLeadMs,
    onWarning: () => setWarning(true),
    onNewPeriod: () => {
      setWarning(false);
      // The server counts an operator's requests, not their reading: activity here tells it, once a minute.
      if (operator && Date.now() - lastKeptAlive.current >= keepAliveEveryMs) {
        lastKeptAlive.current = Date.now();
        getSecondFactorState().catch(() => {});
      }
    },
    onIdle: async () => {
      // The time is up, but the upload is the user's activity: its end starts the next period.
      if (held) return;
      setWarning(false);
      // Read before signing out: the guards send the signed-out screen to /login at once.
      const state: LoginState = {
        ...returnTo(location),
        signedOutAfterMinutes: limits.timeoutMs / 60_000,
      };
      await signOut();
      navigate(paths.login, { replace: true, state });
    },
  });

  const wasHeld = useRef(held);
  useEffect(() => {
    if (wasHeld.current && !held) staySignedIn();
    wasHeld.current = held;
  }, [held, staySignedIn]);

  return {
    warning: active && warning,
    warningLeadMs: limits.warningLeadMs,
    uploading: held,
    staySignedIn,
  };
}
