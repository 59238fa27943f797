import { newPasswordRules, type PasswordRuleState, passwordLength } from '@shata/domain';
import { useText } from '../../lib/i18n/catalogue';
import { accountMessages } from '../../lib/i18n/messages/account';

/** Each state has a mark of its own shape, so it is never told by colour alone. */
const marks: Record<PasswordRuleState, string> = { met: '✓', unmet: '✗', pending: '…' };

/**
 * A new password's rules under its field, each ticked as the partner types
 * (`newPasswordRules`); the common-password rule waits for the server unless
 * the browser already knows the password. Changes are announced politely.
 */
export function PasswordRules({
  password,
  serverFoundCommon,
}: {
  password: string;
  /** The server's verdict on this very password, once it has judged it. */
  serverFoundCommon?: boolean;
}) {
  const words = useText(accountMessages).signup.passwordRules;
  // Each rule named in the screen's language (the domain's labels are English).
  const labels = { length: words.length(passwordLength.min), common: words.common };
  return (
    <div className="password-rules">
      <p className="password-rules__heading">{words.heading}</p>
      <ul className="password-rules__list" aria-live="polite">
        {newPasswordRules(password, serverFoundCommon).map(({ rule, state }) => (
          <li key={rule} className="password-rules__rule" data-state={state}>
            <span className="password-rules__mark" aria-hidden="true">
              {marks[state]}
            </span>
            <span>
              {labels[rule]}
              {state === 'pending' ? (
                <span className="password-rules__note"> ({words.pending})</span>
              ) : (
                <span className="visually-hidden">: {words[state]}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
