import { type APIRequestContext, expect } from '@playwright/test';

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/**
 * Waits until the dev mailbox holds a mail to `address` matching `subject`,
 * and returns the newest; the portal stores mail before it answers, but
 * waiting on the condition keeps the test honest if that ever changes.
 */
export async function waitForMail(
  request: APIRequestContext,
  address: string,
  subject: RegExp,
): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(address)}`);
      const mails = (await response.json()) as DevMail[];
      found = mails.find((mail) => subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${address} matching ${subject}`);
  return found;
}

export function linkIn(mail: DevMail, path: string): string {
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
