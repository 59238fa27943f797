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
import { operatorText } from './operator-text';

/** What changed or was turned down: a verification, the video, or a document. */
export function subjectLabel(subject: AuditSubject | PartnerRejection['target']): string {
  return isDocumentType(subject)
    ? documentTypeInfo[subject].label
    : messages.review.fieldLabels[subject];
}

/** A verification's value in words: not decided, approved (with its code), rejected, or as stored. */
export function decisionValueText(field: ReviewField, value: Partner[ReviewField]): string {
  if (!value?.trim()) return operatorText.review.undecided;
  if (hasStatus(value, reviewFields[field])) return operatorText.review.approvedValue(value.trim());
  if (hasStatus(value, statusCodes.rejected)) return operatorText.review.rejectedValue;
  return value;
}

/** How a badge looks; its words always say the same, so colour is never the only sign. */
export type BadgeTone = 'success' | 'danger' | 'warning' | 'neutral';

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
