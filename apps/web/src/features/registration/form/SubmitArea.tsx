import { messages } from '@shata/domain';
import { FormMessage } from '../../../components/form/FormMessage';
import { registrationText } from '../registration-text';
import type { useSubmitRegistration } from './use-submit-registration';

const text = registrationText;

interface SubmitAreaProps {
  /** The id of the hint that says why Submit waits. */
  hintId: string;
  outcome: ReturnType<typeof useSubmitRegistration>['outcome'];
  /** Every step of the wizard is done: Submit can be pressed. */
  complete: boolean;
  /** How many documents the wizard asks, for the hint. */
  stepCount: number;
  submitting: boolean;
  waitingForUploads: boolean;
}

/** The foot of the form: why the last Submit failed, why Submit waits, and the button. */
export function SubmitArea({
  hintId,
  outcome,
  complete,
  stepCount,
  submitting,
  waitingForUploads,
}: SubmitAreaProps) {
  return (
    <div className="registration-submit">
      {outcome?.kind === 'partnerNotLoaded' ? (
        <FormMessage tone="error">
          <p>{messages.registration.partnerNotLoaded}</p>
        </FormMessage>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <FormMessage tone="error">
          <p>{messages.registration.submitFailure}</p>
          {outcome.detail ? <p className="registration-submit__detail">{outcome.detail}</p> : null}
        </FormMessage>
      ) : null}
      {complete ? null : (
        <p id={hintId} className="registration-submit__hint">
          {text.submitHint(stepCount)}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary registration-submit__button"
        disabled={!complete || submitting}
        aria-describedby={complete ? undefined : hintId}
      >
        {waitingForUploads
          ? text.documents.waitingForUploads
          : submitting
            ? messages.registration.submitting
            : text.submit}
      </button>
    </div>
  );
}
