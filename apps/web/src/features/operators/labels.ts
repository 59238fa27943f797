import {
  type AuditSubject,
  documentTypeInfo,
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
