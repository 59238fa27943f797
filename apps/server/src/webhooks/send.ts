import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { checkedLookup, hostOf, publicAddressesOf, type Resolve } from './addresses';

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  signal: AbortSignal;
}

export interface Sender {
  /** POSTs one webhook; resolves with the answer's status, rejects when there was none. */
  post(request: WebhookPost): Promise<number>;
  close(): void;
}

/**
 * POSTs webhooks over connections of its own. Every connection's addresses
 * are resolved and checked as it is made (`checkedLookup`); an IP literal,
 * which is never looked up, is checked before. Redirects are not followed:
 * a 3xx is an answer like any other that is not 2xx.
 */
export function createSender(options: {
  resolve: Resolve;
  allowPrivate: boolean;
  userAgent: string;
}): Sender {
  const { resolve, allowPrivate, userAgent } = options;
  const lookup = checkedLookup(resolve, allowPrivate);
  // Kept alive: a busy receiver is not made to accept a connection per event.
  const agents = {
    'https:': new https.Agent({ keepAlive: true, maxSockets: 8 }),
    'http:': new http.Agent({ keepAlive: true, maxSockets: 8 }),
  };

  async function post({ url, headers, body, timeoutMs, signal }: WebhookPost): Promise<number> {
    const target = new URL(url);
    if (target.protocol !== 'https:' && !(allowPrivate && target.protocol === 'http:')) {
      throw new Error('only https:// endpoints are called');
    }
    const host = hostOf(target);
    if (!allowPrivate && isIP(host) !== 0) await publicAddressesOf(host, resolve);
    const client = target.protocol === 'https:' ? https : http;
    return new Promise<number>((resolvePost, reject) => {
      const request = client.request(target, {
        method: 'POST',
        agent: agents[target.protocol as 'https:' | 'http:'],
        lookup: lookup as never,
        signal,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': userAgent,
        },
      });
      const timer = setTimeout(
        () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      request.on('response', (response) => {
        clearTimeout(timer);
        // The answer's body is not read; drained, so its connection can serve the next.
        response.resume();
        resolvePost(response.statusCode ?? 0);
      });
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      request.end(body);
    });
  }

  return {
    post,
    close() {
      agents['https:'].destroy();
      agents['http:'].destroy();
    },
  };
}
