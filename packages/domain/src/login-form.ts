/**
 * The login form's rules (spec section 5): both fields required, the e-mail
 * trimmed, the password taken as typed. A plain function rather than a zod
 * schema: the login screen, which every returning partner passes through, then
 * loads no schema library before its first paint.
 */
import { messages } from './messages';

export interface LoginFormValues {
  email: string;
  password: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

/** The credentials to send, or each field's message when the form is not ready to be sent. */
export function checkLoginForm(
  values: LoginFormValues,
): { credentials: LoginFormValues } | { errors: LoginFormErrors } {
  const email = values.email.trim();
  const errors: LoginFormErrors = {};
  if (email === '') errors.email = messages.validation.required.email;
  if (values.password === '') errors.password = messages.validation.required.password;
  if (errors.email || errors.password) return { errors };
  return { credentials: { email, password: values.password } };
}
