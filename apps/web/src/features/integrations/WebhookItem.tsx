import {
  domainEventTypes,
  formatDateTime,
  type WebhookEndpointStatus,
  type WebhookEndpointSummary,
} from '@shata/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '../../components/console/Badge';
import { ConfirmDialog } from '../../components/console/ConfirmDialog';
import { DialogButton } from '../../components/console/DialogButton';
import { FormMessage } from '../../components/form/FormMessage';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { useReturningFocus } from '../../lib/use-returning-focus';
import { Deliveries } from './Deliveries';
import {
  deleteWebhook,
  refreshWebhooks,
  rotateWebhookSecret,
  setWebhookPaused,
} from './integrations-api';
import { type IntegrationsText, integrationsCatalogue } from './integrations-text';
import { SecretDialog, type ShownSecret } from './SecretDialog';

const statusTones: Readonly<Record<WebhookEndpointStatus, BadgeTone>> = {
  active: 'success',
  paused: 'neutral',
  failing: 'warning',
  disabled: 'danger',
};

/** The endpoint's events in words: all of them, or the list. */
function eventsText(events: readonly string[], text: IntegrationsText['webhooks']): string {
  const all = domainEventTypes.every((type) => events.includes(type));
  return all ? text.everyEvent : events.join(', ');
}

/**
 * One endpoint: its URL, status (with why it is failing or disabled), events,
 * maker and last delivery; Pause or Resume, Rotate secret and Delete (both
 * asked first), and its deliveries on demand.
 */
export function WebhookItem({
  endpoint,
  onChanged,
  onStart,
}: {
  endpoint: WebhookEndpointSummary;
  /** A change was made: `message` says which; `focus` when this endpoint's controls are gone. */
  onChanged: (message: string, focus?: boolean) => void;
  onStart: () => void;
}) {
  const text = useText(integrationsCatalogue).webhooks;
  const say = useMessageTranslator(consoleMessages);
  const queryClient = useQueryClient();
  const deliveriesId = useId();
  const rotating = useReturningFocus();
  const deleting = useReturningFocus();
  const [deliveriesShown, setDeliveriesShown] = useState(false);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const { url, status } = endpoint;
  const paused = status === 'paused';
  const pause = useMutation({
    mutationFn: () => setWebhookPaused(endpoint.id, status === 'active'),
    onSuccess: (changed) => {
      onChanged(changed.status === 'paused' ? text.paused(url) : text.resumed(url));
      void refreshWebhooks(queryClient);
    },
  });

  return (
    <li className="integrations-item">
      <div className="integrations-item__header">
        <h3 className="integrations-item__title integrations-item__title--url">{url}</h3>
        <Badge tone={statusTones[status]}>{text.statuses[status]}</Badge>
      </div>
      {endpoint.statusReason && (status === 'failing' || status === 'disabled') ? (
        <p className="integrations-item__reason">{endpoint.statusReason}</p>
      ) : null}
      <dl className="integrations-facts">
        <div>
          <dt>{text.facts.events}</dt>
          <dd>{eventsText(endpoint.events, text)}</dd>
        </div>
        <div>
          <dt>{text.facts.created}</dt>
          <dd>{text.createdBy(formatDateTime(endpoint.createdAt), endpoint.createdBy)}</dd>
        </div>
        <div>
          <dt>{text.facts.lastDelivery}</dt>
          <dd>
            {endpoint.lastDelivery
              ? text.lastDelivery[endpoint.lastDelivery.status](
                  formatDateTime(endpoint.lastDelivery.at),
                )
              : text.noDelivery}
          </dd>
        </div>
      </dl>
      {pause.error ? <FormMessage tone="error">{say(pause.error.message)}</FormMessage> : null}
      <div className="integrations-item__actions">
        <button
          type="button"
          className="button button--secondary operator-button"
          disabled={pause.isPending}
          onClick={() => {
            onStart();
            pause.mutate();
          }}
        >
          {status === 'active' ? text.pause : paused ? text.resume : text.reactivate}
          <span className="visually-hidden"> {url}</span>
        </button>
        <DialogButton dialog={rotating} subject={url} onStart={onStart}>
          {text.rotate}
        </DialogButton>
        <DialogButton dialog={deleting} subject={url} onStart={onStart}>
          {text.delete}
        </DialogButton>
        <button
          type="button"
          className="button button--secondary operator-button"
          aria-expanded={deliveriesShown}
          aria-controls={deliveriesId}
          onClick={() => setDeliveriesShown((open) => !open)}
        >
          {deliveriesShown ? text.hideDeliveries : text.showDeliveries}
          <span className="visually-hidden"> {url}</span>
        </button>
      </div>
      <div id={deliveriesId} hidden={!deliveriesShown}>
        {deliveriesShown ? <Deliveries endpoint={endpoint} /> : null}
      </div>
      {rotating.open ? (
        <ConfirmDialog
          title={text.rotateTitle}
          description={text.rotateText(url)}
          act={text.rotateConfirm}
          leave={text.keep}
          onConfirm={() => rotateWebhookSecret(endpoint.id)}
          onDone={({ secret }) => {
            setShown({
              title: text.rotatedTitle,
              description: text.rotatedText(url),
              label: text.secretLabel,
              value: secret,
            });
            onChanged(text.rotated(url));
            void refreshWebhooks(queryClient);
            rotating.setOpen(false);
          }}
          onClose={() => rotating.setOpen(false)}
        />
      ) : null}
      <SecretDialog
        secret={shown}
        onClose={() => setShown(null)}
        returnFocusTo={rotating.toggleRef}
      />
      {deleting.open ? (
        <ConfirmDialog
          title={text.deleteTitle}
          description={text.deleteText(url)}
          act={text.deleteConfirm}
          leave={text.keep}
          onConfirm={() => deleteWebhook(endpoint.id)}
          onDone={() => {
            // The endpoint leaves the list: focus goes to the message saying so.
            onChanged(text.deleted(url), true);
            void refreshWebhooks(queryClient);
            deleting.setOpen(false);
          }}
          onClose={() => deleting.setOpen(false)}
        />
      ) : null}
    </li>
  );
}
