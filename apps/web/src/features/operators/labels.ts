import {
  type AadhaarQrReview,
  type AuditSubject,
  type FindingLevel,
  hasStatus,
  isDocumentType,
  type Partner,
  type PartnerRejection,
  type ReviewField,
  reviewFields,
  statusCodes,
} from '@shata/domain';
import type { BadgeTone } from '../../components/console/Badge';
import type { ConsoleMessages } from '../../lib/i18n/messages/console';
import type { OperatorText } from './operator-text';

/** What changed or was turned down: a verification, the video, or a document. */
export function subjectLabel(
  subject: AuditSubject | PartnerRejection['target'],
  domain: ConsoleMessages,
): string {
  return isDocumentType(subject)
    ? domain.documents.labels[subject]
    : domain.review.fieldLabels[subject];
}

/**
 * A verification's value in words, as the partner's checklist names the stage
 * ('KYC approved', 'Company verification not approved'), with the stored code
 * for the tooltip; a value the console does not know is shown as stored.
 */
export function decisionValue(
  field: ReviewField,
  value: Partner[ReviewField],
  text: OperatorText,
  domain: ConsoleMessages,
): { text: string; code?: string } {
  const code = value?.trim();
  if (!code) return { text: text.review.undecided };
  const { review } = domain;
  if (hasStatus(code, reviewFields[field])) {
    return { text: review.approvedLabels[field], code };
  }
  if (hasStatus(code, statusCodes.rejected)) {
    return { text: review.rejectedLabel(review.fieldLabels[field]), code };
  }
  return { text: code };
}

/** The latest Aadhaar QR check as a badge: its result in words, or that none was made. */
export function aadhaarQrBadge(
  qr: AadhaarQrReview | null,
  results: OperatorText['aadhaarQr']['results'],
): { text: string; tone: BadgeTone } {
  switch (qr?.result) {
    case 'verified':
      return { text: results.verified, tone: 'success' };
    case 'signatureInvalid':
      return { text: results.signatureInvalid, tone: 'danger' };
    case 'mismatch':
      return { text: results.mismatch, tone: 'warning' };
    default:
      return { text: results.notChecked, tone: 'neutral' };
  }
}

export const findingTones: Readonly<Record<FindingLevel, BadgeTone>> = {
  problem: 'danger',
  warning: 'warning',
  ok: 'success',
};
