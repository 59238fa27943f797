import { describe, expect, it } from 'vitest';
import { errorCodeOfAuth, errorCodes, isErrorCode } from './error-codes';

describe('errorCodes', () => {
  it('are unique snake_case words', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    for (const code of errorCodes) expect(code).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
  });

  it('tell a listed code from any other string', () => {
    expect(isErrorCode('partner_not_found')).toBe(true);
    expect(isErrorCode('PARTNER_NOT_FOUND')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe('errorCodeOfAuth', () => {
  it("names better-auth's codes the screens tell apart, and ours for a common password", () => {
    expect(errorCodeOfAuth('USER_ALREADY_EXISTS')).toBe('user_already_exists');
    expect(errorCodeOfAuth('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')).toBe(
      'user_already_exists_use_another_email',
    );
    expect(errorCodeOfAuth('PASSWORD_TOO_SHORT')).toBe('password_too_short');
    expect(errorCodeOfAuth('PASSWORD_TOO_LONG')).toBe('password_too_long');
    expect(errorCodeOfAuth('password_too_common')).toBe('password_too_common');
    expect(errorCodeOfAuth('INVALID_TOKEN')).toBe('invalid_token');
    expect(errorCodeOfAuth('INVALID_EMAIL_OR_PASSWORD')).toBe('invalid_email_or_password');
    expect(errorCodeOfAuth('EMAIL_NOT_VERIFIED')).toBe('email_not_verified');
  });

  it('answers auth_refused for a code not on the list, or none', () => {
    expect(errorCodeOfAuth('FAILED_TO_CREATE_SESSION')).toBe('auth_refused');
    expect(errorCodeOfAuth(undefined)).toBe('auth_refused');
  });
});
