import type { CaseAssignee, PartnerReview } from '@shata/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { FormMessage } from '../../components/form/FormMessage';
import { SelectField } from '../../components/form/SelectField';
import { isApiError } from '../../lib/api-client';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import {
  assignCase,
  assigneesQueryOptions,
  claimCase,
  partnerReviewQueryKey,
  releaseCase,
  storeReview,
} from './operator-api';
import { type OperatorText, operatorCatalogue } from './operator-text';

/** Who a case is assigned to, in words: nobody, the signed-in operator, or a colleague. */
export function assigneeText(
  assignee: CaseAssignee | null,
  me: string | undefined,
  text: OperatorText['cases'],
): string {
  if (!assignee) return text.nobody;
  return assignee.id === me ? text.you(assignee.email) : assignee.email;
}

type CaseChange =
  | { kind: 'claim' }
  | { kind: 'release' }
  | { kind: 'assign'; colleague: CaseAssignee };

const outcomeText = (change: CaseChange, text: OperatorText['cases']) =>
  change.kind === 'claim'
    ? text.claimed
    : change.kind === 'release'
      ? text.released
      : text.assigned(change.colleague.email);

/**
 * The partner's case: who has it, and claiming it, releasing it or
 * assigning it to a colleague. A claim a colleague beat us to is refused by
 * the server, naming them; the page is then asked again, so it shows them.
 */
export function CasePanel({
  partnerId,
  assignee,
  me,
}: {
  partnerId: string;
  assignee: CaseAssignee | null;
  me: string | undefined;
}) {
  const operatorText = useText(operatorCatalogue);
  const text = operatorText.cases;
  const say = useMessageTranslator(consoleMessages);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState('');
  const [chooseError, setChooseError] = useState<string>();
  const change = useMutation({
    mutationFn: (asked: CaseChange): Promise<PartnerReview> =>
      asked.kind === 'claim'
        ? claimCase(partnerId)
        : asked.kind === 'release'
          ? releaseCase(partnerId)
          : assignCase(partnerId, asked.colleague.id),
    onSuccess: (detail) => storeReview(queryClient, partnerId, detail),
    onError: (error) => {
      if (isApiError(error) && error.code === 'partner_already_assigned') {
        void queryClient.invalidateQueries({ queryKey: partnerReviewQueryKey(partnerId) });
      }
    },
  });
  const colleagues = useQuery(assigneesQueryOptions);
  const options = [
    { value: '', label: text.choose },
    ...(colleagues.data ?? [])
      .filter((colleague) => colleague.id !== assignee?.id)
      .map((colleague) => ({ value: colleague.id, label: colleague.email })),
  ];

  const assign = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const colleague = colleagues.data?.find((candidate) => candidate.id === chosen);
    if (!colleague) {
      setChooseError(text.chooseFirst);
      return;
    }
    setChooseError(undefined);
    change.mutate({ kind: 'assign', colleague });
  };

  return (
    <OperatorPanel title={text.title} className="operator-case">
      <p className="operator-case__assignee">
        {operatorText.queue.columns.assignee}: <strong>{assigneeText(assignee, me, text)}</strong>
      </p>
      <div className="operator-case__actions">
        {assignee === null ? (
          <button
            type="button"
            className="button button--primary operator-button"
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'claim' })}
          >
            {text.claim}
          </button>
        ) : null}
        {assignee ? (
          <button
            type="button"
            className="button button--secondary operator-button"
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'release' })}
          >
            {text.release}
          </button>
        ) : null}
      </div>
      <form className="form operator-case__assign" noValidate onSubmit={assign}>
        <SelectField
          label={text.assignTo}
          options={options}
          value={chosen}
          error={chooseError ?? (colleagues.isError ? text.loadError : undefined)}
          onChange={(event) => setChosen(event.target.value)}
        />
        <button
          type="submit"
          className="button button--secondary operator-button"
          disabled={change.isPending}
        >
          {text.assign}
        </button>
      </form>
      {change.error ? (
        <FormMessage tone="error">{say(change.error.message)}</FormMessage>
      ) : change.isSuccess ? (
        <FormMessage tone="success">{outcomeText(change.variables, text)}</FormMessage>
      ) : null}
    </OperatorPanel>
  );
}
