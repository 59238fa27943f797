import { messages } from '@shata/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browser, latestMail, readJson } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { createBackgroundTasks } from '../http/background-tasks';

// Every account here has one password: it is hashed once, and each check of it made once.
vi.mock('./password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

let server: TestApp;
let database: Database;
const password = 'Kolkata#Lights42';
/** Processes that share a database share the secret too. */
const sharedSecret = 'a-test-secret-shared-by-both-processes-0123456789';
const tasks = createBackgroundTasks((error) => {
  throw error;
});

let nextAddress = 1;
/** A client address of its own, so better-auth's per-address limit never decides a test here. */
const newAddress = () => `198.51.${nextAddress >> 8}.${nextAddress++ & 255}`;
let nextEmail = 1;
const newEmail = () => `limits${nextEmail++}.${Date.now()}@example.com`;

/** Another app on the same database, behind proxies as `trustProxy` describes them. */
const startApp = (trustProxy: string) =>
  startTestApp({
    database: { ...database, close: async () => {} },
    env: { AUTH_SECRET: sharedSecret, TRUST_PROXY: trustProxy },
  });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({
    database,
    env: { TRUST_PROXY: 'true', AUTH_SECRET: sharedSecret },
    backgroundTasks: tasks,
  });
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

async function signUp() {
  const email = newEmail();
  const response = await browser(server.url, { ip: newAddress() }).request(
    '/api/auth/sign-up/email',
    { json: { email, password, name: email } },
  );
  expect(response.status).toBe(200);
  return email;
}

/** One sign-in from an address never seen before, as a botnet would try. */
const signIn = (email: string, secret: string) =>
  browser(server.url, { ip: newAddress() }).request('/api/auth/sign-in/email', {
    json: { email, password: secret },
  });

async function failures(email: string, count: number) {
  for (let i = 0; i < count; i++)
    expect((await signIn(email, 'not-the-password')).status).toBe(401);
}

describe('the per-account limit', () => {
  it('refuses an account after 10 failed sign-ins from any addresses, before the password is checked', async () => {
    const email = await signUp();
    // The address as typed: case and surrounding spaces make no other account.
    const spellings = [email, email.toUpperCase(), ` ${email} `];
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await signIn(spellings[i % 3] ?? email, 'not-the-password')).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);

    const refused = await signIn(email, password);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await readJson(refused)).message).toBe(messages.limits.tooManySignIns(15));
    // Another account is not affected.
    expect((await signIn(await signUp(), password)).status).toBe(200);
  });

  it('counts an address without an account the same way', async () => {
    const stranger = newEmail();
    await failures(stranger, 10);
    expect((await signIn(stranger, 'not-the-password')).status).toBe(429);
  });

  it('does not count a sign-in that succeeds', async () => {
    const email = await signUp();
    await failures(email, 9);
    expect((await signIn(email, password)).status).toBe(200);
    await failures(email, 1);
    expect((await signIn(email, password)).status).toBe(429);
  });

  it('lets the account in again once the 15 minutes have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const email = await signUp();
    await failures(email, 10);

    vi.setSystemTime(start + 15 * 60_000 - 1_000);
    const late = await signIn(email, password);
    expect(late.status).toBe(429);
    expect(late.headers.get('retry-after')).toBe('1');
    expect((await readJson(late)).message).toBe(messages.limits.tooManySignIns(1));

    vi.setSystemTime(start + 15 * 60_000);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('is cleared by a completed password reset', async () => {
    const email = await signUp();
    await failures(email, 10);
    expect((await signIn(email, password)).status).toBe(429);

    const asked = await browser(server.url, { ip: newAddress() }).request(
      '/api/auth/request-password-reset',
      { json: { email, redirectTo: '/reset-password' } },
    );
    expect(asked.status).toBe(200);
    await tasks.idle();
    const link = (await latestMail(server.url, email))?.links.find((url) =>
      url.includes('/api/auth/reset-password/'),
    );
    const token = link && new URL(link).pathname.split('/').pop();
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    const newPassword = 'Monsoon-Garden-77';
    const reset = await browser(server.url, { ip: newAddress() }).request(
      '/api/auth/reset-password',
      { json: { newPassword, token } },
    );
    expect(reset.status).toBe(200);

    expect((await signIn(email, 'not-the-password')).status).toBe(401);
    expect((await signIn(email, newPassword)).status).toBe(200);
  });
});

describe('the per-address limit behind proxies', () => {
  /**
   * Six sign-ins from one client behind the proxies, each with a forged
   * left-most X-Forwarded-For: the sixth is refused whatever it claimed, and
   * another client behind the same proxies still gets in.
   */
  async function expectOneBucket(
    url: string,
    forwardedFor: (forged: string, client: string) => string,
  ) {
    const client = newAddress();
    const attempt = (from: string, forged: string) =>
      browser(url).request('/api/auth/sign-in/email', {
        json: { email: newEmail(), password },
        headers: { 'x-forwarded-for': forwardedFor(forged, from) },
      });
    for (let i = 1; i <= 5; i++) expect((await attempt(client, `192.0.2.${i}`)).status).toBe(401);
    const limited = await attempt(client, '192.0.2.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(newAddress(), '192.0.2.99')).status).toBe(401);
  }

  it('takes the address the proxy appended with TRUST_PROXY=true', async () => {
    const app = await startApp('true');
    try {
      await expectOneBucket(app.url, (forged, client) => `${forged}, ${client}`);
    } finally {
      await app.close();
    }
  });

  it('takes the address the outer of two proxies appended with TRUST_PROXY=2', async () => {
    const app = await startApp('2');
    try {
      await expectOneBucket(app.url, (forged, client) => `${forged}, ${client}, 10.0.0.2`);
    } finally {
      await app.close();
    }
  });

  it('takes the first address no listed proxy has with TRUST_PROXY as a list', async () => {
    const app = await startApp('127.0.0.1, 10.0.0.0/8');
    try {
      await expectOneBucket(app.url, (forged, client) => `${forged}, ${client}, 10.1.2.3`);
    } finally {
      await app.close();
    }
  });
});
