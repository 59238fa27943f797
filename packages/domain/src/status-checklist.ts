/**
 * The status screen's checklist (ours: the spec shows only the ring): every
 * stage a partner passes through, in the order operators approve them, with
 * what the partner has to do where something is missing or was turned down.
 */
import { type BusinessNumberField, partnerRequirements } from './business-types';
import { type DocumentType, documentTypeInfo, documentTypes } from './documents';
import type { Partner, ReviewField } from './partner';
import { formRequiredProfileFields, requiredNumberFields } from './post-login-route';
import { isVerificationApproved, reviewFieldNames } from './review';
import { paths } from './routes';
import { hasStatus, hasVideo, statusCodes } from './verification';
import type { WaitingStep } from './waiting-steps';

export const checklistSteps = [
  'profile',
  'videoKyc',
  'kyc',
  'companyVerification',
  'inPersonVerification',
  'finalApproval',
] as const;

export type ChecklistStep = (typeof checklistSteps)[number];

/** A field the form may require: every partner's, and the numbers some kinds of business must give. */
export type RequiredProfileField = (typeof formRequiredProfileFields)[number] | BusinessNumberField;

/** Where the partner puts something right. */
export type ChecklistFix =
  | { kind: 'document'; document: DocumentType }
  | { kind: 'profileField'; field: RequiredProfileField }
  | { kind: 'partnerApp' }
  | { kind: 'support' };

export interface ChecklistAction {
  fix: ChecklistFix;
  /** 'rejected': an operator turned it down; 'missing': the partner has not given it yet. */
  cause: 'missing' | 'rejected';
  /** The operator's reason; null when missing, or for a refusal recorded without one. */
  reason: string | null;
}

export type ChecklistItem =
  | { step: ChecklistStep; state: 'done' | 'not-started' }
  | { step: WaitingStep; state: 'waiting' }
  | { step: ChecklistStep; state: 'needs-action'; actions: ChecklistAction[] };

type ChecklistPartner = Pick<
  Partner,
  | 'videoUrl'
  | ReviewField
  | RequiredProfileField
  | (typeof documentTypeInfo)[DocumentType]['urlField']
  | 'rejections'
  | 'businessType'
>;

const isRejected = (partner: ChecklistPartner, field: ReviewField) =>
  hasStatus(partner[field], statusCodes.rejected);

function reasonFor(partner: ChecklistPartner, target: ReviewField | DocumentType): string | null {
  return partner.rejections?.find((rejection) => rejection.target === target)?.reason ?? null;
}

function isBlank(value: string | readonly string[] | null | undefined): boolean {
  if (value == null) return true;
  return typeof value === 'string' ? value.trim() === '' : value.length === 0;
}

/**
 * Missing profile fields in form order, then documents turned down or not yet
 * uploaded; what is required follows the partner's kind of business.
 */
function profileActions(partner: ChecklistPartner): ChecklistAction[] {
  const requiredFields: RequiredProfileField[] = [
    ...formRequiredProfileFields,
    ...requiredNumberFields(partner),
  ];
  const fields: ChecklistAction[] = requiredFields
    .filter((field) => isBlank(partner[field]))
    .map((field) => ({ fix: { kind: 'profileField', field }, cause: 'missing', reason: null }));
  const requirements = partnerRequirements(partner);
  const documents = documentTypes.flatMap((document): ChecklistAction[] => {
    const fix = { kind: 'document', document } as const;
    const reason = reasonFor(partner, document);
    // A document turned down is off file until it is uploaded again; PAN too, though optional.
    if (reason !== null) return [{ fix, cause: 'rejected', reason }];
    const required = requirements.documents[document] === 'required';
    const { urlField } = documentTypeInfo[document];
    return required && isBlank(partner[urlField]) ? [{ fix, cause: 'missing', reason: null }] : [];
  });
  return [...fields, ...documents];
}

/** Where each verification's refusal is put right. */
const verificationFixes = {
  // A new recording, made in the app.
  kycStatus: { kind: 'partnerApp' },
  // The company details the operator checked against the certificates.
  cvStatus: { kind: 'profileField', field: 'companyName' },
  // Nothing the partner can redo alone: they talk to support.
  ipvStatus: { kind: 'support' },
  status: { kind: 'support' },
} as const satisfies Record<ReviewField, ChecklistFix>;

