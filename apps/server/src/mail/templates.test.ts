import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  passwordResetMail,
  secondFactorMail,
  verificationMail,
  verificationUpdatesMail,
} from './templates';

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

describe('a partner’s mails in Hindi (issue 31)', () => {
  it('writes several updates in one Hindi mail, the operator’s reason as written', () => {
    const mail = verificationUpdatesMail({
      url: 'https://portal.example/status/1',
      locale: 'hi',
      updates: [
        { headline: 'आपकी KYC जाँच स्वीकृत हो गई है', reason: null, nextStep: 'x' },
        { headline: 'कंपनी सत्यापन: स्वीकृति नहीं मिली।', reason: 'GST mismatch', nextStep: 'y' },
      ],
    });
    expect(mail.subject).toBe(
      'Shata पार्टनर पोर्टल पर आपका सत्यापन — कंपनी सत्यापन: स्वीकृति नहीं मिली। (2 अपडेट)',
    );
    expect(mail.text.split('\n\n').slice(0, 4)).toEqual([
      'आपके सत्यापन पर 2 अपडेट:',
      'आपकी KYC जाँच स्वीकृत हो गई है',
      'कंपनी सत्यापन: स्वीकृति नहीं मिली। कारण: GST mismatch',
      'y',
    ]);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('अगर बटन काम न करे');
  });

  it('keeps the team’s mails, and a mail given no language, in English', () => {
    expect(verificationMail({ url }).html).toContain('<html lang="en">');
    const notice = secondFactorMail({ url, event: 'reset', at: new Date(0), by: 'An admin' });
    expect(notice.subject).toBe('Shata Partner Portal: Your second factor was reset');
    expect(notice.html).toContain('<html lang="en">');
  });
});
