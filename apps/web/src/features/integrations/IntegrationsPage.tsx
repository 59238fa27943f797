import '../../components/console/console.css';
import './integrations.css';
import { operatorPaths } from '@shata/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n/catalogue';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ApiKeysPanel } from './ApiKeysPanel';
import { integrationsCatalogue } from './integrations-text';
import { RecentChanges } from './RecentChanges';
import { WebhooksPanel } from './WebhooksPanel';

/**
 * /admin/integrations: how the marketplace's other systems reach the portal.
 * API keys for its integration API, webhook endpoints it sends events to
 * (with their deliveries), and the trail of the changes operators made to both.
 */
export function IntegrationsPage() {
  const text = useText(integrationsCatalogue);
  useDocumentTitle(text.title);
  const headingId = useId();

  return (
    <section className="operator-page integrations-page" aria-labelledby={headingId}>
      <Link to={operatorPaths.queue} className="operator-back">
        {text.backToQueue}
      </Link>
      <header>
        <h1 id={headingId} className="operator-page__title">
          {text.title}
        </h1>
        <p className="operator-page__intro">{text.intro}</p>
      </header>
      <ApiKeysPanel />
      <WebhooksPanel />
      <RecentChanges />
    </section>
  );
}