function refused(partner: ChecklistPartner, field: ReviewField): ChecklistAction {
  return { fix: verificationFixes[field], cause: 'rejected', reason: reasonFor(partner, field) };
}

/**
 * An operator's step: done once approved, needs action once turned down,
 * waiting while the step before it is through, not started before that.
 */
function operatorStep(
  partner: ChecklistPartner,
  step: Exclude<WaitingStep, 'kyc'>,
  field: Exclude<ReviewField, 'kycStatus'>,
  previousDone: boolean,
): ChecklistItem {
  if (isVerificationApproved(partner, field)) return { step, state: 'done' };
  if (isRejected(partner, field)) {
    return { step, state: 'needs-action', actions: [refused(partner, field)] };
  }
  return { step, state: previousDone ? 'waiting' : 'not-started' };
}

/**
 * The six stages in order, each done, waiting on operators, needing the
 * partner's action (with the reason and where to fix it), or not started
 * because the stage before it is not through. A turned-down Video KYC shows
 * on the recording, which is what the partner redoes; the KYC check then
 * waits for the new one.
 */
export function statusChecklist(partner: ChecklistPartner): ChecklistItem[] {
  const profile = profileActions(partner);
  const kycApproved = isVerificationApproved(partner, 'kycStatus');
  const kycRejected = isRejected(partner, 'kycStatus');

  let videoKyc: ChecklistItem;
  if (kycRejected) {
    videoKyc = {
      step: 'videoKyc',
      state: 'needs-action',
      actions: [refused(partner, 'kycStatus')],
    };
  } else if (hasVideo(partner) || kycApproved) {
    videoKyc = { step: 'videoKyc', state: 'done' };
  } else {
    videoKyc = {
      step: 'videoKyc',
      state: 'needs-action',
      actions: [{ fix: { kind: 'partnerApp' }, cause: 'missing', reason: null }],
    };
  }

  const kyc: ChecklistItem = kycApproved
    ? { step: 'kyc', state: 'done' }
    : { step: 'kyc', state: videoKyc.state === 'done' ? 'waiting' : 'not-started' };

  const companyVerification = operatorStep(partner, 'companyVerification', 'cvStatus', kycApproved);
  const inPersonVerification = operatorStep(
    partner,
    'inPersonVerification',
    'ipvStatus',
    isVerificationApproved(partner, 'cvStatus'),
  );
  const finalApproval = operatorStep(
    partner,
    'finalApproval',
    'status',
    isVerificationApproved(partner, 'ipvStatus'),
  );

  return [
    profile.length > 0
      ? { step: 'profile', state: 'needs-action', actions: profile }
      : { step: 'profile', state: 'done' },
    videoKyc,
    kyc,
    companyVerification,
    inPersonVerification,
    finalApproval,
  ];
}

/** The first verification operators turned down, in approval order, if any. */
export function firstRejectedVerification(
  partner: Pick<Partner, ReviewField>,
): ReviewField | undefined {
  return reviewFieldNames.find((field) => hasStatus(partner[field], statusCodes.rejected));
}

/**
 * The registration form opened at one profile field: /dashboard/{id}#profile-{field}.
 * The form gives the field (for the company location, its section) this id.
 */
export function profileFieldAnchorId(field: RequiredProfileField): string {
  return `profile-${field}`;
}

/** The fields the checklist may send a partner to: every partner's, and an LLP's LLPIN. */
const linkableProfileFields: readonly RequiredProfileField[] = [
  ...formRequiredProfileFields,
  'llpinNo',
];

/** The profile field a location's hash ('#profile-companyName') points at, if any. */
export function linkedProfileField(hash: string): RequiredProfileField | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  return linkableProfileFields.find((field) => profileFieldAnchorId(field) === fragment);
}

/** Why the profile field `field` needs the partner: what an operator said of it, if anything. */
export function profileFieldAction(
  partner: ChecklistPartner,
  field: RequiredProfileField,
): ChecklistAction | undefined {
  return statusChecklist(partner)
    .flatMap((item) => (item.state === 'needs-action' ? item.actions : []))
    .find((action) => action.fix.kind === 'profileField' && action.fix.field === field);
}

export function profileFieldPath(partnerId: string, field: RequiredProfileField): string {
  return `${paths.dashboard(partnerId)}#${profileFieldAnchorId(field)}`;
}
