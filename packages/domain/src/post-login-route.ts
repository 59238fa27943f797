/**
 * Where a partner goes after login (spec section 4), and the profile and
 * document rules it is decided by. Apart from routes.ts so the paths, which
 * every page loads first, do not bring the documents' and stages' words along.
 */
import {
  type BusinessNumberField,
  businessNumberFields,
  partnerRequirements,
} from './business-types';
import { documentTypeInfo, documentTypes } from './documents';
import type { Partner } from './partner';
import { paths } from './routes';
import { isFullyApproved } from './verification';

/**
 * The profile fields routing requires (rule 2), as the spec lists them: a
 * company's. The form itself treats GST and CIN as optional (spec section 5),
 * but the routing rule lists them, so a company without them is sent back to
 * the form: kept as the spec writes it. Other kinds of business are asked the
 * numbers they have instead (`businessRequirements`).
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

const isBusinessNumber = (field: string): field is BusinessNumberField =>
  (businessNumberFields as readonly string[]).includes(field);

/**
 * The profile fields the registration form requires of every partner (spec
 * section 5): the routing rule's without GST and CIN, which depend on the
 * kind of business.
 */
export const formRequiredProfileFields = routingProfileFields.filter(
  (field): field is Exclude<typeof field, BusinessNumberField> => !isBusinessNumber(field),
);

/** The profile fields routing wants of this partner: every partner's, and the numbers of its kind. */
export function isProfileComplete(partner: Partner): boolean {
  const fields = [...formRequiredProfileFields, ...partnerRequirements(partner).routingNumbers];
  return fields.every((field) => !isMissing(partner[field]));
}

/** The numbers the form requires of the partner's kind of business (an LLP's LLPIN; none of a company). */
export function requiredNumberFields(
  partner: Pick<Partner, 'businessType' | 'gstNo'>,
): BusinessNumberField[] {
  const { numbers } = partnerRequirements(partner);
  return businessNumberFields.filter((field) => numbers[field] === 'required');
}

/**
 * Whether the partner gave what the form requires: every partner's fields
 * and the numbers of its kind. A partner who gave these and the required
 * documents has submitted, and is reviewed.
 */
export function hasRequiredProfile(partner: Partner): boolean {
  const fields = [...formRequiredProfileFields, ...requiredNumberFields(partner)];
  return fields.every((field) => !isMissing(partner[field]));
}

/** Whether every document the partner's kind of business requires is on file. */
export function hasRequiredDocuments(partner: Partner): boolean {
  const { documents } = partnerRequirements(partner);
  return documentTypes.every(
    (type) =>
      documents[type] !== 'required' || !isMissing(partner[documentTypeInfo[type].urlField]),
  );
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
