import type { ContactValues } from '@shata/domain';
import { escapeHtml, type MailContent } from '../mail/templates';

interface ContactMailFields extends ContactValues {
  /** The combined name. */
  name: string;
  /** When it arrived, in India time. */
  indiaTime: string;
}

/**
 * The message as support reads it: the fields the original sent to its mail
 * service (name, first and last name, e-mail, number, message, time).
 */
export function contactMail(contact: ContactMailFields): MailContent {
  const subject = `Contact form: ${contact.name}`;
  const rows: [string, string][] = [
    ['Name', contact.name],
    ['First name', contact.firstName],
    ['Last name', contact.lastName],
    ['Email', contact.email],
    ['Phone', contact.phone],
    ['Time', contact.indiaTime],
  ];
  const text = [
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    contact.message,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
<table>
${rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="white-space:pre-wrap;">${escapeHtml(contact.message)}</p>
</body>
</html>
`;
  return { subject, text, html };
}
