import { describe, expect, it } from 'vitest';
import { escapeHtml, passwordResetMail, verificationMail } from './templates';

const url = "https://portal.example/reset-password/tok\"en<1>?callbackURL=/login&x='y'";
const escapedUrl =
  'https://portal.example/reset-password/tok&quot;en&lt;1&gt;?callbackURL=/login&amp;x=&#39;y&#39;';

describe('mail templates', () => {
  it('escapeHtml makes markup characters literal', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });

  it.each([
    ['verification', verificationMail, 'Verify your email for Shata Partner Portal'],
    ['password reset', passwordResetMail, 'Reset your Shata Partner Portal password'],
  ])('the %s mail carries the link in both parts, escaped in HTML', (_, template, subject) => {
    const mail = template({ url });

    expect(mail.subject).toBe(subject);
    expect(mail.text.split('\n')).toContain(url);
    expect(mail.text).toContain('Shata Partner Portal');
    expect(mail.html).toContain(`<a href="${escapedUrl}"`);
    // Once as the button, once printed in full for copying.
    expect(mail.html.split(`href="${escapedUrl}"`)).toHaveLength(3);
    expect(mail.html).toContain(`>${escapedUrl}</a>`);
    expect(mail.html).not.toContain(url);
    expect(mail.html).not.toContain('<table');
  });

  it('the reset mail says the link works once, expires in an hour, and may be ignored', () => {
    const { text, html } = passwordResetMail({ url });
    for (const part of [text, html]) {
      expect(part).toContain('The link works once and expires in one hour.');
      expect(part).toContain(
        'If you did not ask to reset your password, you can ignore this email',
      );
    }
  });
});
