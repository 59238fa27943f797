import { invitationDays, type OperatorRole, operatorPaths } from '@shata/domain';
import { linkMail, type MailContent } from '../mail/templates';

/** What each role lets an operator do, as the team's mails say it. */
const roleWords: Record<OperatorRole, string> = {
  reviewer: 'a reviewer: you review partners and decide every stage but the final approval',
  approver: 'an approver: you review partners and may give the final approval',
  admin: 'an admin: you also manage the team, API keys and webhook endpoints',
};

/** The invitation: a link to set a password, which works for `invitationDays`. */
export function invitationMail({
  url,
  role,
  invitedBy,
}: {
  url: string;
  role: OperatorRole;
  invitedBy: string;
}): MailContent {
  return linkMail({
    subject: 'You are invited to the Shata Partner Portal console',
    before: [
      `${invitedBy} invited you to review partners in the Shata Partner Portal console, as ${roleWords[role]}.`,
      'Choose your password by opening this link, then sign in with your e-mail address:',
    ],
    buttonLabel: 'Choose a password',
    url,
    after: [
      `The link works once and expires in ${invitationDays} days. Once it has, use "Forgot password?" on the login page for a new one.`,
      'If you did not expect this invitation, you can ignore this email.',
    ],
  });
}

/** Tells an operator their role changed, or their account was disabled or enabled again. */
export function accountChangeMail({
  publicUrl,
  change,
  by,
}: {
  publicUrl: string;
  change: { role: OperatorRole } | { disabled: boolean };
  by: string;
}): MailContent {
  const news =
    'role' in change
      ? `${by} changed your role in the Shata Partner Portal console: you are now ${roleWords[change.role]}.`
      : change.disabled
        ? `${by} disabled your account in the Shata Partner Portal console: you were signed out and cannot sign in.`
        : `${by} enabled your account in the Shata Partner Portal console again: you can sign in.`;
  return linkMail({
    subject: 'Your Shata Partner Portal console account changed',
    before: [news],
    buttonLabel: 'Open the console',
    url: `${publicUrl}${operatorPaths.queue}`,
    after: ['If you did not expect this, tell an admin of your team.'],
  });
}
