import { messages, newPasswordRules, type PasswordRuleState } from '@shata/domain';

const words = messages.signup.passwordRules;
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
  return (
    <div className="password-rules">
      <p className="password-rules__heading">{words.heading}</p>
      <ul className="password-rules__list" aria-live="polite">
        {newPasswordRules(password, serverFoundCommon).map(({ rule, label, state }) => (
          <li key={rule} className="password-rules__rule" data-state={state}>
            <span className="password-rules__mark" aria-hidden="true">
              {marks[state]}
            </span>
            <span>
              {label}
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
