import './registration-status.css';
import {
  type Partner,
  type StatusSituation,
  statusHeadline,
  type Translation,
} from '@shata/domain';
import type { AccountMessages } from '@shata/domain/hi/messages-account';
import { type ReactNode, useId } from 'react';
import { useText } from '../../lib/i18n/catalogue';
import { accountMessages, useAccountMessage } from '../../lib/i18n/messages/account';
import { ProgressRing } from '../progress-ring/ProgressRing';

interface RegistrationStatusProps {
  partner: Partner;
  /** What the partner's screen offers under the words; the operators' preview offers nothing. */
  nextStep?: (situation: StatusSituation) => ReactNode;
}

/**
 * The status screen's ring and headline, from the partner record alone. The
 * partner's status screen and the operators' preview of it both render this,
 * so the two cannot say different things.
 */
export function RegistrationStatus({ partner, nextStep }: RegistrationStatusProps) {
  const { percent, situation, message, detail, ringCaption } = statusHeadline(partner);
  const captionId = useId();
  const words = useText(accountMessages);
  const say = useAccountMessage();
  return (
    <div className="registration-status">
      {/* The spec's message belongs to the ring, small under it; the headline below says where the partner is. */}
      <div className="registration-status__ring">
        <ProgressRing
          percent={percent}
          label={words.status.progressLabel(percent)}
          describedBy={ringCaption === null ? undefined : captionId}
        />
        {ringCaption !== null && (
          <p id={captionId} className="registration-status__ring-caption">
            {say(ringCaption)}
          </p>
        )}
      </div>
      <p className="registration-status__message" role="status">
        {refusal(words, situation) ?? say(message)}
      </p>
      {detail !== null && <p className="registration-status__detail">{say(detail)}</p>}
      {nextStep?.(situation)}
    </div>
  );
}

/** The headline of a refusal, which names what was refused: said anew rather than looked up. */
function refusal(words: Translation<AccountMessages>, situation: StatusSituation): string | null {
  const { review, documents } = words;
  switch (situation.kind) {
    case 'stageRejected':
      return review.stageRejected(review.fieldLabels[situation.field]);
    case 'documentRejected':
      return review.documentRejected(documents.labels[situation.document]);
    default:
      return null;
  }
}
