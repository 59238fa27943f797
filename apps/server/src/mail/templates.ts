import { defaultLocale, type Locale, type Translation } from '@shata/domain';
import { mailText } from './mail-text';
import { mailTextHi } from './mail-text-hi';

/** The words of the partner's mails, as each language has them. */
export type MailText = Translation<typeof mailText>;

/** The words of a partner's mail, in their language. */
export const mailTexts: Record<Locale, MailText> = { en: mailText, hi: mailTextHi };

/** A rendered mail, ready for `Mailer.send` once a recipient is added. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const productName = 'Shata Partner Portal';

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe inside element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
}

/**
 * The one layout every link mail shares, in `locale` (English unless told).
 * Mail clients drop <style> blocks and ignore classes, hence the inline styles.
 */
export function linkMail(parts: {
  subject: string;
  before: string[];
  buttonLabel: string;
  url: string;
  after: string[];
  locale?: Locale;
}): MailContent {
  const { subject, before, buttonLabel, url, after, locale = defaultLocale } = parts;
  const layout = mailTexts[locale].layout;
  const text = [...before, url, ...after, layout.productName].join('\n\n');

  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;line-height:1.5;">${escapeHtml(content)}</p>`;
  const href = escapeHtml(url);
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f4f5;color:#1f2328;font-family:Arial,Helvetica,sans-serif;font-size:16px;">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px;">
<h1 style="margin:0 0 24px;font-size:20px;color:#a3411b;">${escapeHtml(layout.productName)}</h1>
${before.map(paragraph).join('\n')}
<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 24px;background:#a3411b;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:6px;">${escapeHtml(buttonLabel)}</a></p>
${paragraph(layout.buttonFallback)}
<p style="margin:0 0 24px;line-height:1.5;word-break:break-all;"><a href="${href}" style="color:#a3411b;">${href}</a></p>
${after.map(paragraph).join('\n')}
</div>
</body>
</html>
`;
  return { subject, text, html };
}

export function verificationMail({
  url,
  locale = defaultLocale,
}: {
  url: string;
  locale?: Locale;
}): MailContent {
  const words = mailTexts[locale].verification;
  return linkMail({
    subject: words.subject,
    before: [words.thanks, words.confirm],
    buttonLabel: words.button,
    url,
    after: [words.ignore],
    locale,
  });
}

export function passwordResetMail({
  url,
  locale = defaultLocale,
}: {
  url: string;
  locale?: Locale;
}): MailContent {
  const words = mailTexts[locale].passwordReset;
  return linkMail({
    subject: words.subject,
    before: [words.received, words.choose],
    buttonLabel: words.button,
    url,
    after: [words.expires, words.ignore],
    locale,
  });
}

/** What happened to an account's second factor, as its security notice tells it. */
export type SecondFactorEvent = 'enrolled' | 'backupCodeUsed' | 'reset';

const secondFactorNotices: Record<SecondFactorEvent, { subject: string; text: string }> = {
  enrolled: {
    subject: 'A second factor was set up',
    text: 'An authenticator app was set up as the second factor of your account. From now on, signing in asks for its code.',
  },
  backupCodeUsed: {
    subject: 'A backup code was used',
    text: 'One of your backup codes was used to sign in or confirm an action. It cannot be used again.',
  },
  reset: {
    subject: 'Your second factor was reset',
    text: 'An admin reset the second factor of your account and signed you out everywhere. Sign in to set up an authenticator app again.',
  },
};

/**
 * Tells the owner of an account of a change to its second factor, so one
 * they did not make is noticed (issue 30).
 */
export function secondFactorMail({
  url,
  event,
  at,
  by,
}: {
  url: string;
  event: SecondFactorEvent;
  at: Date;
  /** Who or where it came from: the client's address, or the admin. */
  by: string;
}): MailContent {
  const notice = secondFactorNotices[event];
  return linkMail({
    subject: `${productName}: ${notice.subject}`,
    before: [notice.text, `When: ${at.toISOString()}. ${by}.`],
    buttonLabel: 'Open the portal',
    url,
    after: ['If this was not you, tell an admin of the portal at once and change your password.'],
  });
}

/**
 * Tells a partner, in their language, that their verification moved on: what
 * changed, the operator's reason (as written) when something was turned
 * down, and the way back to the portal.
 */
export function verificationUpdateMail({
  url,
  headline,
  reason,
  nextStep,
  locale,
}: VerificationUpdate & { url: string; locale: Locale }): MailContent {
  const words = mailTexts[locale].update;
  return linkMail({
    subject: words.subject(headline),
    before: [headline, ...(reason ? [words.reason(reason)] : []), nextStep],
    buttonLabel: words.openPortal,
    url,
    after: [words.why],
    locale,
  });
}

/** One change a verification mail tells of, in the partner's language. */
export interface VerificationUpdate {
  headline: string;
  reason: string | null;
  nextStep: string;
}

/**
 * Several verification changes made close together, in one mail: each in
 * order with its reason, then what comes next after the latest. One change
 * is `verificationUpdateMail` of it.
 */
export function verificationUpdatesMail({
  url,
  updates,
  locale,
}: {
  url: string;
  updates: readonly VerificationUpdate[];
  locale: Locale;
}): MailContent {
  const latest = updates.at(-1);
  if (!latest) throw new Error('a verification mail needs an update to tell');
  if (updates.length === 1) return verificationUpdateMail({ url, locale, ...latest });
  const words = mailTexts[locale].update;
  return linkMail({
    subject: words.subjectOfMany(latest.headline, updates.length),
    before: [
      words.many(updates.length),
      ...updates.map(({ headline, reason }) =>
        reason ? words.withReason(headline, reason) : headline,
      ),
      latest.nextStep,
    ],
    buttonLabel: words.openPortal,
    url,
    after: [words.why],
    locale,
  });
}
