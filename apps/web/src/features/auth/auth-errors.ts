import { authErrorCodes, messages } from '@shata/domain';
import { isApiError } from '../../lib/api-client';
import { authText } from './auth-text';

const tooManyRequests = 429;

/** The spec's sign-up messages for better-auth's answers; a common password keeps the server's words. */
export function signupErrorMessage(error: unknown): string {
  if (!isApiError(error)) return messages.signup.failed;
  switch (error.code) {
    case authErrorCodes.userAlreadyExists:
    case authErrorCodes.userAlreadyExistsUseAnotherEmail:
      return messages.signup.emailInUse;
    case authErrorCodes.passwordTooShort:
      return messages.signup.weakPassword;
    case authErrorCodes.passwordTooLong:
      return messages.validation.passwordTooLong;
    case authErrorCodes.passwordTooCommon:
      return error.message;
  }
  if (error.status === tooManyRequests) return error.message;
  return messages.signup.failed;
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
  switch (error.code) {
    case authErrorCodes.passwordTooShort:
      return messages.signup.weakPassword;
    case authErrorCodes.passwordTooLong:
      return messages.validation.passwordTooLong;
    case authErrorCodes.passwordTooCommon:
      return error.message;
  }
  if (error.status === tooManyRequests) return error.message;
  return authText.resetPassword.failed;
}

export function isTooManyRequests(error: unknown): boolean {
  return isApiError(error) && error.status === tooManyRequests;
}
