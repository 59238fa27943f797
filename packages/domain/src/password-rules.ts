import { isAmongMostCommonPasswords } from './common-passwords';
import { messages } from './messages';
import { passwordLength } from './validators';

/** Where a rule stands: met, not met, or (a rule only the server can settle) not known yet. */
export type PasswordRuleState = 'met' | 'unmet' | 'pending';

export interface PasswordRuleStatus {
  rule: 'length' | 'common';
  label: string;
  state: PasswordRuleState;
}

/**
 * A new password's rules as the partner types it (the length of spec section
 * 5, and the server's common-password check), each with where it stands. The
 * browser knows the length and the 1,000 most common passwords; the rest of
 * the common list is the server's, so that rule stays pending until the
 * server has answered for this very password: `serverFoundCommon` is its
 * verdict, or undefined when it has not judged it.
 */
export function newPasswordRules(
  password: string,
  serverFoundCommon?: boolean,
): PasswordRuleStatus[] {
  const r = messages.signup.passwordRules;
  let common: PasswordRuleState = 'pending';
  if (isAmongMostCommonPasswords(password) || serverFoundCommon === true) common = 'unmet';
  else if (serverFoundCommon === false) common = 'met';
  return [
    {
      rule: 'length',
      label: r.length(passwordLength.min),
      state: password.length >= passwordLength.min ? 'met' : 'unmet',
    },
    { rule: 'common', label: r.common, state: common },
  ];
}
