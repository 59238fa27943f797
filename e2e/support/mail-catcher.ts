import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { linksIn } from '../../apps/server/src/mail/dev-mailbox';
import { freePort } from '../../apps/server/test/free-port';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/**
 * A mail server on loopback that keeps what the portal delivers over SMTP,
 * and lists it as JSON (newest first, `?to=` one recipient) for the tests:
 * the portal runs behind a pretend proxy, where its own dev mailbox is off.
 */
export async function startMailCatcher(): Promise<{
  smtpUrl: string;
  url: string;
  close: () => Promise<void>;
}> {
  const caught: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        const text = mail.text ?? '';
        for (const recipient of session.envelope.rcptTo) {
          caught.unshift({
            to: recipient.address,
            subject: mail.subject ?? '',
            text,
            links: linksIn(text),
          });
        }
        callback();
      }, callback);
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const listing = http.createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('to');
    const mails = to ? caught.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()) : caught;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => listing.listen(0, '127.0.0.1', resolve));
  const { port } = listing.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => listing.close(() => resolve()));
    },
  };
}
