/**
 * Operators' review of partners (ours: the spec shows no operator side, but
 * without one no partner is ever approved). The stages of the queue, the
 * decisions an operator takes, and the shapes the admin API answers.
 */
import { z } from 'zod';
import type { AadhaarQrAttempt, AadhaarQrSource } from './aadhaar-qr';
import type { BusinessType } from './business-types';
import { type CaseAssignee, type QueueAssignees, queueAssignees } from './cases';
import { withoutLoneSurrogates } from './control-characters';
import type { DocumentType } from './documents';
import { messages } from './messages';
import type { AadhaarQrResult, Partner, ReviewField } from './partner';
import type { PartnerFinding } from './partner-checks';
import { hasRequiredDocuments, hasRequiredProfile } from './post-login-route';
import type { AuditActorRole, OperatorPermission } from './roles';
import { maxLengths } from './schema-fields';
import { hasStatus, hasVideo, isFullyApproved, statusCodes } from './verification';
import type { TimeInStage } from './waiting-steps';

/** Where a partner is in verification, in the order they pass through it. */
export const verificationStages = [
  'profileIncomplete',
  'documentsMissing',
  'waitingForKyc',
  'companyVerification',
  'inPersonVerification',
  'approved',
  'rejected',
] as const;

export type VerificationStage = (typeof verificationStages)[number];

export function isVerificationStage(value: unknown): value is VerificationStage {
  return typeof value === 'string' && (verificationStages as readonly string[]).includes(value);
}

/** The verification fields an operator decides, and the code each takes when approved. */
export const reviewFields = {
  kycStatus: statusCodes.kycApproved,
  cvStatus: statusCodes.companyVerificationApproved,
  ipvStatus: statusCodes.approved,
  status: statusCodes.approved,
} as const satisfies Record<ReviewField, string>;

export const reviewFieldNames = Object.keys(reviewFields) as ReviewField[];

export function isReviewField(value: unknown): value is ReviewField {
  return typeof value === 'string' && Object.hasOwn(reviewFields, value);
}

const isRejected = (value: string | null | undefined) => hasStatus(value, statusCodes.rejected);

type ReviewedPartner = Pick<Partner, 'videoUrl' | ReviewField>;

/**
 * Why an approval must wait for the one before it: the API's 409 and the
 * console's note. Here rather than in `messages`, which the landing page loads.
 */
export const approvalOrderMessages = {
  kycStatus: 'The KYC check can be approved once the Video KYC recording is in.',
  cvStatus: 'Company verification can be approved once the KYC check is approved.',
  ipvStatus: 'In-person verification can be approved once company verification is approved.',
  status: 'Final approval can be given once in-person verification is approved.',
} as const satisfies Record<ReviewField, string>;

/** Whether an operator has approved this verification. */
export function isVerificationApproved(
  partner: Pick<Partner, ReviewField>,
  field: ReviewField,
): boolean {
  return hasStatus(partner[field], reviewFields[field]);
}

/**
 * Verifications are approved in order: the KYC check once the recording is in,
 * then each once the one before it is approved. Answers why an approval must
 * wait, or undefined when it may be given. Turning down is never held back.
 */
export function approvalRefusal(partner: ReviewedPartner, field: ReviewField): string | undefined {
  const order = approvalOrderMessages;
  switch (field) {
    case 'kycStatus':
      return hasVideo(partner) ? undefined : order.kycStatus;
    case 'cvStatus':
      return isVerificationApproved(partner, 'kycStatus') ? undefined : order.cvStatus;
    case 'ipvStatus':
      return isVerificationApproved(partner, 'cvStatus') ? undefined : order.ipvStatus;
    case 'status':
      return isVerificationApproved(partner, 'ipvStatus') ? undefined : order.status;
  }
}

/**
 * The permission a decision on `field` needs. The final decision, approving
 * or turning down, is an approver's (issue 30): a reviewer who finds a
 * problem at that point turns down the stage it concerns instead.
 */
export function decisionPermission(field: ReviewField): OperatorPermission {
  return field === 'status' ? 'finalApproval' : 'review';
}

/**
 * Whether a decision would overrule one taken since the operator looked, as
 * the second of two operators deciding at once would. A decision names the
 * stage's value it replaces (`from`, as the operator's page showed it), or
 * none for a stage still undecided: approving a stage turned down, or turning
 * down one approved, says so.
 */
export function isDecisionTaken(current: string | null, decision: ReviewDecision): boolean {
  // Compared as `hasStatus` compares: stored codes may differ in case and spaces.
  const value = (status: string | null | undefined) => status?.trim().toLowerCase() || null;
  return value(current) !== value(decision.from);
}

/** A stage's value in words, as `decision_already_taken` names the decision found. */
export function decisionWords(field: ReviewField, value: string | null): string {
  if (hasStatus(value, reviewFields[field])) return messages.review.approvedLabels[field];
  const label = messages.review.fieldLabels[field];
  return isRejected(value)
    ? messages.review.rejectedLabel(label)
    : messages.review.undecided(label);
}

