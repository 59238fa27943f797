import { isApiError } from '../../lib/api-client';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';
import { secondFactorText as text } from './second-factor-text';

/** Whether the server refused an action until the operator enters a fresh code. */
export function needsFreshCode(error: unknown): boolean {
  return isApiError(error) && error.code === 'two_factor_step_up_required';
}

/**
 * Where a sensitive action (a new API key, a webhook endpoint) was refused
 * for want of a fresh code: the code, then the action again. Outside the
 * action's own form, as forms do not nest.
 */
export function FreshCodePrompt({ onPassed }: { onPassed: () => void }) {
  return (
    <section className="console-box console-box--tight" aria-label={text.stepUpTitle}>
      <h3 className="console-box__title">{text.stepUpTitle}</h3>
      <p>{text.stepUpIntro}</p>
      <SecondFactorCodeForm onPassed={onPassed} />
    </section>
  );
}
