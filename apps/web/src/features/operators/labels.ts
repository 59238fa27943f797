import {
  type AuditSubject,
  documentRejectionSchema,
  documentTypeInfo,
  hasStatus,
  isDocumentType,
  messages,
  type Partner,
  type PartnerRejection,
  type ReviewField,
  reviewDecisionSchema,
  reviewFields,
  statusCodes,
} from '@shata/domain';
import { operatorText } from './operator-text';

/** How the console names a partner: their name, or their e-mail before they have given one. */
export function displayName(partner: { name?: string | null; personalEmail: string }): string {
  return partner.name?.trim() || partner.personalEmail;
}

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

export function isApproved(field: ReviewField, value: Partner[ReviewField]): boolean {
  return hasStatus(value, reviewFields[field]);
}

/** A rejection reason as the server will take it (trimmed), or the message saying why not. */
export type ReasonCheck = { reason: string } | { error: string };

function firstMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? messages.review.reasonRequired;
}

/** Checked with the domain's `reviewDecisionSchema`, as the server checks a rejection. */
export function checkDecisionReason(reason: string): ReasonCheck {
  const parsed = reviewDecisionSchema.safeParse({ decision: 'reject', reason });
  if (!parsed.success) return { error: firstMessage(parsed.error) };
  return { reason: parsed.data.reason ?? '' };
}

/** Checked with the domain's `documentRejectionSchema`, as the server checks it. */
export function checkDocumentReason(reason: string): ReasonCheck {
  const parsed = documentRejectionSchema.safeParse({ reason });
  if (!parsed.success) return { error: firstMessage(parsed.error) };
  return { reason: parsed.data.reason };
}
