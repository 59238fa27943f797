import {
  type DocumentType,
  documentTypeInfo,
  documentUploadPath,
  messages,
  paths,
  type ReviewField,
} from '@shata/domain';
import { type MailContent, verificationUpdateMail } from '../mail/templates';

/** What an operator did, as the partner's mail tells it. */
export type ReviewEvent =
  | { kind: 'video' }
  | { kind: 'approved'; field: ReviewField }
  | { kind: 'rejected'; field: ReviewField; reason: string }
  | { kind: 'documentRejected'; type: DocumentType; reason: string };

const approvedNews: Record<ReviewField, { headline: string; nextStep: string }> = {
  kycStatus: {
    headline: 'Your video KYC is approved',
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

/** The mail a partner gets for `event`, linking to where they can act on it. */
export function reviewMail(publicUrl: string, partnerId: string, event: ReviewEvent): MailContent {
  const statusUrl = `${publicUrl}${paths.status(partnerId)}`;
  switch (event.kind) {
    case 'video':
      return verificationUpdateMail({
        url: statusUrl,
        headline: 'Your video KYC has been received',
        reason: null,
        nextStep: 'Our team will now verify it.',
      });
    case 'approved':
      return verificationUpdateMail({ url: statusUrl, reason: null, ...approvedNews[event.field] });
    case 'rejected':
      return verificationUpdateMail({
        url: statusUrl,
        headline: messages.review.stageRejected(messages.review.fieldLabels[event.field]),
        reason: event.reason,
        nextStep: 'Your status page in the portal says what to do next.',
      });
    case 'documentRejected': {
      const label = documentTypeInfo[event.type].label;
      return verificationUpdateMail({
        url: `${publicUrl}${documentUploadPath(partnerId, event.type)}`,
        headline: `Your ${label} document was not accepted`,
        reason: event.reason,
        nextStep: 'Please upload it again in the portal.',
      });
    }
  }
}
