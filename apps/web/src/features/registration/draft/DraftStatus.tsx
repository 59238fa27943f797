import { registrationText } from '../registration-text';
import type { DraftState } from './use-registration-draft';

const text = registrationText;

/** Says the draft is kept; only a failure is announced, since saves come with every pause in typing. */
export function DraftStatus({ state }: { state: DraftState }) {
  return (
    <p className="registration-form__draft" role="status">
      {state.kind === 'failed' ? text.draft.failed : null}
      {state.kind === 'saved' ? (
        <span aria-hidden="true">{text.draft.savedAt(state.at)}</span>
      ) : null}
    </p>
  );
}
