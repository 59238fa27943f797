import { FormMessage } from '../../../components/form/FormMessage';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationMessages } from '../../../lib/i18n/messages/registration';
import { registrationCatalogue } from '../registration-text';
import { useRegistrationTranslator } from '../use-registration-translator';
import type { useSubmitRegistration } from './use-submit-registration';

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
  const text = useText(registrationCatalogue);
  const { registration, documents } = useText(registrationMessages);
  const say = useRegistrationTranslator();
  // Each refused document by its name, then why: 'Aadhaar: The file is empty. …'
  const detail =
    outcome?.kind === 'failed'
      ? outcome.refused
        ? outcome.refused
            .map(({ type, message }) => `${documents.labels[type]}: ${say(message)}`)
            .join(' ')
        : say(outcome.detail ?? undefined)
      : undefined;
  return (
    <div className="registration-submit">
      {outcome?.kind === 'partnerNotLoaded' ? (
        <FormMessage tone="error">
          <p>{registration.partnerNotLoaded}</p>
        </FormMessage>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <FormMessage tone="error">
          <p>{registration.submitFailure}</p>
          {detail ? <p className="registration-submit__detail">{detail}</p> : null}
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
            ? registration.submitting
            : text.submit}
      </button>
    </div>
  );
}
