import { isApiError } from '../../lib/api-client';
import { useText } from '../../lib/i18n/catalogue';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';
import { secondFactorCatalogue } from './second-factor-catalogue';

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
  const text = useText(secondFactorCatalogue);
  return (
    <section className="console-box console-box--tight" aria-label={text.stepUpTitle}>
      <h3 className="console-box__title">{text.stepUpTitle}</h3>
      <p>{text.stepUpIntro}</p>
      <SecondFactorCodeForm onPassed={onPassed} />
    </section>
  );
}
