import {
  invitationDays,
  type OperatorRole,
  type TeamMemberStatus,
  type Translation,
} from '@shata/domain';
import { catalogue } from '../../lib/i18n/catalogue';

/**
 * Words of the console's Team screen (issue 30). What the server also says
 * (a refusal's reason) comes from its answer, from `teamMessages` in @shata/domain.
 */
export const teamText = {
  title: 'Team',
  intro:
    'The operators who review partners. Reviewers decide every stage but the final approval; approvers also give it; admins also manage the team and the integrations.',
  backToQueue: 'Back to the queue',
  adminsOnly: 'Only admins manage the team. Ask an admin to invite a colleague or change a role.',
  roles: {
    reviewer: 'Reviewer',
    approver: 'Approver',
    admin: 'Admin',
  } satisfies Record<OperatorRole, string>,
  statuses: {
    invited: 'Invited',
    active: 'Active',
    disabled: 'Disabled',
  } satisfies Record<TeamMemberStatus, string>,
  invite: {
    form: 'Invite an operator',
    email: 'E-mail address',
    emailHint: `They are mailed a link to choose a password, which works ${invitationDays} days.`,
    role: 'Role',
    send: 'Send invitation',
    sending: 'Sending…',
    sent: (email: string) => `Invitation sent to ${email}.`,
  },
  list: {
    label: 'Operators, by e-mail',
    loading: 'Loading the team…',
    loadError: 'The team could not be loaded.',
    you: '(you)',
    ownAccount: 'Another admin changes your own role or account.',
    role: 'Role',
    changeRole: 'Change role',
    roleChanged: (email: string, role: string) => `${email} is now ${role}.`,
    disable: 'Disable',
    disableTitle: (email: string) => `Disable ${email}?`,
    disableText:
      'They are signed out at once and cannot sign in until an admin enables the account again. They are told by e-mail.',
    disableConfirm: 'Disable account',
    keep: 'Keep it',
    disabled: (email: string) => `${email} is disabled and signed out.`,
    enable: 'Enable',
    enabled: (email: string) => `${email} can sign in again.`,
    resetSecondFactor: 'Reset second factor',
    resetTitle: (email: string) => `Reset the second factor of ${email}?`,
    resetText:
      'For an operator who lost their phone and their backup codes: they are signed out at once and set up a new authenticator app at their next sign-in. They are told by e-mail.',
    resetConfirm: 'Reset second factor',
    reset: (email: string) => `${email} sets up a new second factor at their next sign-in.`,
  },
} as const;

/** English only, as the rest of the console (operators are staff, issue 31). */
export const teamCatalogue = catalogue(teamText);

export type TeamText = Translation<typeof teamText>;
