import './registration-status.css';
import { messages, type Partner, type StatusSituation, statusHeadline } from '@shata/domain';
import type { ReactNode } from 'react';
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
  const { percent, situation, message, detail } = statusHeadline(partner);
  return (
    <div className="registration-status">
      <ProgressRing percent={percent} label={messages.status.progressLabel(percent)} />
      <p className="registration-status__message" role="status">
        {message}
      </p>
      {detail !== null && <p className="registration-status__detail">{detail}</p>}
      {nextStep?.(situation)}
    </div>
  );
}
