import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { DevMail } from './dev-mailbox';
import { createMailer, type Mailer } from './mailer';
import { passwordResetMail, verificationMail } from './templates';

describe('dev mailbox', () => {
  let server: TestApp | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** The app (outside production it serves the dev mailbox), and a mailer without SMTP on its database. */
  async function start(): Promise<{ url: string; mailer: Mailer }> {
    const database = await createTestDatabase();
    server = await startTestApp({ database });
    const mailer = createMailer({
      db: database.db,
      from: 'no-reply@shata.test',
      log: pino({ level: 'silent' }),
    });
    return { url: server.url, mailer };
  }

  it('lists held mail for a recipient, any letter case, newest first, with its links', async () => {
    const { url, mailer } = await start();
    const verifyLink = 'http://127.0.0.1:3000/api/auth/verify-email?token=first';
    const resetLink = 'http://127.0.0.1:3000/reset-password/second?callbackURL=%2Flogin';
    await mailer.send({ to: 'Asha@Example.com', ...verificationMail({ url: verifyLink }) });
    await mailer.send({ to: 'ravi@example.com', ...verificationMail({ url: verifyLink }) });
    await mailer.send({ to: 'asha@example.com', ...passwordResetMail({ url: resetLink }) });

    const response = await fetch(`${url}/api/dev/mail?to=ASHA%40example.COM`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mails = (await response.json()) as DevMail[];
    expect(mails).toMatchObject([
      {
        to: 'asha@example.com',
        subject: 'Reset your Shata Partner Portal password',
        links: [resetLink],
      },
      {
        to: 'Asha@Example.com',
        subject: 'Verify your email for Shata Partner Portal',
        links: [verifyLink],
      },
    ]);
    const [newest, older] = mails;
    expect(newest?.text).toContain(resetLink);
    expect(newest?.html).toContain('<a href=');
    expect(Date.parse(newest?.time ?? '')).toBeGreaterThanOrEqual(Date.parse(older?.time ?? ''));
  });

  it('lists everyone’s mail without a recipient, and nothing for an unknown one', async () => {
    const { url, mailer } = await start();
    await mailer.send({ to: 'asha@example.com', subject: 'One', text: 'one', html: '<p>one</p>' });
    await mailer.send({ to: 'ravi@example.com', subject: 'Two', text: 'two', html: '<p>two</p>' });

    const all = (await (await fetch(`${url}/api/dev/mail`)).json()) as DevMail[];
    const none = await (await fetch(`${url}/api/dev/mail?to=nobody%40example.com`)).json();

    expect(all.map((mail) => mail.subject)).toEqual(['Two', 'One']);
    expect(none).toEqual([]);
  });

  it('/dev/mail shows the mail as a page, content escaped, under the CSP', async () => {
    const { url, mailer } = await start();
    await mailer.send({
      to: 'asha@example.com',
      subject: '<script>alert(1)</script> Welcome',
      text: 'Open https://portal.example/verify?token=a&b=c now',
      html: '<p>ignored here</p>',
    });

    const response = await fetch(`${url}/dev/mail?to=asha%40example.com`);
    const page = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page).toContain('<title>Dev mailbox — Shata Partner Portal</title>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Welcome');
    expect(page).not.toContain('<script');
    expect(page).not.toMatch(/<style|style=/);
    expect(page).toContain('<pre>Open https://portal.example/verify?token=a&amp;b=c now</pre>');
    expect(page).toContain('<a href="https://portal.example/verify?token=a&amp;b=c">');
    expect(page).toContain('value="asha@example.com"');
  });
});
