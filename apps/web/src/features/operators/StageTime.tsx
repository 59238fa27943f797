import { formatDateTime, type TimeInStage } from '@shata/domain';
import { Badge } from '../../components/console/Badge';
import { useText } from '../../lib/i18n/catalogue';
import { operatorCatalogue } from './operator-text';

/**
 * A partner's working days in their stage, and, past what their step usually
 * takes, a badge that says so in words, not by colour alone.
 */
export function StageTime({ time }: { time: TimeInStage }) {
  const text = useText(operatorCatalogue).timeInStage;
  return (
    <span className="operator-stage-time">
      <time dateTime={time.since} title={text.since(formatDateTime(time.since))}>
        {text.workingDays(time.workingDays)}
      </time>
      {time.overdue && time.expectedDays !== null ? (
        <>
          {' '}
          <Badge tone="danger">{text.overdue(time.expectedDays)}</Badge>
        </>
      ) : null}
    </span>
  );
}
