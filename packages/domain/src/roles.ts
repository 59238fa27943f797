/** Who a user is to the portal. */

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

/** Who an audit line says made a change: a user of either role, or a machine client's API key. */
export type AuditActorRole = UserRole | 'apiKey';
