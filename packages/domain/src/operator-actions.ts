/**
 * The console's own trail: what operators change in how the portal talks to
 * other systems, the team, and the exports of the records (issue 30).
 */

export const operatorActionTypes = [
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.secret_rotated',
  'webhook.deleted',
  'webhook.delivery_retried',
  // An operator's own second factor: the subject is the operator.
  'two_factor.enrolled',
  'two_factor.backup_code_used',
  /** An admin removed an operator's second factor: they set one up again at their next sign-in. */
  'two_factor.reset',
  // The team (issue 30): the subject is the operator, named by e-mail and role.
  'operator.invited',
  'operator.role_changed',
  'operator.disabled',
  'operator.enabled',
  /** An admin downloaded the audit trail, or the access log, of a range of days. */
  'export.audit',
  'export.access_log',
] as const;

export type OperatorActionType = (typeof operatorActionTypes)[number];

/** A line of the trail (`GET /api/admin/operator-actions`): who did what, to which key or endpoint, when. */
export interface OperatorAction {
  id: string;
  actorEmail: string;
  action: OperatorActionType;
  subjectId: string;
  /** The key's or endpoint's name when it was changed, so the line reads after it is gone. */
  subjectName: string;
  createdAt: string;
}
