import {
  type DocumentType,
  documentTypeInfo,
  documentUploadPath,
  messages,
  paths,
  type ReviewField,
} from '@shata/domain';
import {
  type MailContent,
  type VerificationUpdate,
  verificationUpdateMail,
  verificationUpdatesMail,
} from '../mail/templates';

/** A change of a verification stage: the partner's mails of these, close together, are merged. */
export type StageEvent =
  | { kind: 'video' }
  | { kind: 'approved'; field: ReviewField }
  | { kind: 'rejected'; field: ReviewField; reason: string };

/** What an operator did, as the partner's mail tells it. */
export type ReviewEvent =
  | StageEvent
  | { kind: 'documentRejected'; type: DocumentType; reason: string };

export function isStageEvent(event: ReviewEvent): event is StageEvent {
  return event.kind !== 'documentRejected';
}

const approvedNews: Record<ReviewField, { headline: string; nextStep: string }> = {
  kycStatus: {
    headline: 'Your KYC check is approved',
    nextStep: 'We are now verifying your company.',
  },
  cvStatus: {
    headline: 'Your company verification is approved',
    nextStep: 'The next step is the in-person verification.',
  },
  ipvStatus: {
    headline: 'Your in-person verification is approved',
    nextStep: 'The last step is our final approval.',
  },
  status: {
    headline: 'You are fully approved',
    nextStep: 'My Account and My Bookings are now open to you in the portal.',
  },
};

/** What a stage mail says of one change. */
function stageUpdate(event: StageEvent): VerificationUpdate {
  switch (event.kind) {
    case 'video':
      return {
        headline: 'Your Video KYC recording has been received',
        reason: null,
        nextStep: 'Our team will now verify it.',
      };
    case 'approved':
      return { reason: null, ...approvedNews[event.field] };
    case 'rejected':
      return {
        headline: messages.review.stageRejected(messages.review.fieldLabels[event.field]),
        reason: event.reason,
        nextStep: 'Your status page in the portal says what to do next.',
      };
  }
}

/** The one mail a partner gets for stage changes made close together, in order, linking to their status. */
export function stageMail(publicUrl: string, partnerId: string, events: StageEvent[]): MailContent {
  return verificationUpdatesMail({
    url: `${publicUrl}${paths.status(partnerId)}`,
    updates: events.map(stageUpdate),
  });
}

/** The mail a partner gets for a document turned down, linking to where they upload it again. */
export function documentRejectedMail(
  publicUrl: string,
  partnerId: string,
  event: Exclude<ReviewEvent, StageEvent>,
): MailContent {
  const label = documentTypeInfo[event.type].label;
  return verificationUpdateMail({
    url: `${publicUrl}${documentUploadPath(partnerId, event.type)}`,
    headline: `Your ${label} document was not accepted`,
    reason: event.reason,
    nextStep: 'Please upload it again in the portal.',
  });
}
