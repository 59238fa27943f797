/** Who a user is to the portal, and the identity errors the screens tell apart. */

/** A service partner, or one of Shata's operators who review partners. */
export const roles = { partner: 'partner', operator: 'operator' } as const;

export type UserRole = (typeof roles)[keyof typeof roles];

/** Whether a user is an operator, who works in the console and has no partner record. */
export function isOperator(user: { role?: unknown } | null | undefined): boolean {
  return user?.role === roles.operator;
}

/**
 * The role a stored or answered value stands for. One the portal does not
 * know, or none, counts as a partner's: the role that may do the least.
 */
export function userRole(role: unknown): UserRole {
  return role === roles.operator ? roles.operator : roles.partner;
}

/** better-auth's error codes the screens tell apart; the server raises the password ones itself. */
export const authErrorCodes = {
  userAlreadyExists: 'USER_ALREADY_EXISTS',
  userAlreadyExistsUseAnotherEmail: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  invalidToken: 'INVALID_TOKEN',
} as const;
