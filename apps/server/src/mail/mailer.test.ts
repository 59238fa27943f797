import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { createMailer, type Mailer, retryDelayMs } from './mailer';
import { mailOutbox } from './schema';
import { verificationMail } from './templates';

interface ReceivedMail {
  to: string[];
  headers: string;
  /** Each MIME part's content type and decoded body. */
  parts: { type: string; body: string }[];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  return Buffer.from(
    body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');
}

/** Just enough MIME to read back what nodemailer wrote: headers and the leaf parts. */
function parseRawMail(raw: string): Omit<ReceivedMail, 'to'> {
  const [headers = '', ...rest] = raw.split('\r\n\r\n');
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(headers)?.[1];
  const sections = boundary ? rest.join('\r\n\r\n').split(`--${boundary}`) : [];
  const parts = sections
    .map((section) => {
      const [partHeaders = '', ...body] = section.replace(/^\r\n/, '').split('\r\n\r\n');
      const type = /content-type:\s*([^;\r\n]+)/i.exec(partHeaders)?.[1] ?? '';
      const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(partHeaders)?.[1] ?? '7bit';
      return { type, body: decodeBody(body.join('\r\n\r\n'), encoding.toLowerCase()) };
    })
    .filter((part) => part.type.startsWith('text/'));
  return { headers, parts };
}

/** A real SMTP server on a free loopback port that answers the first `rejectFirst` deliveries with 451. */
async function startSmtpServer({ rejectFirst = 0 } = {}) {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  let deliveries = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        deliveries += 1;
        if (deliveries <= rejectFirst) {
          const mailbox = session.envelope.rcptTo[0]?.address;
          const refusal = new Error(`Mailbox <${mailbox}> is busy, try later`);
          callback(Object.assign(refusal, { responseCode: 451 }));
          return;
        }
        const mail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...parseRawMail(Buffer.concat(chunks).toString('utf8')),
        };
        received.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    deliveries: () => deliveries,
    nextMail: () => new Promise<ReceivedMail>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const silentLog = pino({ level: 'silent' });
const link = 'https://portal.example/verify-email?token=abc.def-123&callbackURL=%2Fdashboard';

describe('mailer', () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  let mailers: Mailer[] = [];

  // One database for the file: the mailer keeps nothing but the outbox, emptied before each test.
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });

  afterEach(async () => {
    await Promise.all(mailers.map((mailer) => mailer.stop()));
    mailers = [];
    await smtp?.close();
    smtp = undefined;
  });

  function mailer(options: { smtpUrl?: string; log?: pino.Logger } = {}) {
    const created = createMailer({
      db: database.db,
      from: 'Shata Partner Portal <no-reply@shata.test>',
      log: options.log ?? silentLog,
      ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    });
    mailers.push(created);
    return created;
  }

  const outbox = () => database.db.select().from(mailOutbox);

  it('delivers a stored mail over SMTP, link in both parts, and marks it sent', async () => {
    smtp = await startSmtpServer();
    const portalMailer = mailer({ smtpUrl: smtp.url });

    await portalMailer.send({ to: 'asha@example.com', ...verificationMail({ url: link }) });
    await portalMailer.deliverDue();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['asha@example.com']);
    expect(mail?.headers).toContain('Subject: Verify your email for Shata Partner Portal');
    expect(mail?.headers).toContain('From: Shata Partner Portal <no-reply@shata.test>');
    const text = mail?.parts.find((part) => part.type === 'text/plain');
    const html = mail?.parts.find((part) => part.type === 'text/html');
    expect(text?.body.split(/\r?\n/)).toContain(link);
    expect(html?.body).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('delivers in the background after send, without waiting for the poller', async () => {
    smtp = await startSmtpServer();
    const arrived = smtp.nextMail();

    await mailer({ smtpUrl: smtp.url }).send({
      to: 'ravi@example.com',
      ...verificationMail({ url: link }),
    });

    expect((await arrived).to).toEqual(['ravi@example.com']);
  });

  it('keeps a mail the SMTP server refused and delivers it on a later attempt', async () => {
    smtp = await startSmtpServer({ rejectFirst: 1 });
    const portalMailer = mailer({ smtpUrl: smtp.url });
    const before = new Date();

    await portalMailer.send({ to: 'meera@example.com', ...verificationMail({ url: link }) });
    expect(await portalMailer.deliverDue()).toBe(0);

    const [failed] = await outbox();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toContain('is busy, try later');
    expect(failed?.lastError).not.toContain('meera@example.com');
    const nextAttemptAt = failed?.nextAttemptAt ?? new Date(0);
    expect(nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before.getTime() + retryDelayMs(1));

    expect(await portalMailer.deliverDue(new Date(nextAttemptAt.getTime() - 1))).toBe(0);
    expect(smtp.deliveries()).toBe(1);

    expect(await portalMailer.deliverDue(nextAttemptAt)).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['meera@example.com']]);
    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('waits longer after each failure, doubling from 30 s up to an hour', () => {
    expect([1, 2, 3, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('keeps retrying while the SMTP server is down, never dropping the mail', async () => {
    smtp = await startSmtpServer();
    const url = smtp.url;
    await smtp.close();
    smtp = undefined;
    const portalMailer = mailer({ smtpUrl: url });

    await portalMailer.send({ to: 'dev@example.com', ...verificationMail({ url: link }) });
    let now = new Date();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      now = new Date(now.getTime() + 2 * 60 * 60_000);
      await portalMailer.deliverDue(now);
    }

    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 4 });
    expect(row?.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(4));
  });

  it('delivers each mail once when several processes deliver at the same time', async () => {
    smtp = await startSmtpServer();
    const subjects = Array.from({ length: 45 }, (_, index) => `Mail ${index}`);
    await database.db.insert(mailOutbox).values(
      subjects.map((subject) => ({
        to: 'ops@example.com',
        subject,
        text: subject,
        html: `<p>${subject}</p>`,
        status: 'pending' as const,
        nextAttemptAt: new Date(),
      })),
    );
    const smtpUrl = smtp.url;
    const processes = [1, 2, 3].map(() => mailer({ smtpUrl }));

    const sent = await Promise.all(processes.map((worker) => worker.deliverDue()));

    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(45);
    const deliveredSubjects = smtp.received.map((mail) =>
      /^Subject: (.*)$/m.exec(mail.headers)?.[1]?.trim(),
    );
    expect(deliveredSubjects.sort()).toEqual([...subjects].sort());
    expect((await outbox()).every((row) => row.status === 'sent')).toBe(true);
  });

  describe('merged mail', () => {
    const waitMs = 120_000;
    /** Stage mails of one partner: the key, and a mail that lists its items. */
    const stageMail = (partner: string, item: string) => ({
      to: `${partner}@example.com`,
      mergeKey: `stage:${partner}`,
      item,
      render: (items: string[]) => ({
        subject: items.join(' + '),
        text: items.join('\n'),
        html: `<p>${items.join('<br>')}</p>`,
      }),
      waitMs,
    });
    const subjects = () => smtp?.received.map((mail) => /^Subject: (.*)$/m.exec(mail.headers)?.[1]);

    afterEach(() => {
      vi.useRealTimers();
    });

    it('sends the mails of one key within the wait as one, once the wait is over, across processes', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      smtp = await startSmtpServer();
      const smtpUrl = smtp.url;
      // Two processes, or one before and after a restart: the wait is kept in the outbox.
      const [first, second] = [mailer({ smtpUrl }), mailer({ smtpUrl })] as [Mailer, Mailer];

      await first.sendMerged(stageMail('asha', 'KYC approved'));
      vi.setSystemTime(start + 30_000);
      await second.sendMerged(stageMail('ravi', 'Video received'));
      vi.setSystemTime(start + 60_000);
      await second.sendMerged(stageMail('asha', 'Company verification approved'));
      vi.setSystemTime(start + waitMs - 1);
      await first.sendMerged(stageMail('asha', 'Fully approved'));

      expect(await first.deliverDue(new Date(start + waitMs - 1))).toBe(0);
      expect(await second.deliverDue(new Date(start + waitMs))).toBe(1);
      expect(subjects()).toEqual(['KYC approved + Company verification approved + Fully approved']);
      expect(await first.deliverDue(new Date(start + 30_000 + waitMs))).toBe(1);
      expect(subjects()).toHaveLength(2);
      expect(subjects()?.[1]).toBe('Video received');

      // After the wait, the next is a mail of its own.
      vi.setSystemTime(start + waitMs);
      await first.sendMerged(stageMail('asha', 'Final approval not approved'));
      const rows = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'asha@example.com'));
      expect(rows.map((row) => [row.subject, row.status])).toEqual(
        expect.arrayContaining([
          ['KYC approved + Company verification approved + Fully approved', 'sent'],
          ['Final approval not approved', 'pending'],
        ]),
      );
    });

    it('never adds to a mail delivery has tried: the next waits in a mail of its own', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      smtp = await startSmtpServer({ rejectFirst: 1 });
      const portalMailer = mailer({ smtpUrl: smtp.url });

      await portalMailer.sendMerged(stageMail('meera', 'KYC approved'));
      expect(await portalMailer.deliverDue(new Date(start + waitMs))).toBe(0);
      // Refused once, its retry is 30 s away: still pending, but no longer collecting.
      vi.setSystemTime(start + waitMs + 1_000);
      await portalMailer.sendMerged(stageMail('meera', 'Company verification approved'));

      const retryAt = new Date(start + waitMs + retryDelayMs(1));
      expect(await portalMailer.deliverDue(retryAt)).toBe(1);
      expect(subjects()).toEqual(['KYC approved']);
      expect(await portalMailer.deliverDue(new Date(start + 2 * waitMs + 1_000))).toBe(1);
      expect(subjects()).toEqual(['KYC approved', 'Company verification approved']);
    });

    it('sends at once, alone, with no wait', async () => {
      smtp = await startSmtpServer();
      const portalMailer = mailer({ smtpUrl: smtp.url });

      await portalMailer.sendMerged({ ...stageMail('kiran', 'KYC approved'), waitMs: 0 });
      await portalMailer.sendMerged({ ...stageMail('kiran', 'Fully approved'), waitMs: 0 });
      await portalMailer.deliverDue();

      expect(subjects()?.sort()).toEqual(['Fully approved', 'KYC approved']);
    });
  });

  it('holds mail without SMTP and delivers nothing', async () => {
    const portalMailer = mailer();

    await portalMailer.send({ to: 'asha@example.com', ...verificationMail({ url: link }) });

    expect(await portalMailer.deliverDue(new Date(Date.now() + 60 * 60_000))).toBe(0);
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'held', attempts: 0, to: 'asha@example.com' });
  });

  it('logs the mail id and recipient domain, never the address or the body', async () => {
    smtp = await startSmtpServer();
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const portalMailer = mailer({ smtpUrl: smtp.url, log });

    await portalMailer.send({ to: 'asha@Example.com', ...verificationMail({ url: link }) });
    await portalMailer.deliverDue();

    const [row] = await outbox();
    const delivered = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'mail delivered');
    expect(delivered).toMatchObject({ mailId: row?.id, recipientDomain: 'example.com' });
    expect(lines.join('\n')).not.toMatch(/asha|token=/i);
  });

  it('stop waits for the delivery in progress', async () => {
    smtp = await startSmtpServer();
    const portalMailer = mailer({ smtpUrl: smtp.url });

    await portalMailer.send({ to: 'ravi@example.com', ...verificationMail({ url: link }) });
    await portalMailer.stop();

    expect(smtp.received).toHaveLength(1);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(row?.to).toBe('ravi@example.com');
  });
});
