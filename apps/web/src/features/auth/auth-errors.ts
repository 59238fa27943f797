import { authErrorCodes, messages } from '@shata/domain';
import { type ApiError, isApiError } from '../../lib/api-client';
import { authText } from './auth-text';

const tooManyRequests = 429;

/**
 * What sign-up and a password reset both say to a refused new password (a
 * common one keeps the server's words) and to a caller told to wait; null
 * for any other answer.
 */
function newPasswordRefusal(error: ApiError): string | null {
  switch (error.code) {
    case authErrorCodes.passwordTooShort:
      return messages.signup.weakPassword;
    case authErrorCodes.passwordTooLong:
      return messages.validation.passwordTooLong;
    case authErrorCodes.passwordTooCommon:
      return error.message;
  }
  return error.status === tooManyRequests ? error.message : null;
}

/** The spec's sign-up messages for better-auth's answers. */
export function signupErrorMessage(error: unknown): string {
  if (!isApiError(error)) return messages.signup.failed;
  if (
    error.code === authErrorCodes.userAlreadyExists ||
    error.code === authErrorCodes.userAlreadyExistsUseAnotherEmail
  ) {
    return messages.signup.emailInUse;
  }
  return newPasswordRefusal(error) ?? messages.signup.failed;
}

/** Any login failure reads the same (spec section 8), except being told to wait. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === tooManyRequests) return error.message;
  return messages.login.failed;
}

export function isInvalidResetToken(error: unknown): boolean {
  return isApiError(error) && error.code === authErrorCodes.invalidToken;
}

/** A refused new password says why, as sign-up does; anything else gets a generic failure. */
export function resetPasswordErrorMessage(error: unknown): string {
  if (!isApiError(error)) return authText.resetPassword.failed;
  return newPasswordRefusal(error) ?? authText.resetPassword.failed;
}

export function isTooManyRequests(error: unknown): boolean {
  return isApiError(error) && error.status === tooManyRequests;
}
