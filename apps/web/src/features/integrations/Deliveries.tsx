import {
  formatDateTime,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpointSummary,
} from '@shata/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, type BadgeTone } from '../../components/console/Badge';
import { QueryNotReady } from '../../components/console/QueryNotReady';
import { FormMessage } from '../../components/form/FormMessage';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { deliveriesQueryOptions, refreshWebhooks, retryDelivery } from './integrations-api';
import { type IntegrationsText, integrationsCatalogue } from './integrations-text';

const statusTones: Readonly<Record<WebhookDeliveryStatus, BadgeTone>> = {
  pending: 'neutral',
  delivered: 'success',
  failed: 'danger',
};

/** The last attempt's answer: its HTTP status, what went wrong, or both. */
function lastAnswer({ lastStatus, lastError }: WebhookDelivery, text: IntegrationsText): string {
  const status = lastStatus === null ? null : text.deliveries.httpStatus(lastStatus);
  return [status, lastError].filter(Boolean).join(': ') || text.notRecorded;
}

const when = (at: string | null, text: IntegrationsText) =>
  at ? formatDateTime(at) : text.notRecorded;

/** An endpoint's deliveries, newest first, a page at a time, each one can be sent again. */
export function Deliveries({ endpoint }: { endpoint: WebhookEndpointSummary }) {
  const text = useText(integrationsCatalogue).deliveries;
  const say = useMessageTranslator(consoleMessages);
  const deliveries = useInfiniteQuery(deliveriesQueryOptions(endpoint.id));

  if (deliveries.isPending || deliveries.isLoadingError)
    return <QueryNotReady query={deliveries} text={text} />;
  const items = deliveries.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="operator-panel__empty">{text.empty}</p>;

  return (
    <div className="integrations-deliveries">
      <ul className="integrations-deliveries__list" aria-label={text.listLabel(endpoint.url)}>
        {items.map((delivery) => (
          <DeliveryItem key={delivery.id} endpointId={endpoint.id} delivery={delivery} />
        ))}
      </ul>
      {deliveries.isFetchNextPageError ? (
        <FormMessage tone="error">
          {deliveries.error ? say(deliveries.error.message) : text.loadError}
        </FormMessage>
      ) : null}
      {deliveries.hasNextPage ? (
        <div className="integrations-item__actions">
          {/* Not disabled while loading: a disabled button would drop the focus it holds. */}
          <button
            type="button"
            className="button button--secondary operator-button"
            aria-disabled={deliveries.isFetchingNextPage}
            onClick={() => {
              if (!deliveries.isFetchingNextPage) void deliveries.fetchNextPage();
            }}
          >
            {deliveries.isFetchingNextPage ? text.loadingMore : text.loadMore}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function DeliveryItem({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const integrationsText = useText(integrationsCatalogue);
  const text = integrationsText.deliveries;
  const say = useMessageTranslator(consoleMessages);
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryDelivery(endpointId, delivery.id),
    onSuccess: () => refreshWebhooks(queryClient, endpointId),
  });

  return (
    <li className="console-box console-box--tight integrations-delivery">
      <div className="integrations-item__header">
        <h4 className="integrations-delivery__title">{delivery.eventType}</h4>
        <Badge tone={statusTones[delivery.status]}>{text.statuses[delivery.status]}</Badge>
      </div>
      <dl className="integrations-facts">
        <div>
          <dt>{text.facts.attempts}</dt>
          <dd>{text.attempts(delivery.attempts)}</dd>
        </div>
        <div>
          <dt>{text.facts.lastAnswer}</dt>
          <dd>{lastAnswer(delivery, integrationsText)}</dd>
        </div>
        <div>
          <dt>{text.facts.nextTry}</dt>
          <dd>{when(delivery.nextAttemptAt, integrationsText)}</dd>
        </div>
        <div>
          <dt>{text.facts.deliveredAt}</dt>
          <dd>{when(delivery.deliveredAt, integrationsText)}</dd>
        </div>
      </dl>
      {retry.error ? <FormMessage tone="error">{say(retry.error.message)}</FormMessage> : null}
      {retry.isSuccess ? (
        <FormMessage tone="success">{text.retried(delivery.eventType)}</FormMessage>
      ) : null}
      <div className="integrations-item__actions">
        <button
          type="button"
          className="button button--secondary operator-button"
          aria-disabled={retry.isPending}
          onClick={() => {
            if (!retry.isPending) retry.mutate();
          }}
        >
          {retry.isPending ? text.retrying : text.retry}
          <span className="visually-hidden"> {delivery.eventType}</span>
        </button>
      </div>
    </li>
  );
}
