import {
  type DomainEventType,
  domainEventTypes,
  type WebhookEndpointInput,
  webhookUrlMaxLength,
  webhookUrlProblem,
} from '@shata/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { QueryNotReady } from '../../components/console/QueryNotReady';
import { FormMessage } from '../../components/form/FormMessage';
import { TextField } from '../../components/form/TextField';
import { FreshCodePrompt, needsFreshCode } from '../../components/second-factor/FreshCodePrompt';
import { useText } from '../../lib/i18n/catalogue';
import { type ConsoleMessages, consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { CheckboxGroup } from './CheckboxGroup';
import { createWebhook, refreshWebhooks, webhooksQueryOptions } from './integrations-api';
import { type IntegrationsText, integrationsCatalogue } from './integrations-text';
import { SecretDialog, type ShownSecret } from './SecretDialog';
import { WebhookItem } from './WebhookItem';

type WebhooksText = IntegrationsText['webhooks'];

/** The webhook endpoints: a form to add one (its secret shown once), and the list. */
export function WebhooksPanel() {
  const text = useText(integrationsCatalogue).webhooks;
  const [outcome, setOutcome] = useState<{ message: string; focus: boolean }>();
  const outcomeRef = useRef<HTMLDivElement>(null);
  // An endpoint deleted takes its buttons with it: focus goes to the message saying so.
  useEffect(() => {
    if (outcome?.focus) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <OperatorPanel title={text.title} className="integrations-panel">
      <p className="operator-panel__empty">{text.intro}</p>
      <WebhookForm onStart={() => setOutcome(undefined)} />
      {outcome ? (
        <FormMessage tone="success" ref={outcomeRef}>
          {outcome.message}
        </FormMessage>
      ) : null}
      <WebhookList
        onChanged={(message, focus = false) => setOutcome({ message, focus })}
        onStart={() => setOutcome(undefined)}
      />
    </OperatorPanel>
  );
}

interface FieldErrors {
  url?: string;
  events?: string;
}

/**
 * A first check of what the server checks in full, with the domain's rule and
 * words: a URL without credentials, and at least one event. Whether it must be
 * https and may be reached is the server's to say (development allows http).
 */
function fieldErrors(
  { url, events }: WebhookEndpointInput,
  text: WebhooksText,
  domain: ConsoleMessages,
  say: (english: string) => string,
): FieldErrors | null {
  const errors: FieldErrors = {};
  const problem = url ? webhookUrlProblem(url, { allowHttp: true }) : null;
  errors.url = !url ? text.urlRequired : problem ? say(problem) : undefined;
  if (events.length === 0) errors.events = domain.webhooks.eventsRequired;
  return errors.url || errors.events ? errors : null;
}

/** URL and event types; the endpoint's secret is held only while its dialog is open. */
function WebhookForm({ onStart }: { onStart: () => void }) {
  const text = useText(integrationsCatalogue).webhooks;
  const domain = useText(consoleMessages);
  const say = useMessageTranslator(consoleMessages);
  const eventOptions = domainEventTypes.map((type) => ({
    value: type,
    label: type,
    description: text.eventText[type],
  }));
  const queryClient = useQueryClient();
  const submitRef = useRef<HTMLButtonElement>(null);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<DomainEventType[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const create = useMutation({
    mutationFn: createWebhook,
    // The answer carries the secret: the mutation cache lets it go as soon as the form does.
    gcTime: 0,
    onSuccess: (created) => {
      setShown({
        title: text.createdTitle,
        description: text.createdText(created.url),
        label: text.secretLabel,
        value: created.secret,
      });
      setUrl('');
      setEvents([]);
      void refreshWebhooks(queryClient);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onStart();
    const input = { url: url.trim(), events };
    const refused = fieldErrors(input, text, domain, say);
    setErrors(refused ?? {});
    if (!refused) create.mutate(input);
  };

  return (
    <>
      <form className="console-box" aria-label={text.form} noValidate onSubmit={submit}>
        <h3 className="console-box__title">{text.form}</h3>
        <TextField
          label={text.url}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          hint={text.urlHint}
          maxLength={webhookUrlMaxLength}
          value={url}
          error={errors.url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <CheckboxGroup
          legend={text.events}
          error={errors.events}
          options={eventOptions}
          selected={events}
          onChange={setEvents}
          allLabel={text.allEvents}
        />
        {create.error && !needsFreshCode(create.error) ? (
          <FormMessage tone="error">{say(create.error.message)}</FormMessage>
        ) : null}
        <div className="integrations-form__actions">
          <button
            ref={submitRef}
            type="submit"
            className="button button--primary operator-button"
            disabled={create.isPending}
          >
            {create.isPending ? text.adding : text.add}
          </button>
        </div>
      </form>
      {needsFreshCode(create.error) && create.variables ? (
        <FreshCodePrompt onPassed={() => create.variables && create.mutate(create.variables)} />
      ) : null}
      <SecretDialog
        secret={shown}
        onClose={() => {
          setShown(null);
          create.reset();
        }}
        returnFocusTo={submitRef}
      />
    </>
  );
}

function WebhookList({
  onChanged,
  onStart,
}: {
  onChanged: (message: string, focus?: boolean) => void;
  onStart: () => void;
}) {
  const text = useText(integrationsCatalogue).webhooks;
  const endpoints = useQuery(webhooksQueryOptions());

  if (endpoints.isPending || endpoints.isLoadingError)
    return <QueryNotReady query={endpoints} text={text} />;
  if (endpoints.data.length === 0) return <p className="operator-panel__empty">{text.empty}</p>;

  return (
    <ul className="integrations-list" aria-label={text.listLabel}>
      {endpoints.data.map((endpoint) => (
        <WebhookItem
          key={endpoint.id}
          endpoint={endpoint}
          onChanged={onChanged}
          onStart={onStart}
        />
      ))}
    </ul>
  );
}
