import { resumableUploadsPath } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Browser, browser, readJson } from '../../test/http-client';
import { signedUpPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { postBodies } from '../auth/endpoints';
import { contactLimit } from '../contact/routes';
import { HttpError } from './errors';

// Sign-ups and sign-ins with one password: hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

/**
 * Every route that answers 429, driven to its limit with the limit's real
 * count: the refusal says in Retry-After how many seconds to wait, and
 * carries the server's error body.
 */

let server: TestApp;
let nextIp = 1;
/** A browser from an address of its own, so one limit's requests never count towards another's. */
const newBrowser = () => {
  nextIp += 1;
  return browser(server.url, { ip: `198.19.${(nextIp >> 8) & 255}.${nextIp & 255}` });
};
let nextEmail = 1;
const newEmail = () => `limits${nextEmail++}.${Date.now()}@example.com`;
const password = 'Kolkata#Lights42';

beforeAll(async () => {
  server = await startTestApp({
    env: { TRUST_PROXY: 'true' },
    // A 429 whose thrower named no wait, as a route added later might.
    beforeListen: (app: FastifyInstance) => {
      app.get('/test/unnamed-429', async () => {
        throw new HttpError(429, 'rate_limited', 'Too many requests.');
      });
    },
  });
});
afterAll(() => server.close());

interface Limited {
  /** Requests the limit allows in its window. */
  allowed: number;
  /** A fresh caller, and the request it repeats; `i` counts the requests. */
  start(): Promise<(i: number) => Promise<Response>>;
}

const fromOneAddress = (request: (client: Browser, i: number) => Promise<Response>) => async () => {
  const client = newBrowser();
  return (i: number) => request(client, i);
};

const limitedRoutes: Record<string, Limited> = {
  'POST /api/auth/sign-in/email, per client address': {
    allowed: 5,
    start: fromOneAddress((client) =>
      client.request('/api/auth/sign-in/email', { json: { email: newEmail(), password } }),
    ),
  },
  'POST /api/auth/sign-in/email, per account': {
    allowed: 10,
    start: async () => {
      const email = newEmail();
      return () =>
        newBrowser().request('/api/auth/sign-in/email', {
          json: { email, password: 'Not#ThePassword42' },
        });
    },
  },
  'POST /api/auth/sign-up/email': {
    allowed: 5,
    start: fromOneAddress((client) => {
      const email = newEmail();
      return client.request('/api/auth/sign-up/email', { json: { email, password, name: email } });
    }),
  },
  'POST /api/auth/sign-out': {
    allowed: 100,
    start: fromOneAddress((client) => client.request('/api/auth/sign-out', { json: {} })),
  },
  'POST /api/auth/send-verification-email': {
    allowed: 3,
    start: fromOneAddress((client) =>
      client.request('/api/auth/send-verification-email', {
        json: { email: newEmail(), callbackURL: '/verify-email' },
      }),
    ),
  },
  'POST /api/auth/request-password-reset': {
    allowed: 3,
    start: fromOneAddress((client) =>
      client.request('/api/auth/request-password-reset', {
        json: { email: newEmail(), redirectTo: '/reset-password' },
      }),
    ),
  },
  'POST /api/auth/reset-password': {
    allowed: 100,
    start: fromOneAddress((client) =>
      client.request('/api/auth/reset-password', {
        json: { newPassword: password, token: 'not-a-token' },
      }),
    ),
  },
  // Per address; wrong codes are also counted per account (auth/two-factor.test.ts).
  ...Object.fromEntries(
    [
      ['enable', { password }],
      ['verify-totp', { code: '123456' }],
      ['verify-backup-code', { code: 'abcde-12345' }],
    ].map(([path, json]) => [
      `POST /api/auth/two-factor/${path}`,
      {
        allowed: 10,
        start: fromOneAddress((client) => client.request(`/api/auth/two-factor/${path}`, { json })),
      },
    ]),
  ),
  'GET /api/auth/get-session': {
    allowed: 100,
    start: fromOneAddress((client) => client.request('/api/auth/get-session')),
  },
  'GET /api/auth/verify-email': {
    allowed: 100,
    start: fromOneAddress((client) =>
      client.request('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fverify-email'),
    ),
  },
  'GET /api/auth/reset-password/:token': {
    allowed: 100,
    start: fromOneAddress((client) =>
      client.request('/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password'),
    ),
  },
  'POST /api/contact': {
    allowed: contactLimit.max,
    start: fromOneAddress((client) => client.request('/api/contact', { json: { name: 'Asha' } })),
  },
  'GET /api/geocode/reverse': {
    allowed: 20,
    start: async () => {
      const { client } = await signedUpPartner(server.url);
      // Bad coordinates count too, and need no provider.
      return () => client.request('/api/geocode/reverse?lat=x&lng=y');
    },
  },
  'POST /api/partners/:id/aadhaar-qr': {
    allowed: 20,
    start: async () => {
      const { client, partnerId } = await signedUpPartner(server.url);
      return () =>
        client.request(`/api/partners/${partnerId}/aadhaar-qr`, { json: { qrData: '123456' } });
    },
  },
  'POST /api/partners/:id/uploads (a new upload)': {
    allowed: 20,
    start: async () => {
      const { client, partnerId } = await signedUpPartner(server.url);
      // Counted before the request is looked at: this one has no Upload-Length, which a start needs.
      return () =>
        client.request(resumableUploadsPath(partnerId), {
          method: 'POST',
          headers: { 'tus-resumable': '1.0.0' },
        });
    },
  },
  'POST /api/partners/:id/upload (a document in one request, on the budget of new uploads)': {
    allowed: 20,
    start: async () => {
      const { client, partnerId } = await signedUpPartner(server.url);
      // Counted before the body is read: an empty form is refused afterwards, but counts.
      return () =>
        client.request(`/api/partners/${partnerId}/upload`, {
          method: 'POST',
          body: new FormData(),
        });
    },
  },
  'DELETE /api/partners/:id/uploads/:uploadId (every request on an upload)': {
    allowed: 600,
    start: async () => {
      const { client, partnerId } = await signedUpPartner(server.url);
      return () =>
        client.request(`${resumableUploadsPath(partnerId)}/not-an-upload`, {
          method: 'DELETE',
          headers: { 'tus-resumable': '1.0.0' },
        });
    },
  },
};

async function expectRetryAfter(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = response.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(await readJson(response)).toMatchObject({
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'rate_limited',
    message: expect.stringMatching(/^Too many /),
  });
}

describe('every 429', { timeout: 120_000 }, () => {
  it('is walked for each endpoint of the identity API the portal exposes', () => {
    const walked = Object.keys(limitedRoutes).map((route) => route.split(/[ ,]/)[1]);
    for (const path of Object.keys(postBodies)) expect(walked).toContain(`/api/auth${path}`);
  });

  it.each(Object.entries(limitedRoutes))(
    'says when to retry: %s',
    async (_route, { allowed, start }) => {
      const send = await start();
      for (let i = 0; i < allowed; i += 1) {
        const answer = await send(i);
        expect(answer.status, `request ${i + 1} of ${allowed}`).not.toBe(429);
        await answer.body?.cancel();
      }
      await expectRetryAfter(await send(allowed));
    },
  );

  it('says when to retry even where the refusal named no wait', async () => {
    const response = await newBrowser().request('/test/unnamed-429');
    await expectRetryAfter(response);
    expect(response.headers.get('retry-after')).toBe('60');
  });
});
