/**
 * The portal's routes: the spec's (section 2), ours beside them, and where a
 * partner goes after login (section 4).
 */
import { requiredDocumentUrlFields } from './documents';
import type { Partner } from './partner';
import { isFullyApproved } from './verification';

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
} as const;

export const operatorRoutePatterns = {
  queue: operatorPaths.queue,
  partner: `${operatorPartnerPrefix}/:partnerId`,
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
 * The query parameters the mailed verification link lands on /verify-email
 * with: `verified` once the address is verified (then or earlier), or
 * better-auth's `error` code when the link was invalid or has expired.
 */
export const verificationLinkParams = { verified: 'verified', error: 'error' } as const;

/** What a verification link that landed with `search` did; null when the visit did not come from one. */
export function verificationLinkOutcome(search: URLSearchParams): 'verified' | 'failed' | null {
  if (search.has(verificationLinkParams.error)) return 'failed';
  if (search.has(verificationLinkParams.verified)) return 'verified';
  return null;
}

/**
 * The profile fields routing requires (rule 2). The form itself treats GST and
 * CIN as optional (spec section 5), but the routing rule lists them, so a
 * partner without them is sent back to the form: kept as the spec writes it.
 */
export const routingProfileFields = [
  'name',
  'mobileNo',
  'companyName',
  'companyLocation',
  'gstNo',
  'cinNo',
  'aadharNo',
  'servicesSelected',
] as const satisfies readonly (keyof Partner)[];

/** Missing: absent, null, blank text, or an empty list. */
function isMissing(value: string | readonly string[] | null | undefined): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return value.length === 0;
}

export function isProfileComplete(partner: Partner): boolean {
  return routingProfileFields.every((field) => !isMissing(partner[field]));
}

/**
 * The profile fields the registration form requires (spec section 5): the
 * routing rule's without GST and CIN, which are optional there. A partner who
 * gave these and the required documents has submitted, and is reviewed.
 */
export const formRequiredProfileFields = routingProfileFields.filter(
  (field) => field !== 'gstNo' && field !== 'cinNo',
);

export function hasRequiredProfile(partner: Partner): boolean {
  return formRequiredProfileFields.every((field) => !isMissing(partner[field]));
}

export function hasRequiredDocuments(partner: Partner): boolean {
  return requiredDocumentUrlFields.every((field) => !isMissing(partner[field]));
}

/**
 * Where login sends a partner: the six rules of spec section 4. The spec lists
 * the lookup failure last, but it is checked first: without a lookup there is
 * no partner to apply the other rules to.
 */
export function postLoginRoute(partner: Partner | null | undefined, failed = false): string {
  if (failed) return paths.dashboardError;
  if (!partner) return paths.dashboardNew;
  if (!isProfileComplete(partner)) return paths.dashboard(partner._id);
  if (!hasRequiredDocuments(partner)) return paths.dashboard(partner._id);
  if (isFullyApproved(partner)) return paths.myAccount(partner._id);
  return paths.status(partner._id);
}
