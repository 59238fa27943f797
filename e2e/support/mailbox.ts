import { type APIRequestContext, expect } from '@playwright/test';
import type { CaughtMail } from './mail-catcher';

/**
 * Waits until the mail catcher (support/mail-catcher.ts) has received a mail
 * to `address` matching `subject` over SMTP, and returns the newest.
 */
export async function waitForMail(
  request: APIRequestContext,
  address: string,
  subject: RegExp,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(
        `${process.env.E2E_MAIL_URL}/?to=${encodeURIComponent(address)}`,
      );
      const mails = (await response.json()) as CaughtMail[];
      found = mails.find((mail) => subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${address} matching ${subject}`);
  return found;
}

export function linkIn(mail: CaughtMail, path: string): string {
  const link = mail.links.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return link;
}

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now()}.${counter}@example.com`;
}
