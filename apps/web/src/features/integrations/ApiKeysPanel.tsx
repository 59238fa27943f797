import {
  type ApiKeySummary,
  apiKeyInputSchema,
  apiScopes,
  formatDateTime,
  maxLengths,
} from '@shata/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Badge } from '../../components/console/Badge';
import { ConfirmDialog } from '../../components/console/ConfirmDialog';
import { DialogButton } from '../../components/console/DialogButton';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { QueryNotReady } from '../../components/console/QueryNotReady';
import { FormMessage } from '../../components/form/FormMessage';
import { TextField } from '../../components/form/TextField';
import { FreshCodePrompt, needsFreshCode } from '../../components/second-factor/FreshCodePrompt';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { useReturningFocus } from '../../lib/use-returning-focus';
import { CheckboxGroup } from './CheckboxGroup';
import {
  apiKeysQueryOptions,
  createApiKey,
  refreshApiKeys,
  revokeApiKey,
} from './integrations-api';
import { integrationsCatalogue } from './integrations-text';
import { SecretDialog, type ShownSecret } from './SecretDialog';

/** The API keys: a form to make one (shown once in a dialog), and the list, each revocable. */
export function ApiKeysPanel() {
  const text = useText(integrationsCatalogue).apiKeys;
  const [outcome, setOutcome] = useState<string>();
  return (
    <OperatorPanel title={text.title} className="integrations-panel">
      <p className="operator-panel__empty">{text.intro}</p>
      <ApiKeyForm onStart={() => setOutcome(undefined)} />
      {outcome ? <FormMessage tone="success">{outcome}</FormMessage> : null}
      <ApiKeyList onChanged={setOutcome} onStart={() => setOutcome(undefined)} />
    </OperatorPanel>
  );
}

interface FieldErrors {
  name?: string;
  scopes?: string;
}

/** The first message `apiKeyInputSchema` gave each field. */
function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  say: (english: string) => string,
) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'scopes') && !errors[field])
      errors[field] = say(issue.message);
  }
  return errors;
}

/**
 * Name and scopes, checked here as the server checks them. The made key is
 * held in this form's state only while its dialog is open, never in the query
 * cache, storage or the address; closing the dialog forgets it.
 */
function ApiKeyForm({ onStart }: { onStart: () => void }) {
  const text = useText(integrationsCatalogue).apiKeys;
  const say = useMessageTranslator(consoleMessages);
  const scopeOptions = apiScopes.map((scope) => ({
    value: scope,
    label: scope,
    description: text.scopeText[scope],
  }));
  const queryClient = useQueryClient();
  const submitRef = useRef<HTMLButtonElement>(null);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const create = useMutation({
    mutationFn: createApiKey,
    // The answer carries the key: the mutation cache lets it go as soon as the form does.
    gcTime: 0,
    onSuccess: (created) => {
      setShown({
        title: text.createdTitle,
        description: text.createdText(created.name),
        label: text.keyLabel,
        value: created.key,
      });
      setName('');
      setScopes([]);
      void refreshApiKeys(queryClient);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onStart();
    const input = apiKeyInputSchema.safeParse({ name, scopes });
    setErrors(input.success ? {} : fieldErrors(input.error.issues, say));
    if (input.success) create.mutate(input.data);
  };

  const forget = () => {
    setShown(null);
    create.reset();
  };

  return (
    <>
      <form className="console-box" aria-label={text.form} noValidate onSubmit={submit}>
        <h3 className="console-box__title">{text.form}</h3>
        <TextField
          label={text.name}
          name="name"
          autoComplete="off"
          hint={text.nameHint}
          maxLength={maxLengths.text}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <CheckboxGroup
          legend={text.scopes}
          hint={text.scopesHint}
          error={errors.scopes}
          options={scopeOptions}
          selected={scopes}
          onChange={setScopes}
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
            {create.isPending ? text.creating : text.create}
          </button>
        </div>
      </form>
      {needsFreshCode(create.error) && create.variables ? (
        <FreshCodePrompt onPassed={() => create.variables && create.mutate(create.variables)} />
      ) : null}
      {/* Outside the form: Enter in its field must not submit the form again. */}
      <SecretDialog secret={shown} onClose={forget} returnFocusTo={submitRef} />
    </>
  );
}

function ApiKeyList({
  onChanged,
  onStart,
}: {
  onChanged: (message: string) => void;
  onStart: () => void;
}) {
  const text = useText(integrationsCatalogue).apiKeys;
  const keys = useQuery(apiKeysQueryOptions());

  if (keys.isPending || keys.isLoadingError) return <QueryNotReady query={keys} text={text} />;
  if (keys.data.length === 0) return <p className="operator-panel__empty">{text.empty}</p>;

  return (
    <ul className="integrations-list" aria-label={text.listLabel}>
      {keys.data.map((key) => (
        <ApiKeyItem key={key.id} apiKey={key} onChanged={onChanged} onStart={onStart} />
      ))}
    </ul>
  );
}

/** One key: its name, prefix, scopes, who made it and when, its last use, and Revoke. */
function ApiKeyItem({
  apiKey,
  onChanged,
  onStart,
}: {
  apiKey: ApiKeySummary;
  onChanged: (message: string) => void;
  onStart: () => void;
}) {
  const text = useText(integrationsCatalogue).apiKeys;
  const queryClient = useQueryClient();
  const confirming = useReturningFocus();
  const nameRef = useRef<HTMLHeadingElement>(null);

  return (
    <li className="integrations-item">
      <div className="integrations-item__header">
        <h3 ref={nameRef} className="integrations-item__title" tabIndex={-1}>
          {apiKey.name}
        </h3>
        {apiKey.revokedAt ? (
          <Badge tone="neutral">{text.revoked(formatDateTime(apiKey.revokedAt))}</Badge>
        ) : (
          <Badge tone="success">{text.active}</Badge>
        )}
      </div>
      <dl className="integrations-facts">
        <div>
          <dt>{text.facts.prefix}</dt>
          <dd>
            <code>{text.prefix(apiKey.prefix)}</code>
          </dd>
        </div>
        <div>
          <dt>{text.facts.scopes}</dt>
          <dd>
            <ul className="integrations-tags">
              {apiKey.scopes.map((scope) => (
                <li key={scope}>
                  <code>{scope}</code>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{text.facts.created}</dt>
          <dd>{text.createdBy(formatDateTime(apiKey.createdAt), apiKey.createdBy)}</dd>
        </div>
        <div>
          <dt>{text.facts.lastUsed}</dt>
          <dd>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : text.neverUsed}</dd>
        </div>
      </dl>
      {apiKey.revokedAt ? null : (
        <div className="integrations-item__actions">
          <DialogButton dialog={confirming} subject={apiKey.name} onStart={onStart}>
            {text.revoke}
          </DialogButton>
        </div>
      )}
      {confirming.open ? (
        <ConfirmDialog
          title={text.revokeTitle(apiKey.name)}
          description={text.revokeText}
          act={text.revokeConfirm}
          leave={text.keep}
          onConfirm={() => revokeApiKey(apiKey.id)}
          onDone={() => {
            onChanged(text.revokedOutcome(apiKey.name));
            void refreshApiKeys(queryClient);
            // Its Revoke button goes once the list says revoked: focus stays on the key.
            confirming.setOpen(false, nameRef);
          }}
          onClose={() => confirming.setOpen(false)}
        />
      ) : null}
    </li>
  );
}
