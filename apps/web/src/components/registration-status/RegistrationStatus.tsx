import './registration-status.css';
import { messages, type Partner, type StatusSituation, statusHeadline } from '@shata/domain';
import { type ReactNode, useId } from 'react';
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
  return (
    <div className="registration-status">
      {/* The spec's message belongs to the ring, small under it; the headline below says where the partner is. */}
      <div className="registration-status__ring">
        <ProgressRing
          percent={percent}
          label={messages.status.progressLabel(percent)}
          describedBy={ringCaption === null ? undefined : captionId}
        />
        {ringCaption !== null && (
          <p id={captionId} className="registration-status__ring-caption">
            {ringCaption}
          </p>
        )}
      </div>
      <p className="registration-status__message" role="status">
        {message}
      </p>
      {detail !== null && <p className="registration-status__detail">{detail}</p>}
      {nextStep?.(situation)}
    </div>
  );
}