/**
 * The partner's stage in the operators' queue. A turned-down verification
 * puts the partner in 'rejected'; a turned-down document only clears that
 * document, so the partner is back in 'documentsMissing' until they upload it again.
 * GST and CIN numbers are optional here as in the form: a partner without them
 * is reviewed like any other.
 */
export function verificationStage(partner: Partner): VerificationStage {
  if (reviewFieldNames.some((field) => isRejected(partner[field]))) return 'rejected';
  if (isFullyApproved(partner)) return 'approved';
  if (!hasRequiredProfile(partner)) return 'profileIncomplete';
  if (!hasRequiredDocuments(partner)) return 'documentsMissing';
  if (!hasStatus(partner.kycStatus, statusCodes.kycApproved)) return 'waitingForKyc';
  if (!hasStatus(partner.cvStatus, statusCodes.companyVerificationApproved)) {
    return 'companyVerification';
  }
  return 'inPersonVerification';
}

/**
 * Whether a partner at this stage has submitted: the profile and the required
 * documents are all in, so the partner waits in the operators' queue.
 */
export function isSubmittedStage(stage: VerificationStage): boolean {
  return stage !== 'profileIncomplete' && stage !== 'documentsMissing';
}

const reason = z
  .string({ error: messages.review.reasonRequired })
  .overwrite(withoutLoneSurrogates)
  .trim()
  .min(1, messages.review.reasonRequired)
  .max(
    maxLengths.reason,
    messages.validation.tooLong(messages.review.reasonLabel, maxLengths.reason),
  );

/** The stage's value the operator decided on, as their page showed it: null or absent while undecided. */
const decidedFrom = z
  .string({ error: messages.review.decisionFromInvalid })
  .max(maxLengths.text, messages.review.decisionFromInvalid)
  .nullable()
  .optional();

/**
 * An operator's decision on one verification; turning it down needs a
 * reason. `from` (see `isDecisionTaken`) keeps a decision from overruling
 * one taken meanwhile.
 */
export const reviewDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    // An approval needs a reason only when the partner has open problems (the server
    // decides); a blank one is none.
    z.strictObject({
      decision: z.literal('approve'),
      reason: z
        .string({ error: messages.review.reasonInvalid })
        .trim()
        .max(
          maxLengths.reason,
          messages.validation.tooLong(messages.review.reasonLabel, maxLengths.reason),
        )
        .optional(),
      from: decidedFrom,
    }),
    z.strictObject({ decision: z.literal('reject'), reason, from: decidedFrom }),
  ],
  { error: messages.review.decisionUnknown },
);

export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** Turning a document down, asking the partner to upload it again. */
export const documentRejectionSchema = z.strictObject({ reason });

/** The video KYC recording the partner made in the partner app. */
export const videoUrlSchema = z.strictObject({
  videoUrl: z
    .string({ error: messages.review.videoUrlInvalid })
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: messages.review.videoUrlInvalid })),
});

/** One row of the operators' queue (GET /api/admin/partners). */
export interface QueuedPartner {
  _id: string;
  name: string | null;
  companyName: string | null;
  personalEmail: string;
  /** Ours (issue 26): the kind of business, null when none was recorded (read as a company). */
  businessType: BusinessType | null;
  stage: VerificationStage;
  /** When the profile and the required documents were first all in (ISO), or null. */
  submittedAt: string | null;
  /** How many of the partner's checks found a problem. */
  problemCount: number;
  /** How long the partner has waited in their stage, and whether that is overdue. */
  timeInStage: TimeInStage;
  /** The operator who has the case, or null when nobody has claimed it. */
  assignee: CaseAssignee | null;
}

