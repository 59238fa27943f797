import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { type DevMail, startupNotice } from './dev-mailbox';
import { createMailer, type Mailer } from './mailer';
import { mailOutbox } from './schema';
import { passwordResetMail, verificationMail } from './templates';

describe('dev mailbox', () => {
  // One database for every app here (each test starts its own, configured as it needs):
  // what they look at is the outbox, emptied before each test.
  let database: Database;
  let server: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** The app as started with `env`, its start-up log, and its dev mailbox key (if it printed one). */
  async function startApp(env: Record<string, string> = {}) {
    const lines: string[] = [];
    server = await startTestApp({
      database: { ...database, close: async () => {} },
      env: { LOG_LEVEL: 'info', ...env },
      logStream: { write: (line: string) => lines.push(line) },
    });
    const mailLines = lines
      .map((line) => JSON.parse(line).msg as string)
      .filter((message) => /^mail /.test(message));
    const key = /\/dev\/mail\?key=([\w-]+)/.exec(mailLines.join('\n'))?.[1];
    return { app: server.app, url: server.url, database, mailLines, key };
  }

  /** The app (outside production it serves the dev mailbox), and a mailer without SMTP on its database. */
  async function start(): Promise<{ url: string; mailer: Mailer; key: string }> {
    const { url, key } = await startApp();
    const mailer = createMailer({
      db: database.db,
      from: 'no-reply@shata.test',
      log: pino({ level: 'silent' }),
    });
    return { url, mailer, key: key ?? '' };
  }

  it('lists held mail for a recipient, any letter case, newest first, with its links', async () => {
    const { url, mailer, key } = await start();
    const verifyLink = 'http://127.0.0.1:3000/api/auth/verify-email?token=first';
    const resetLink = 'http://127.0.0.1:3000/reset-password/second?callbackURL=%2Flogin';
    await mailer.send({ to: 'Asha@Example.com', ...verificationMail({ url: verifyLink }) });
    await mailer.send({ to: 'ravi@example.com', ...verificationMail({ url: verifyLink }) });
    await mailer.send({ to: 'asha@example.com', ...passwordResetMail({ url: resetLink }) });

    const response = await fetch(`${url}/api/dev/mail?key=${key}&to=ASHA%40example.COM`);

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
    const { url, mailer, key } = await start();
    await mailer.send({ to: 'asha@example.com', subject: 'One', text: 'one', html: '<p>one</p>' });
    await mailer.send({ to: 'ravi@example.com', subject: 'Two', text: 'two', html: '<p>two</p>' });

    const all = (await (await fetch(`${url}/api/dev/mail?key=${key}`)).json()) as DevMail[];
    const none = await (
      await fetch(`${url}/api/dev/mail?key=${key}&to=nobody%40example.com`)
    ).json();

    expect(all.map((mail) => mail.subject)).toEqual(['Two', 'One']);
    expect(none).toEqual([]);
  });

  it('/dev/mail shows the mail as a page, content escaped, under the CSP', async () => {
    const { url, mailer, key } = await start();
    await mailer.send({
      to: 'asha@example.com',
      subject: '<script>alert(1)</script> Welcome',
      text: 'Open https://portal.example/verify?token=a&b=c now',
      html: '<p>ignored here</p>',
    });

    const response = await fetch(`${url}/dev/mail?key=${key}&to=asha%40example.com`);
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

  describe('can never be used to take over an account', () => {
    /**
     * The attack: a reset link for someone else's account sits in the outbox
     * (as after asking for a reset in their name); read it from the mailbox,
     * with every key the attacker could try (this run's, should they somehow
     * have it; a guess otherwise).
     */
    async function takeover(
      started: Awaited<ReturnType<typeof startApp>>,
      init: { remoteAddress?: string; headers?: Record<string, string>; key?: string } = {},
    ) {
      const token = randomBytes(16).toString('base64url');
      const mailer = createMailer({
        db: started.database.db,
        from: 'no-reply@shata.test',
        log: pino({ level: 'silent' }),
      });
      await mailer.send({
        to: 'operator@shata.demo',
        ...passwordResetMail({ url: `${started.url}/api/auth/reset-password/${token}` }),
      });
      const key = init.key ?? started.key ?? 'guessed-key';
      const ask = (url: string) =>
        started.app.inject({ url, remoteAddress: init.remoteAddress, headers: init.headers });
      const api = await ask(`/api/dev/mail?key=${key}&to=operator%40shata.demo`);
      const page = await ask(`/dev/mail?key=${key}`);
      return { api, page, token };
    }

    function expectRefused({ api, page, token }: Awaited<ReturnType<typeof takeover>>) {
      for (const answer of [api, page]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ statusCode: 404 });
        expect(answer.body).not.toContain(token);
      }
    }

    it.each([
      ['SMTP_URL is set', { SMTP_URL: 'smtp://127.0.0.1:9' }],
      ['NODE_ENV is production', { NODE_ENV: 'production' }],
      ['TRUST_PROXY is on', { TRUST_PROXY: 'true' }],
      ['TRUST_PROXY names a proxy', { TRUST_PROXY: '127.0.0.1' }],
      ['PUBLIC_URL is another machine', { PUBLIC_URL: 'https://partners.shata.in' }],
    ])('answers 404 even from this machine when %s', async (_case, env) => {
      const started = await startApp(env);
      expect(started.key).toBeUndefined();
      expectRefused(await takeover(started));
    });

    it('answers 404 to another machine, whatever HOST says, even with the key', async () => {
      const started = await startApp({ HOST: '0.0.0.0' });
      expectRefused(await takeover(started, { remoteAddress: '198.51.100.7' }));
    });

    it('answers 404 to a relayed request or a foreign Host, even with the key', async () => {
      const started = await startApp();
      for (const headers of <Record<string, string>[]>[
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: 'for=127.0.0.1' },
        { 'x-real-ip': '127.0.0.1' },
        // A page on another site that rebinds its name to 127.0.0.1 still sends its own Host.
        { host: 'attacker.example:3000' },
      ]) {
        expectRefused(await takeover(started, { headers }));
      }
    });

    it('answers 404 from this machine without the key, as a same-machine relay would ask', async () => {
      const started = await startApp();
      expectRefused(await takeover(started, { key: 'guessed-key' }));
      expectRefused(await takeover(started, { key: '' }));
      // As long as the key in characters (24), twice as long in bytes.
      expectRefused(await takeover(started, { key: '%C3%A9'.repeat(24) }));
    });

    it('is served on a developer machine: its key, loopback socket and Host, no proxy, no SMTP', async () => {
      const started = await startApp({ PUBLIC_URL: 'http://localhost:5173' });
      const { api, token } = await takeover(started, { headers: { host: 'localhost:3000' } });
      expect(api.statusCode).toBe(200);
      expect(api.body).toContain(token);
    });

    it('says in one start-up line where mail goes', async () => {
      const linesFor = async (env: Record<string, string>) => {
        const { mailLines } = await startApp(env);
        await server?.close();
        server = undefined;
        return mailLines;
      };
      expect(await linesFor({})).toEqual([
        expect.stringMatching(
          /^mail is held in the outbox; read it in the dev mailbox at http:\/\/127\.0\.0\.1:\d+\/dev\/mail\?key=[\w-]{24} \(from this machine only\)$/,
        ),
      ]);
      expect(await linesFor({ SMTP_URL: 'smtp://user:secret@mail.example.com:587' })).toEqual([
        'mail is delivered through SMTP at mail.example.com:587',
      ]);
      expect(await linesFor({ NODE_ENV: 'production' })).toEqual([
        'mail is held in the outbox (no SMTP_URL; the dev mailbox is off: NODE_ENV is production)',
      ]);
    });
  });
});

describe('the start-up line', () => {
  const config = { publicUrl: undefined, host: '127.0.0.1', port: 3000 };

  it('gives the portal where it listens, and the dev mailbox with its key', () => {
    expect(startupNotice(config, 'k3y-_x')).toBe(
      'Shata Partner Portal is running at http://127.0.0.1:3000 · dev mailbox: http://127.0.0.1:3000/dev/mail?key=k3y-_x',
    );
  });

  it('gives PUBLIC_URL when set, and no mailbox when it is off', () => {
    expect(startupNotice({ ...config, publicUrl: 'https://partners.shata.test' }, undefined)).toBe(
      'Shata Partner Portal is running at https://partners.shata.test',
    );
    expect(startupNotice({ ...config, host: '::1' }, undefined)).toBe(
      'Shata Partner Portal is running at http://[::1]:3000',
    );
  });
});
