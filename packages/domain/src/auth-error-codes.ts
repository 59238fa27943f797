/** better-auth's error codes the screens tell apart; the server raises the password ones itself. */
export const authErrorCodes = {
  userAlreadyExists: 'USER_ALREADY_EXISTS',
  userAlreadyExistsUseAnotherEmail: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  invalidToken: 'INVALID_TOKEN',
  /** Ours: a callbackURL or redirectTo that leads off the portal (403). */
  foreignRedirect: 'FOREIGN_REDIRECT',
} as const;
