import { FormMessage } from '../../../components/form/FormMessage';
import { useText } from '../../../lib/i18n/catalogue';
import { DraftStatus } from '../draft/DraftStatus';
import type { DraftState } from '../draft/use-registration-draft';
import { registrationCatalogue } from '../registration-text';
import type { useLinkedField } from './use-linked-field';

interface FormHeaderProps {
  headingId: string;
  /** The partner's record is in. */
  loaded: boolean;
  draft: DraftState;
  /** The profile field the page was opened at, and why. */
  linked: ReturnType<typeof useLinkedField>;
}

/** The form's heading, that the record is loading, the draft's state and the field to fix. */
export function FormHeader({ headingId, loaded, draft, linked }: FormHeaderProps) {
  const text = useText(registrationCatalogue);
  return (
    <div className="registration-form__header">
      <h2 id={headingId} className="registration-form__title">
        {text.formHeading}
      </h2>
      <p className="registration-form__note">{text.requiredNote}</p>
      {loaded ? null : (
        <p className="registration-form__loading" role="status">
          {text.loadingPartner}
        </p>
      )}
      <DraftStatus state={draft} />
      {linked ? (
        <FormMessage tone="error">
          <p>{text.fieldToFix(text.profileFieldLabels[linked.field])}</p>
          {linked.action.reason ? (
            <p>
              {text.review.reasonLabel}: {linked.action.reason}
            </p>
          ) : null}
        </FormMessage>
      ) : null}
    </div>
  );
}
