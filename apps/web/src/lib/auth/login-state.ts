import { isPortalRedirectTarget } from '@shata/domain';
import type { Location } from 'react-router';

/**
 * What the screen that sent a visitor to /login tells it, in the router's
 * state rather than the URL: a `next` query parameter is what an attacker's
 * link would set (issue 17 removed those), the history entry's state only
 * the portal's own code.
 */
export interface LoginState {
  /** The path, query and hash the visitor was on their way to. */
  returnTo?: string;
  /** They were signed out after this many minutes without activity (spec section 4; issue 30 for operators). */
  signedOutAfterMinutes?: number;
}

/** The state for /login that brings the visitor back to `location` after sign-in. */
export function returnTo(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginState {
  return { returnTo: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * The login state a location carries; anything else there (another screen's
 * state, a target that is not a portal path) is ignored.
 */
export function readLoginState(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null) return {};
  const { returnTo: target, signedOutAfterMinutes: minutes } = state as Record<string, unknown>;
  return {
    ...(typeof target === 'string' && isPortalRedirectTarget(target) ? { returnTo: target } : {}),
    ...(Number.isInteger(minutes) && Number(minutes) > 0
      ? { signedOutAfterMinutes: Number(minutes) }
      : {}),
  };
}
