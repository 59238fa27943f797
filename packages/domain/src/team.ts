/**
 * The operators' team, as admins manage it in the console (issue 30):
 * invited by e-mail with a role, their role changed, disabled and enabled.
 */
import { z } from 'zod';
import { type OperatorRole, operatorRoles } from './roles';
import { email } from './schema-fields';

/** How long an invitation's link to set a password works. */
export const invitationDays = 7;

export const teamMessages = {
  roleUnknown: 'Role must be reviewer, approver or admin',
  operatorNotFound: 'There is no such operator.',
  emailTaken: (address: string) =>
    `${address} already has an account. Operators need an account of their own.`,
  ownAccount:
    'You cannot disable your own account or change your own role: ask another admin, so the team always keeps one.',
  alreadyDisabled: 'This account is already disabled.',
  notDisabled: 'This account is not disabled.',
  noSecondFactor: 'This operator has no second factor to reset.',
  ownSecondFactor:
    'You cannot reset your own second factor: ask another admin, who can check it is you.',
} as const;

const role = z.enum(Object.values(operatorRoles) as [OperatorRole, ...OperatorRole[]], {
  error: teamMessages.roleUnknown,
});

/** POST /api/admin/operators: whom to invite, with which role. */
export const operatorInvitationSchema = z.strictObject({ email, role });

/** PUT /api/admin/operators/:id/role */
export const operatorRoleSchema = z.strictObject({ role });

/**
 * Where an operator's account stands: invited until they set a password from
 * the mailed link, active, or disabled by an admin.
 */
export type TeamMemberStatus = 'invited' | 'active' | 'disabled';

/** One operator, as the Team screen lists them (GET /api/admin/operators). */
export interface TeamMember {
  id: string;
  email: string;
  role: OperatorRole;
  status: TeamMemberStatus;
  /** Whether they have set up their second factor (an admin can reset it). */
  secondFactor: boolean;
}

export interface TeamList {
  operators: TeamMember[];
}
