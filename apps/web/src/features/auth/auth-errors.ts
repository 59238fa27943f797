import { messages } from '@shata/domain';
import { type ApiError, isApiError } from '../../lib/api-client';
import { useAccountMessage } from '../../lib/i18n/messages/account';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { authCatalogue } from './auth-catalogue';
import { authText } from './auth-text';

/**
 * What sign-up and a password reset both say to a refused new password (a
 * common one keeps the server's words) and to a caller told to wait; null
 * for any other answer.
 */
function newPasswordRefusal(error: ApiError): string | null {
  switch (error.code) {
    case 'password_too_short':
      return messages.signup.weakPassword;
    case 'password_too_long':
      return messages.validation.passwordTooLong;
    case 'password_too_common':
      return error.message;
  }
  return error.code === 'rate_limited' ? error.message : null;
}

/** The spec's sign-up messages for better-auth's answers. */
export function signupErrorMessage(error: unknown): string {
  if (!isApiError(error)) return messages.signup.failed;
  if (
    error.code === 'user_already_exists' ||
    error.code === 'user_already_exists_use_another_email'
  ) {
    return messages.signup.emailInUse;
  }
  return newPasswordRefusal(error) ?? messages.signup.failed;
}

/** Any login failure reads the same (spec section 8), except being told to wait. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'rate_limited') return error.message;
  return messages.login.failed;
}

export function isInvalidResetToken(error: unknown): boolean {
  return isApiError(error) && error.code === 'invalid_token';
}

/** A refused new password says why, as sign-up does; anything else gets a generic failure. */
export function resetPasswordErrorMessage(error: unknown): string {
  if (!isApiError(error)) return authText.resetPassword.failed;
  return newPasswordRefusal(error) ?? authText.resetPassword.failed;
}

export function isTooManyRequests(error: unknown): boolean {
  return isApiError(error) && error.code === 'rate_limited';
}

/**
 * Says a message of the auth screens in the screen's language: their own
 * words, the domain's (field errors, the failures above) and the server's.
 */
export function useAuthMessage(): (english: string) => string {
  const sayAuth = useMessageTranslator(authCatalogue);
  const say = useAccountMessage();
  return (english) => say(sayAuth(english));
}
