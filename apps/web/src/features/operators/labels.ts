import {
  type AadhaarQrReview,
  type AuditSubject,
  documentTypeInfo,
  type FindingLevel,
  hasStatus,
  isDocumentType,
  messages,
  type Partner,
  type PartnerRejection,
  type ReviewField,
  reviewFields,
  statusCodes,
} from '@shata/domain';
import type { BadgeTone } from '../../components/console/Badge';
import { operatorText } from './operator-text';

/** What changed or was turned down: a verification, the video, or a document. */
export function subjectLabel(subject: AuditSubject | PartnerRejection['target']): string {
  return isDocumentType(subject)
    ? documentTypeInfo[subject].label
    : messages.review.fieldLabels[subject];
}

/**
 * A verification's value in words, as the partner's checklist names the stage
 * ('KYC approved', 'Company verification not approved'), with the stored code
 * for the tooltip; a value the console does not know is shown as stored.
 */
export function decisionValue(
  field: ReviewField,
  value: Partner[ReviewField],
): { text: string; code?: string } {
  const code = value?.trim();
  if (!code) return { text: operatorText.review.undecided };
  if (hasStatus(code, reviewFields[field])) {
    return { text: messages.review.approvedLabels[field], code };
  }
  if (hasStatus(code, statusCodes.rejected)) {
    return { text: messages.review.rejectedLabel(messages.review.fieldLabels[field]), code };
  }
  return { text: code };
}

/** The latest Aadhaar QR check as a badge: its result in words, or that none was made. */
export function aadhaarQrBadge(qr: AadhaarQrReview | null): { text: string; tone: BadgeTone } {
  const results = operatorText.aadhaarQr.results;
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
