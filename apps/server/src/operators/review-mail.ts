import {
  type DocumentType,
  documentUploadPath,
  type Locale,
  paths,
  type ReviewField,
} from '@shata/domain';
import {
  type MailContent,
  type MailText,
  mailTexts,
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

/** What a stage mail says of one change, in the partner's words. */
function stageUpdate(words: MailText['review'], event: StageEvent): VerificationUpdate {
  switch (event.kind) {
    case 'video':
      return { reason: null, ...words.videoReceived };
    case 'approved':
      return { reason: null, ...words.approved[event.field] };
    case 'rejected':
      return {
        headline: words.stageRejected(words.stageLabels[event.field]),
        reason: event.reason,
        nextStep: words.afterRejection,
      };
  }
}

/**
 * The one mail a partner gets for stage changes made close together, in
 * order, linking to their status; in their language (`locale`).
 */
export function stageMail(
  publicUrl: string,
  partnerId: string,
  events: StageEvent[],
  locale: Locale,
): MailContent {
  const words = mailTexts[locale].review;
  return verificationUpdatesMail({
    url: `${publicUrl}${paths.status(partnerId)}`,
    updates: events.map((event) => stageUpdate(words, event)),
    locale,
  });
}

/** The mail a partner gets for a document turned down, linking to where they upload it again. */
export function documentRejectedMail(
  publicUrl: string,
  partnerId: string,
  event: Exclude<ReviewEvent, StageEvent>,
  locale: Locale,
): MailContent {
  const words = mailTexts[locale].review;
  return verificationUpdateMail({
    url: `${publicUrl}${documentUploadPath(partnerId, event.type)}`,
    headline: words.documentRejected(words.documentLabels[event.type]),
    reason: event.reason,
    nextStep: words.uploadAgain,
    locale,
  });
}