export interface PartnerQueuePage {
  items: QueuedPartner[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The queue's orders: oldest submission first, or longest in their stage
 * first (those waiting on operators before the rest).
 */
export const queueSorts = ['submitted', 'timeInStage'] as const;

export type QueueSort = (typeof queueSorts)[number];

const trueOrFalse = (error: string) =>
  z
    .enum(['true', 'false'], { error })
    .transform((value) => value === 'true')
    .optional();

/** The queue's query: a stage, words to search name, e-mail or company for (or a number a partner gave: see `searchedIdentifiers`), and a page. */
export const partnerQueueQuerySchema = z.object({
  stage: z.enum(verificationStages, { error: messages.review.stageUnknown }).optional(),
  q: z.string().trim().max(maxLengths.search).optional(),
  /** Only partners whose checks found a problem (true), or none (false). */
  problems: trueOrFalse(messages.review.problemsFilterInvalid),
  /** Only partners past the working days their step usually takes (true), or the others (false). */
  overdue: trueOrFalse(messages.review.overdueFilterInvalid),
  sort: z.enum(queueSorts, { error: messages.review.queueSortUnknown }).default('submitted'),
  /** Whose cases: by default the caller's, then those nobody has claimed. */
  assignee: z
    .enum(queueAssignees, { error: messages.review.assigneeFilterUnknown })
    .default('mineAndUnassigned' satisfies QueueAssignees),
  page: z.coerce
    .number({ error: messages.review.pageInvalid })
    .int(messages.review.pageInvalid)
    .min(1, messages.review.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: messages.review.pageSizeInvalid })
    .int(messages.review.pageSizeInvalid)
    .min(1, messages.review.pageSizeInvalid)
    .max(100, messages.review.pageSizeInvalid)
    .default(20),
});

export type PartnerQueueQuery = z.infer<typeof partnerQueueQuerySchema>;

/** A document as operators see it beside the typed fields. */
export interface ReviewedDocument {
  type: DocumentType;
  url: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

/**
 * What changed, on one partner: a verification, the video, a document, one
 * of their bookings, or who has the case (from and to: the operators' e-mails).
 */
export type AuditSubject = ReviewField | 'videoUrl' | DocumentType | 'booking' | 'assignee';

/** One line of a partner's audit trail: who changed what, when, from what to what, and why. */
export interface AuditEntry {
  id: string;
  at: string;
  /**
   * The e-mail of whoever made the change (an operator, or the partner
   * uploading a document); for an API key, its name and prefix
   * (`API key "Partner app" (shata_Ab12cd34)`).
   */
  actorEmail: string;
  actorRole: AuditActorRole;
  subject: AuditSubject;
  from: string | null;
  to: string | null;
  reason: string | null;
}

/** How many audit entries the partner's page carries, and each older page. */
export const auditPageSize = 50;

/** GET /api/admin/partners/:id/audit: the entries before `before`, newest first. */
export interface AuditPage {
  items: AuditEntry[];
  /** Asks for the next older page; null on the oldest. */
  nextCursor: string | null;
}

/** GET /api/admin/partners/:id/audit?before=: a page older than a cursor the server gave. */
export const auditPageQuerySchema = z.object({
  before: z
    .string({ error: messages.review.auditCursorInvalid })
    .max(200, messages.review.auditCursorInvalid)
    .optional(),
});

/**
 * A partner's Aadhaar Secure QR as operators see it: the check that proves
 * the most (`replacesKeptQrResult`), and every forged or mismatched attempt.
 */
export interface AadhaarQrReview {
  result: AadhaarQrResult;
  /** Scanned on the form, or found in the uploaded Aadhaar picture. */
  source: AadhaarQrSource;
  checkedAt: string;
  /** The details read from a signed code; null when its signature did not verify. */
  last4: string | null;
  name: string | null;
  yearOfBirth: number | null;
  gender: string | null;
  state: string | null;
  district: string | null;
  pincode: string | null;
  /**
   * The attempts no trusted key signed, or signed for another number than the
   * profile's, newest first (the latest `aadhaarQrWarningsShown`); the
   * kept check may be one of them.
   */
  warnings: AadhaarQrAttempt[];
  /** How many such attempts there are in all. */
  warningCount: number;
}

/** How many forged or mismatched attempts the partner's page lists. */
export const aadhaarQrWarningsShown = 20;

/** GET /api/admin/partners/:id */
export interface PartnerReview {
  partner: Partner;
  stage: VerificationStage;
  submittedAt: string | null;
  /** How long the partner has waited in their stage, and whether that is overdue. */
  timeInStage: TimeInStage;
  /** The operator who has the case, or null when nobody has claimed it. */
  assignee: CaseAssignee | null;
  documents: ReviewedDocument[];
  /** The latest `auditPageSize` entries, newest first. */
  audit: AuditEntry[];
  /** Asks GET /api/admin/partners/:id/audit for older entries; null when there are none. */
  auditNextCursor: string | null;
  /** The latest Aadhaar Secure QR check, or null when none was made. */
  aadhaarQr: AadhaarQrReview | null;
  /** What the checks of the partner's numbers, QR and duplicates found; problems first. */
  checks: PartnerFinding[];
  /** The partners the checks name (`relatedPartnerIds`), by id: how the console names them. */
  relatedPartners: Record<string, string>;
}

/** How long a submitted partner has waited, in the largest whole unit: under an hour, hours, or days. */
export type WaitingTime = { unit: 'lessThanHour' } | { unit: 'hours' | 'days'; count: number };

/** How long since `submittedAt` (ISO) at `now`; null before submission or for a date it cannot read. */
export function waitingTime(submittedAt: string | null, now: Date): WaitingTime | null {
  const since = submittedAt ? Date.parse(submittedAt) : Number.NaN;
  if (Number.isNaN(since)) return null;
  const hours = Math.floor(Math.max(0, now.getTime() - since) / 3_600_000);
  if (hours < 1) return { unit: 'lessThanHour' };
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
