/**
 * The portal's routes: the spec's (section 2) and ours beside them. Where a
 * partner goes after login (section 4) is post-login-route.ts.
 */

const withId = (prefix: string) => (partnerId: string) =>
  `${prefix}/${encodeURIComponent(partnerId)}`;

/** Builders of the portal's paths. */
export const paths = {
  home: '/',
  terms: '/terms-and-conditions',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  dashboardNew: '/dashboard/new',
  dashboardError: '/dashboard/error',
  dashboard: withId('/dashboard'),
  myAccount: withId('/my_account'),
  myBookings: withId('/my-bookings'),
  status: withId('/status'),
} as const;

/**
 * The same routes as router patterns. '/dashboard/new' and '/dashboard/error'
 * also match `dashboard`; routers that rank static segments first (React
 * Router does) keep them apart.
 */
export const routePatterns = {
  home: paths.home,
  terms: paths.terms,
  login: paths.login,
  signup: paths.signup,
  verifyEmail: paths.verifyEmail,
  dashboardNew: paths.dashboardNew,
  dashboardError: paths.dashboardError,
  dashboard: '/dashboard/:partnerId',
  myAccount: '/my_account/:partnerId',
  myBookings: '/my-bookings/:partnerId',
  status: '/status/:partnerId',
} as const;

/** The password-recovery screens: not in the spec, whose 'Forget Password?' link did nothing. */
export const recoveryPaths = {
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

/**
 * The operators' console (not in the spec). It keeps the original's /admin
 * URLs, which bookmarks and mails already use.
 */
const operatorPartnerPrefix = '/admin/partners';

export const operatorPaths = {
  queue: '/admin',
  partner: withId(operatorPartnerPrefix),
  /** API keys and webhook endpoints: how the marketplace's other systems reach the portal. */
  integrations: '/admin/integrations',
  /** The operators: invited, given a role, disabled (admins only). */
  team: '/admin/team',
} as const;

export const operatorRoutePatterns = {
  queue: operatorPaths.queue,
  partner: `${operatorPartnerPrefix}/:partnerId`,
  integrations: operatorPaths.integrations,
  team: operatorPaths.team,
} as const;

/** Whether a path is in the operators' console, which carries none of the partners' site footer. */
export function isOperatorPath(pathname: string): boolean {
  return pathname === operatorPaths.queue || pathname.startsWith(`${operatorPaths.queue}/`);
}

/** Paths on which the navigation bar is hidden (spec section 2). */
export const pathsWithoutNavigation: readonly string[] = [
  paths.login,
  paths.signup,
  paths.verifyEmail,
];

/**
 * The query parameters the mailed verification link lands with: on
 * /verify-email, `verified` once its first use verified the address, or
 * better-auth's `error` code when the link was invalid or has expired; on
 * /login, `already-verified` when it was used again.
 */
export const verificationLinkParams = {
  verified: 'verified',
  alreadyVerified: 'already-verified',
  error: 'error',
} as const;

export type VerificationLinkOutcome = 'verified' | 'alreadyVerified' | 'failed';

/** What a verification link that landed with `search` did; null when the visit did not come from one. */
export function verificationLinkOutcome(search: URLSearchParams): VerificationLinkOutcome | null {
  if (search.has(verificationLinkParams.error)) return 'failed';
  if (search.has(verificationLinkParams.alreadyVerified)) return 'alreadyVerified';
  if (search.has(verificationLinkParams.verified)) return 'verified';
  return null;
}
