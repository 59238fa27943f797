import type { AddressInfo } from 'node:net';
import { contactHoneypotField, messages } from '@shata/domain';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { browser, latestMail, readJson } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { createMailer } from '../mail/mailer';
import { mailOutbox } from '../mail/schema';
import { contactLimit } from './routes';
import { contactMessages } from './schema';

const supportEmail = 'help@shata.test';
const good = {
  firstName: ' Asha ',
  lastName: 'Rao',
  // Written the Indian way: read as its 10 digits.
  phone: '+91 98765-43210',
  email: 'asha@example.com',
  message: 'I cater weddings in Pune. How do I join?',
};

let clients = 0;
/** A visitor of their own, so rate limits of one test never touch another. */
const visitor = (url: string) => {
  clients += 1;
  return browser(url, { ip: `192.0.2.${clients}` });
};

describe('POST /api/contact', () => {
  let database: Database;
  let server: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestApp({
      database,
      env: { TRUST_PROXY: 'true', SUPPORT_EMAIL: supportEmail },
    });
  });
  afterAll(() => server.close());

  it('stores the message with the combined name and India time, then mails it to support', async () => {
    const response = await visitor(server.url).request('/api/contact', { json: good });

    expect(response.status).toBe(201);
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      message: good.message,
    });
    expect(stored?.indiaTime).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2} [ap]m IST$/);

    const mail = await latestMail(server.url, supportEmail);
    expect(mail?.subject).toBe('Contact form: Asha Rao');
    expect(mail?.text).toContain('Email: asha@example.com');
    expect(mail?.text).toContain('Phone: 9876543210');
    expect(mail?.text).toContain(`Time: ${stored?.indiaTime}`);
    expect(mail?.text).toContain(good.message);
  });

  it('escapes what the visitor typed in the mail’s HTML', async () => {
    const response = await visitor(server.url).request('/api/contact', {
      json: { ...good, lastName: '<b>Rao</b>', message: '<script>alert(1)</script>' },
    });

    expect(response.status).toBe(201);
    const mail = await latestMail(server.url, supportEmail);
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });

  it.each([
    ['firstName', '', messages.validation.required.firstName],
    ['lastName', undefined, messages.validation.required.lastName],
    ['phone', '', messages.validation.required.phone],
    ['phone', '98765', messages.validation.phoneDigits],
    ['phone', '98765abcde', messages.validation.phoneDigits],
    ['email', '', messages.validation.required.email],
    ['email', 'asha@', messages.validation.emailInvalid],
    ['message', '   ', messages.validation.required.message],
    ['message', 'x'.repeat(5_001), 'Message must be at most 5000 characters'],
  ])('refuses %s=%j with 400 and says why', async (field, value, message) => {
    const before = await database.db.$count(contactMessages);
    const response = await visitor(server.url).request('/api/contact', {
      json: { ...good, [field]: value },
    });

    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe(message);
    expect(await database.db.$count(contactMessages)).toBe(before);
  });

  it('refuses a body that is not a form, with a message', async () => {
    const client = visitor(server.url);
    const empty = await client.request('/api/contact', { method: 'POST' });
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).message).toBe(
      [
        messages.validation.required.firstName,
        messages.validation.required.lastName,
        messages.validation.required.phone,
        messages.validation.required.email,
        messages.validation.required.message,
      ].join(' '),
    );
    const list = await client.request('/api/contact', { json: [good] });
    expect(list.status).toBe(400);
    expect((await readJson(list)).message).toBe('Send the contact form as a JSON object.');
  });

  it('answers a bot that filled the hidden field as it would a person, and keeps nothing', async () => {
    const storedBefore = await database.db.$count(contactMessages);
    const mailBefore = await database.db.$count(mailOutbox);

    const response = await visitor(server.url).request('/api/contact', {
      json: { ...good, [contactHoneypotField]: 'https://spam.example' },
    });

    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ received: true });
    expect(await database.db.$count(contactMessages)).toBe(storedBefore);
    expect(await database.db.$count(mailOutbox)).toBe(mailBefore);
  });

  it(`lets one client send ${contactLimit.max} messages in a window, then answers 429`, async () => {
    const client = visitor(server.url);
    for (let i = 0; i < contactLimit.max; i += 1) {
      expect((await client.request('/api/contact', { json: good })).status).toBe(201);
    }

    const limited = await client.request('/api/contact', { json: good });

    expect(limited.status).toBe(429);
    expect((await readJson(limited)).message).toMatch(
      /^Too many requests\. Please try again in \d+ (second|minute)s?\.$/,
    );
    expect((await visitor(server.url).request('/api/contact', { json: good })).status).toBe(201);
  });
});

describe('POST /api/contact without a support inbox configured', () => {
  it('keeps the message and mails it nowhere', async () => {
    const database = await createTestDatabase();
    const server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
    try {
      const response = await visitor(server.url).request('/api/contact', { json: good });

      expect(response.status).toBe(201);
      expect(await database.db.$count(contactMessages)).toBe(1);
      expect(await database.db.$count(mailOutbox)).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('POST /api/contact while the mail server is down', () => {
  it('keeps the message and its mail, and the mail goes out once the server is back', async () => {
    const smtpPort = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
    const database = await createTestDatabase();
    const server = await startTestApp({
      database,
      env: { TRUST_PROXY: 'true', SUPPORT_EMAIL: supportEmail, SMTP_URL: smtpUrl },
    });
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        received.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    try {
      const response = await visitor(server.url).request('/api/contact', { json: good });
      expect(response.status).toBe(201);
      expect(await database.db.$count(contactMessages)).toBe(1);

      // The app tries at once in the background; nothing listens, so the attempt fails.
      await expect
        .poll(async () => (await database.db.select().from(mailOutbox))[0]?.attempts, {
          timeout: 10_000,
        })
        .toBe(1);
      const [failed] = await database.db.select().from(mailOutbox);
      expect(failed).toMatchObject({ status: 'pending', to: supportEmail });
      expect(failed?.lastError).toBeTruthy();

      await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
      expect((smtp.server.address() as AddressInfo).port).toBe(smtpPort);
      // Another process's poller, at the time of the retry.
      const poller = createMailer({
        db: database.db,
        smtpUrl,
        from: 'no-reply@shata.test',
        log: pino({ level: 'silent' }),
      });
      const retryAt = failed?.nextAttemptAt ?? new Date();
      expect(await poller.deliverDue(retryAt)).toBe(1);
      await poller.stop();

      expect(received).toEqual([supportEmail]);
      const [sent] = await database.db.select().from(mailOutbox);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await server.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
