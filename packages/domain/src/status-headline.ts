/**
 * The words beside the status screen's ring (ours). The spec's screen shows
 * the message of its progress row, which asks for the app at 10 % before
 * anything is submitted and calls company verification completed at 70 %
 * while it waits: the ring keeps the spec's percentage and, at 40, 70 and
 * 90 %, the row's message as its caption, and the headline says where the
 * partner really is. The partner's screen and the operators' preview of it
 * both show this.
 */
import { type DocumentType, documentTypeInfo } from './documents';
import { messages } from './messages';
import type { Partner, ReviewField } from './partner';
import {
  isSubmittedStage,
  isVerificationApproved,
  reviewFieldNames,
  verificationStage,
} from './review';
import { firstRejectedVerification, statusChecklist } from './status-checklist';
import { hasVideo, type ProgressMilestone, registrationProgress } from './verification';
import type { WaitingStep } from './waiting-steps';

/** Where the partner is, as the headline tells it. */
export type StatusSituation =
  /** An operator turned a verification down. */
  | { kind: 'stageRejected'; field: ReviewField }
  /** An operator turned a document down: it is to be uploaded again. */
  | { kind: 'documentRejected'; document: DocumentType }
  /** The profile or a required document is missing: nothing is in the queue yet. */
  | { kind: 'notSubmitted' }
  /** Submitted, and the Video KYC recording, made in the partner app, is what is missing. */
  | { kind: 'videoMissing' }
  /** Submitted, and our team is checking `step`. */
  | { kind: 'waiting'; step: WaitingStep }
  | { kind: 'complete' };

export interface StatusHeadline {
  /** The spec's percentage (`registrationProgress`). */
  percent: ProgressMilestone;
  situation: StatusSituation;
  message: string;
  /** A line under the message, if the situation has one. */
  detail: string | null;
  /** The spec's message of the ring's row, shown under the ring (not the headline). */
  ringCaption: string | null;
}

/** The checklist's step each verification is decided in. */
const checkedIn = {
  kycStatus: 'kyc',
  cvStatus: 'companyVerification',
  ipvStatus: 'inPersonVerification',
  status: 'finalApproval',
} as const satisfies Record<ReviewField, WaitingStep>;

/** A document turned down and not uploaded again, as the checklist lists it. */
function rejectedDocument(partner: Partner): DocumentType | undefined {
  for (const item of statusChecklist(partner)) {
    if (item.state !== 'needs-action') continue;
    for (const { fix, cause } of item.actions) {
      if (fix.kind === 'document' && cause === 'rejected') return fix.document;
    }
  }
  return undefined;
}

/**
 * Where the partner is, first match wins: a verification turned down; a
 * document turned down; every verification approved; the profile or a
 * required document missing (not submitted, as the operators' queue judges
 * it); the recording missing; else the first verification not yet approved,
 * which is the step the checklist shows waiting for our team.
 */
function statusSituation(partner: Partner): StatusSituation {
  const rejectedField = firstRejectedVerification(partner);
  if (rejectedField) return { kind: 'stageRejected', field: rejectedField };
  const document = rejectedDocument(partner);
  if (document) return { kind: 'documentRejected', document };
  const pending = reviewFieldNames.find((field) => !isVerificationApproved(partner, field));
  if (pending === undefined) return { kind: 'complete' };
  if (!isSubmittedStage(verificationStage(partner))) return { kind: 'notSubmitted' };
  if (pending === 'kycStatus' && !hasVideo(partner)) return { kind: 'videoMissing' };
  return { kind: 'waiting', step: checkedIn[pending] };
}

function headlineWords(situation: StatusSituation): Pick<StatusHeadline, 'message' | 'detail'> {
  const { status, review, progress } = messages;
  switch (situation.kind) {
    case 'stageRejected':
      return {
        message: review.stageRejected(review.fieldLabels[situation.field]),
        detail: status.actionNeeded,
      };
    case 'documentRejected':
      return {
        message: review.documentRejected(documentTypeInfo[situation.document].label),
        detail: status.actionNeeded,
      };
    case 'notSubmitted':
      return { message: status.notSubmitted, detail: status.notSubmittedDetail };
    case 'videoMissing':
      return { message: progress.downloadApp, detail: null };
    case 'waiting':
      return { message: status.pleaseWait, detail: status.beingChecked[situation.step] };
    case 'complete':
      return { message: progress.allVerificationsCompleted, detail: null };
  }
}

/**
 * The rows whose message captions the ring. The 10 % row's app prompt and the
 * 100 % row's message are the headline when they are true, and not otherwise.
 */
const captionedMilestones: ReadonlySet<ProgressMilestone> = new Set([40, 70, 90]);

/** The status screen's ring and headline for this partner. */
export function statusHeadline(partner: Partner): StatusHeadline {
  const situation = statusSituation(partner);
  const progress = registrationProgress(partner);
  // A refused verification drops the caption: the row would call the refused stage completed.
  const captioned = captionedMilestones.has(progress.percent) && situation.kind !== 'stageRejected';
  return {
    percent: progress.percent,
    situation,
    ...headlineWords(situation),
    ringCaption: captioned ? progress.message : null,
  };
}
