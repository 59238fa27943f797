/**
 * A link opened without a session (a mailed one, in a fresh browser) goes to
 * the login screen, which says why and, after sign-in, leads back to where
 * the link pointed. Which links those are, and for whom, is decided here.
 */

import { linkedDocumentType } from './document-links';
import type { DocumentType } from './documents';
import { isPortalRedirectTarget } from './redirect-targets';
import { isOperatorPath, paths } from './routes';

/** The partner's own screens, by the first segment of their /{screen}/{partnerId} path. */
const partnerScreens = {
  dashboard: paths.dashboard(''),
  status: paths.status(''),
  myAccount: paths.myAccount(''),
  myBookings: paths.myBookings(''),
} as const;

type PartnerScreen = keyof typeof partnerScreens;

/** Where a return target leads, as the login screen tells it and sign-in judges it. */
export type ReturnPlace =
  | { screen: PartnerScreen; partnerId: string; document?: DocumentType }
  | { screen: 'console' };

/** Screens under a partner prefix that post-login routing decides, not a link. */
const routedScreens: readonly string[] = [paths.dashboardNew, paths.dashboardError];

/** `target` read as the browser will, when it is a path on the portal (the origin is only a base). */
function portalUrl(target: string): URL | null {
  return isPortalRedirectTarget(target) ? new URL(target, 'https://portal.invalid') : null;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The place `target` (a path with its query and hash, `/dashboard/p-1#document-panCard`)
 * leads to, or null when it is not a portal path (the redirect rule of
 * redirect-targets.ts) or not a screen a link brings anyone back to.
 */
export function returnPlace(target: string): ReturnPlace | null {
  const url = portalUrl(target);
  if (!url) return null;
  const { pathname, hash } = url;
  if (isOperatorPath(pathname)) return { screen: 'console' };
  if (routedScreens.includes(pathname)) return null;
  for (const [screen, prefix] of Object.entries(partnerScreens) as [PartnerScreen, string][]) {
    if (!pathname.startsWith(prefix)) continue;
    const partnerId = decoded(pathname.slice(prefix.length));
    if (!partnerId || partnerId.includes('/')) return null;
    const document = screen === 'dashboard' ? linkedDocumentType(hash) : undefined;
    return document ? { screen, partnerId, document } : { screen, partnerId };
  }
  return null;
}

/** Who has just signed in: an operator, or a partner with their record's id (none yet: undefined). */
export type SignedInViewer = { operator: true } | { operator: false; partnerId?: string };

function mayVisit(place: ReturnPlace, viewer: SignedInViewer): boolean {
  if (viewer.operator) return place.screen === 'console';
  return place.screen !== 'console' && place.partnerId === viewer.partnerId;
}

/**
 * Where to go back to after sign-in: `target` as a path (dot segments
 * resolved) when the one who signed in may see it, an operator the console,
 * a partner their own screens. Anything else (another partner's id, a
 * partner without a record yet) is null, and post-login routing decides.
 */
export function signInReturnTarget(target: string, viewer: SignedInViewer): string | null {
  const place = returnPlace(target);
  const url = portalUrl(target);
  if (!place || !url || !mayVisit(place, viewer)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
