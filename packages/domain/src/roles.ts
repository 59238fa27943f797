/** Who a user is to the portal, and what each of Shata's operators may do. */

/**
 * The roles of Shata's operators, who review partners in the console
 * (issue 30): a reviewer decides every stage but the last; an approver also
 * gives the final approval; an admin also runs the team and the integrations.
 */
export const operatorRoles = {
  reviewer: 'reviewer',
  approver: 'approver',
  admin: 'admin',
} as const;

/** A service partner, or one of the operator roles. */
export const roles = { partner: 'partner', ...operatorRoles } as const;

export type UserRole = (typeof roles)[keyof typeof roles];
export type OperatorRole = (typeof operatorRoles)[keyof typeof operatorRoles];

const operatorRoleList: readonly string[] = Object.values(operatorRoles);

/** Whether a role is an operator's: one who works in the console and has no partner record. */
export function isOperatorRole(role: unknown): role is OperatorRole {
  return typeof role === 'string' && operatorRoleList.includes(role);
}

/** Whether a user is an operator, who works in the console and has no partner record. */
export function isOperator(user: { role?: unknown } | null | undefined): boolean {
  return isOperatorRole(user?.role);
}

/**
 * The role a stored or answered value stands for. One the portal does not
 * know, or none, counts as a partner's: the role that may do the least.
 */
export function userRole(role: unknown): UserRole {
  return isOperatorRole(role) ? role : roles.partner;
}

/** The operator roles allowed each kind of work in the console. */
export const operatorPermissions = {
  /** The queue, partner pages, documents, notes; every decision but the final approval. */
  review: [operatorRoles.reviewer, operatorRoles.approver, operatorRoles.admin],
  finalApproval: [operatorRoles.approver, operatorRoles.admin],
  /** Inviting operators, changing their roles, disabling them. */
  manageOperators: [operatorRoles.admin],
  /** API keys and webhook endpoints. */
  manageIntegrations: [operatorRoles.admin],
  /** Who opened which partner's documents. */
  readAccessLog: [operatorRoles.admin],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type OperatorPermission = keyof typeof operatorPermissions;

/** Whether a user's role allows `permission`; never for a partner. */
export function mayDo(
  user: { role?: unknown } | null | undefined,
  permission: OperatorPermission,
): boolean {
  const allowed: readonly string[] = operatorPermissions[permission];
  return isOperatorRole(user?.role) && allowed.includes(user.role);
}

/**
 * Who an audit line says made a change: a user of any role, or a machine
 * client's API key. `operator` is the one role of the lines written before
 * operators had roles.
 */
export type AuditActorRole = UserRole | 'operator' | 'apiKey';
