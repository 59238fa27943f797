import { useText } from '../../../lib/i18n/catalogue';
import { registrationCatalogue } from '../registration-text';
import type { DraftState } from './use-registration-draft';

/** Says the draft is kept; only a failure is announced, since saves come with every pause in typing. */
export function DraftStatus({ state }: { state: DraftState }) {
  const text = useText(registrationCatalogue);
  return (
    <p className="registration-form__draft" role="status">
      {state.kind === 'failed' ? text.draft.failed : null}
      {state.kind === 'saved' ? (
        <span aria-hidden="true">{text.draft.savedAt(state.at)}</span>
      ) : null}
    </p>
  );
}
