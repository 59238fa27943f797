import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on a free loopback port, as a marketplace system would
 * run one: it answers each request with the next status of `answers`
 * (then 200), or, for 'hang', not at all. Keeps what it received.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: (number | 'hang')[] = [];
  const hanging: ServerResponse[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      for (const wake of waiting.splice(0)) wake();
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    /** The statuses the next requests are answered with, in order. */
    answerWith(...next: (number | 'hang')[]) {
      answers.push(...next);
    },
    /** Resolves once `count` requests have arrived in all. */
    async receivedCount(count: number) {
      while (received.length < count) {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
