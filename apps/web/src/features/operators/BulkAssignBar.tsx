import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormMessage } from '../../components/form/FormMessage';
import { SelectField } from '../../components/form/SelectField';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { assigneesQueryOptions, bulkAssign, queueQueryKey } from './operator-api';
import { operatorCatalogue } from './operator-text';

/**
 * Assigns the partners ticked in the queue to one colleague, all or none
 * (the server refuses the lot if one is gone). Only ever assigns: the queue
 * has no bulk decision.
 */
export function BulkAssignBar({
  selected,
  onAssigned,
  onClear,
}: {
  selected: readonly string[];
  onAssigned: () => void;
  onClear: () => void;
}) {
  const operatorText = useText(operatorCatalogue);
  const text = operatorText.queue.bulk;
  const say = useMessageTranslator(consoleMessages);
  const headingId = useId();
  const queryClient = useQueryClient();
  const colleagues = useQuery({ ...assigneesQueryOptions, enabled: selected.length > 0 });
  const [chosen, setChosen] = useState('');
  const [chooseError, setChooseError] = useState<string>();
  const assign = useMutation({
    mutationFn: (operatorId: string) => bulkAssign([...selected], operatorId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queueQueryKey });
      onAssigned();
    },
  });
  const [done, setDone] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const colleague = colleagues.data?.find((candidate) => candidate.id === chosen);
    if (!colleague) {
      setChooseError(text.chooseFirst);
      return;
    }
    setChooseError(undefined);
    setDone(undefined);
    assign.mutate(colleague.id, {
      onSuccess: () => setDone(text.done(selected.length, colleague.email)),
    });
  };

  // Nothing ticked and nothing to report: the bar takes no room.
  if (selected.length === 0 && !done && !assign.error) return null;
  return (
    <section className="console-box operator-bulk" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-box__title">
        {text.label}
      </h2>
      {selected.length > 0 ? (
        <form className="form operator-bulk__form" noValidate onSubmit={submit}>
          <p className="operator-bulk__count">{text.selected(selected.length)}</p>
          <SelectField
            label={text.colleague}
            options={[
              { value: '', label: text.choose },
              ...(colleagues.data ?? []).map((colleague) => ({
                value: colleague.id,
                label: colleague.email,
              })),
            ]}
            value={chosen}
            error={chooseError ?? (colleagues.isError ? operatorText.cases.loadError : undefined)}
            onChange={(event) => setChosen(event.target.value)}
          />
          <button
            type="submit"
            className="button button--primary operator-button"
            disabled={assign.isPending}
          >
            {text.assign}
          </button>
          <button
            type="button"
            className="button button--secondary operator-button"
            onClick={onClear}
          >
            {text.clear}
          </button>
        </form>
      ) : null}
      {assign.error ? <FormMessage tone="error">{say(assign.error.message)}</FormMessage> : null}
      {done ? <FormMessage tone="success">{done}</FormMessage> : null}
    </section>
  );
}
