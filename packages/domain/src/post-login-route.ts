/**
 * Where a partner goes after login (spec section 4), and the profile and
 * document rules it is decided by. Apart from routes.ts so the paths, which
 * every page loads first, do not bring the documents' and stages' words along.
 */
import { requiredDocumentUrlFields } from './documents';
import type { Partner } from './partner';
import { paths } from './routes';
import { isFullyApproved } from './verification';

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
