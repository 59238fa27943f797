import { messages } from '@shata/domain';
import {
  foreignRedirectTargets,
  portalRedirectTargets,
} from '@shata/test-support/redirect-targets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browser, latestMail, readJson } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { user } from './schema';

// Every test signs up with one password: hashed once, each check made once.
vi.mock('./password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

/**
 * Where the identity API sends a browser: the callbackURL and redirectTo it
 * stores (and mails), and the Location of the links it mailed. A target off
 * the portal is refused with 403 on the request that carries it, and no
 * answer's Location ever leaves the portal.
 */

let server: TestApp;
let database: Database;
let nextIp = 1;
/** Each request from its own address, so the limits of better-auth never answer for the rule. */
const newBrowser = () => {
  nextIp += 1;
  return browser(server.url, { ip: `198.18.${(nextIp >> 8) & 255}.${nextIp & 255}` });
};
let nextEmail = 1;
const newEmail = () => `redirect${nextEmail++}.${Date.now()}@example.com`;
const password = 'Kolkata#Lights42';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

/** The requests that store a redirect target, each with `target` in it. */
const storingRequests = {
  'sign-up': (target: string) => ({
    path: '/api/auth/sign-up/email',
    field: 'callbackURL',
    json: { email: newEmail(), password, name: 'Asha', callbackURL: target },
  }),
  'send-verification-email': (target: string) => ({
    path: '/api/auth/send-verification-email',
    field: 'callbackURL',
    json: { email: newEmail(), callbackURL: target },
  }),
  'request-password-reset': (target: string) => ({
    path: '/api/auth/request-password-reset',
    field: 'redirectTo',
    json: { email: newEmail(), redirectTo: target },
  }),
};

/** The mailed links' GETs, each with `target` as its callbackURL. */
const followingRequests = {
  'verify-email': (target: string) =>
    `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(target)}`,
  'reset-password': (target: string) =>
    `/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent(target)}`,
};

/** The issue's own: a path that is `//evil.example/login` once its dot segment is gone. */
const dotted = '/.//evil.example/login';

async function expectForbidden(response: Response, field: string) {
  expect(response.status).toBe(403);
  expect(response.headers.get('location')).toBeNull();
  expect(await readJson(response)).toEqual({
    statusCode: 403,
    error: 'Forbidden',
    code: 'foreign_redirect',
    message: messages.identity.portalPath(field),
  });
}

/** A Location the browser resolves on the portal, written as a path that cannot be read as a host. */
function expectOnPortal(location: string | null) {
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(new URL(location ?? '', server.url).origin).toBe(new URL(server.url).origin);
}

describe('a redirect target off the portal', () => {
  const storing = Object.entries(storingRequests).flatMap(([name, make]) =>
    foreignRedirectTargets.map((target) => [name, target, make] as const),
  );
  it.each(storing)('is refused with 403 by %s: %j', async (_name, target, make) => {
    const { path, field, json } = make(target);
    await expectForbidden(await newBrowser().request(path, { json }), field);
    expect(await latestMail(server.url, json.email)).toBeUndefined();
  });

  const following = Object.entries(followingRequests).flatMap(([name, make]) =>
    foreignRedirectTargets.map((target) => [name, target, make] as const),
  );
  it.each(following)('is refused with 403 by the GET of %s: %j', async (_name, target, make) => {
    await expectForbidden(await newBrowser().request(make(target)), 'callbackURL');
  });

  it('is not mailed in a verification link to a victim', async () => {
    const victim = newEmail();
    const response = await newBrowser().request('/api/auth/send-verification-email', {
      json: { email: victim, callbackURL: dotted },
    });
    expect(response.status).toBe(403);
    expect(await latestMail(server.url, victim)).toBeUndefined();
  });

  it('is never followed from a genuine verification link that carries it, nor verifies', async () => {
    const email = newEmail();
    const client = newBrowser();
    await client.request('/api/auth/sign-up/email', {
      json: { email, password, name: 'Asha', callbackURL: '/verify-email' },
    });
    const link = new URL(
      (await latestMail(server.url, email))?.links.find((url) => url.includes('verify-email')) ??
        '',
    );
    // As a link mailed before such targets were refused would carry it.
    link.searchParams.set('callbackURL', dotted);
    await expectForbidden(await client.open(link.href), 'callbackURL');
    const [account] = await database.db.select().from(user).where(eq(user.email, email));
    expect(account?.emailVerified).toBe(false);
  });

  it('is refused however many times the link names one', async () => {
    const response = await newBrowser().request(
      `/api/auth/verify-email?token=x&callbackURL=%2Fverify-email&callbackURL=${encodeURIComponent(dotted)}`,
    );
    await expectForbidden(response, 'callbackURL');
  });
});

describe('a redirect target on the portal', () => {
  it.each(portalRedirectTargets)(
    'is mailed and followed as %j, landing on %j',
    async (target, path) => {
      const email = newEmail();
      const client = newBrowser();
      const signUp = await client.request('/api/auth/sign-up/email', {
        json: { email, password, name: 'Asha', callbackURL: target },
      });
      expect(signUp.status).toBe(200);
      const link = (await latestMail(server.url, email))?.links.find((url) =>
        url.includes('verify-email'),
      );
      const opened = await client.open(link ?? '');
      expect(opened.status).toBe(302);
      const location = opened.headers.get('location');
      expectOnPortal(location);
      const landing = new URL(location ?? '', server.url);
      expect(landing.searchParams.get('verified')).toBe('1');
      landing.searchParams.delete('verified');
      const expected = new URL(path, server.url);
      expect([landing.pathname, [...landing.searchParams], landing.hash]).toEqual([
        expected.pathname,
        [...expected.searchParams],
        expected.hash,
      ]);
    },
  );

  it.each(
    Object.entries(followingRequests).flatMap(([name, make]) =>
      portalRedirectTargets.map(([target, path]) => [name, target, path, make] as const),
    ),
  )('sends a failed link of %s with %j back to %j', async (_name, target, path, make) => {
    const response = await newBrowser().request(make(target));
    expect(response.status).toBe(302);
    const location = response.headers.get('location');
    expectOnPortal(location);
    expect(new URL(location ?? '', server.url).pathname).toBe(new URL(path, server.url).pathname);
    expect(new URL(location ?? '', server.url).searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it.each(Object.entries(storingRequests))('is taken by %s', async (_name, make) => {
    const { path, json } = make('/login?x=1');
    expect((await newBrowser().request(path, { json })).status).toBe(200);
  });
});

describe('a verification link opened again', () => {
  it('lands on the login screen saying the address is already verified', async () => {
    const email = newEmail();
    const client = newBrowser();
    await client.request('/api/auth/sign-up/email', {
      json: { email, password, name: 'Asha', callbackURL: '/verify-email' },
    });
    const link =
      (await latestMail(server.url, email))?.links.find((url) => url.includes('verify-email')) ??
      '';
    const first = await client.open(link);
    expect(first.headers.get('location')).toBe('/verify-email?verified=1');
    for (const opener of [client, newBrowser()]) {
      const again = await opener.open(link);
      expect(again.status).toBe(302);
      expect(again.headers.get('location')).toBe('/login?already-verified=1');
    }
  });
});
