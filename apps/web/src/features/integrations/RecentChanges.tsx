import { formatDateTime } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { QueryNotReady } from '../../components/console/QueryNotReady';
import { useText } from '../../lib/i18n/catalogue';
import { operatorActionsQueryOptions } from './integrations-api';
import { integrationsCatalogue } from './integrations-text';

/** How many of the trail's newest lines the page shows. */
const shownChanges = 10;

/**
 * The console's trail of changes to keys and endpoints: who did what, to
 * which, when; newest first. Every change on the page asks it again.
 */
export function RecentChanges() {
  const text = useText(integrationsCatalogue).trail;
  const actions = useQuery(operatorActionsQueryOptions());

  return (
    <OperatorPanel title={text.title} className="integrations-panel">
      {actions.isPending || actions.isLoadingError ? (
        <QueryNotReady query={actions} text={text} />
      ) : actions.data.length === 0 ? (
        <p className="operator-panel__empty">{text.empty}</p>
      ) : (
        <ol className="integrations-trail" aria-label={text.listLabel}>
          {actions.data.slice(0, shownChanges).map((action) => (
            <li key={action.id} className="integrations-trail__line">
              <time className="integrations-trail__time" dateTime={action.createdAt}>
                {formatDateTime(action.createdAt)}
              </time>
              <span>
                <span className="integrations-trail__who">{action.actorEmail}</span>{' '}
                {text.actions[action.action] ?? action.action}{' '}
                <span className="integrations-trail__what">{action.subjectName}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </OperatorPanel>
  );
}
