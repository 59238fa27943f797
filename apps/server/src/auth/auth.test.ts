import { messages } from '@shata/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, latestMail, readJson } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';

let server: TestApp;
let database: Database;
let nextIp = 1;
/** Each test signs in from its own address, so rate limits of one test never touch another. */
const newBrowser = () => browser(server.url, { ip: `198.51.100.${nextIp++}` });
let nextEmail = 1;
const newEmail = () => `partner${nextEmail++}.${Date.now()}@example.com`;
const password = 'Kolkata#Lights42';
/** Processes that share a database share the secret too. */
const sharedSecret = 'a-test-secret-shared-by-both-processes-0123456789';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({
    database,
    env: { TRUST_PROXY: 'true', AUTH_SECRET: sharedSecret },
  });
});
afterAll(() => server.close());

async function signUp(email = newEmail()) {
  const client = newBrowser();
  const response = await client.request('/api/auth/sign-up/email', {
    json: { email, password, name: email, callbackURL: '/verify-email' },
  });
  expect(response.status).toBe(200);
  return { client, email };
}

async function verify(email: string, client = newBrowser()) {
  const mail = await latestMail(server.url, email);
  const link = mail?.links.find((url) => url.includes('/api/auth/verify-email'));
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  const response = await client.open(link);
  return { client, response };
}

describe('sign-up', () => {
  it('creates an unverified user, signs them in and mails a verification link', async () => {
    const { client, email } = await signUp();
    const session = await readJson(await client.request('/api/auth/get-session'));
    expect(session.user).toMatchObject({ email, emailVerified: false });

    const mail = await latestMail(server.url, email);
    expect(mail?.subject).toContain('Shata Partner Portal');
    expect(
      mail?.links.some((link) => link.startsWith(`${server.url}/api/auth/verify-email?token=`)),
    ).toBe(true);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie (not Secure over http)', async () => {
    const response = await newBrowser().request('/api/auth/sign-up/email', {
      json: { email: newEmail(), password, name: 'x' },
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('refuses an address already registered, in any case', async () => {
    const { email } = await signUp();
    const response = await newBrowser().request('/api/auth/sign-up/email', {
      json: { email: email.toUpperCase(), password, name: email },
    });
    expect(response.status).toBe(422);
    expect((await readJson(response)).code).toMatch(/^USER_ALREADY_EXISTS/);
  });

  it.each([
    ['shorter than 6 characters', 'abc12', 'PASSWORD_TOO_SHORT'],
    ['longer than 128 characters', 'x'.repeat(129), 'PASSWORD_TOO_LONG'],
  ])('refuses a password %s', async (_case, weak, code) => {
    const response = await newBrowser().request('/api/auth/sign-up/email', {
      json: { email: newEmail(), password: weak, name: 'x' },
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).code).toBe(code);
  });

  it.each(['password', 'qwerty123', 'Iloveyou'])(
    'refuses the common password %s with its own message',
    async (common) => {
      const email = newEmail();
      const response = await newBrowser().request('/api/auth/sign-up/email', {
        json: { email, password: common, name: email },
      });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: messages.signup.commonPassword,
      });
      expect(await latestMail(server.url, email)).toBeUndefined();
    },
  );
});

describe('e-mail verification and the partner record', () => {
  it('refuses the partner API until the address is verified', async () => {
    const { client } = await signUp();
    const response = await client.request('/api/partners/me');
    expect(response.status).toBe(403);
    expect((await readJson(response)).message).toBe(messages.api.emailNotVerified);
  });

  it('refuses the partner API to a signed-out caller', async () => {
    const response = await newBrowser().request('/api/partners/me');
    expect(response.status).toBe(401);
    expect((await readJson(response)).message).toBe(messages.api.signInRequired);
  });

  it('verifies through the mailed link and signs in the browser that opens it, even another one', async () => {
    const { email } = await signUp();
    const { client, response } = await verify(email);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/verify-email');
    const session = await readJson(await client.request('/api/auth/get-session'));
    expect(session.user).toMatchObject({ email, emailVerified: true });
  });

  it('gives a verified partner their own record, created with the personal e-mail only', async () => {
    const { email } = await signUp();
    const { client } = await verify(email);
    const response = await client.request('/api/partners/me');
    expect(response.status).toBe(200);
    const partner = await readJson(response);
    expect(partner).toMatchObject({ personalEmail: email, name: null, servicesSelected: [] });
    expect(partner._id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await readJson(await client.request('/api/partners/me'));
    expect(again._id).toBe(partner._id);
  });

  it('finds an existing partner by e-mail ignoring case, and never another partner', async () => {
    const { email } = await signUp();
    await database.db.execute(
      sql`insert into partners (personal_email, name) values (${email.toUpperCase()}, 'Asha Events')`,
    );
    const other = await signUp();
    const { client } = await verify(email);
    const { client: otherClient } = await verify(other.email);
    const mine = await readJson(await client.request('/api/partners/me'));
    const theirs = await readJson(await otherClient.request('/api/partners/me'));
    expect(mine).toMatchObject({ name: 'Asha Events', personalEmail: email.toUpperCase() });
    expect(theirs.personalEmail).toBe(other.email);
    expect(theirs._id).not.toBe(mine._id);
  });
});

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    const { email } = await signUp();
    const response = await newBrowser().request('/api/auth/sign-in/email', {
      json: { email, password },
    });
    expect(response.status).toBe(200);
    expect((await readJson(response)).user.email).toBe(email);
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    const { email } = await signUp();
    const wrong = await newBrowser().request('/api/auth/sign-in/email', {
      json: { email, password: 'not-the-password' },
    });
    const unknown = await newBrowser().request('/api/auth/sign-in/email', {
      json: { email: newEmail(), password },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await readJson(wrong)).toEqual(await readJson(unknown));
  });

  it('limits repeated sign-in attempts from one address with 429 and a clear message', async () => {
    const client = newBrowser();
    const attempt = () =>
      client.request('/api/auth/sign-in/email', { json: { email: newEmail(), password } });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).message).toMatch(/too many requests/i);
    // Another address is not affected.
    expect(
      (
        await newBrowser().request('/api/auth/sign-in/email', {
          json: { email: newEmail(), password },
        })
      ).status,
    ).toBe(401);
  });

  it('takes the client address from X-Forwarded-For only behind a trusted proxy', async () => {
    const direct = await startTestApp({ database: await createTestDatabase() });
    try {
      // Without TRUST_PROXY every forged address is the same caller.
      for (let i = 0; i < 5; i++) {
        const response = await browser(direct.url, { ip: `192.0.2.${i}` }).request(
          '/api/auth/sign-in/email',
          {
            json: { email: newEmail(), password },
          },
        );
        expect(response.status).toBe(401);
      }
      const limited = await browser(direct.url, { ip: '192.0.2.99' }).request(
        '/api/auth/sign-in/email',
        {
          json: { email: newEmail(), password },
        },
      );
      expect(limited.status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('refuses a state-changing request from another site', async () => {
    const { client } = await signUp();
    const response = await client.request('/api/auth/sign-out', {
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    const session = await readJson(await client.request('/api/auth/get-session'));
    expect(session).not.toBeNull();
  });

  it('signs out', async () => {
    const { client } = await signUp();
    expect((await client.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    expect(await readJson(await client.request('/api/auth/get-session'))).toBeNull();
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const response = await newBrowser().request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(response.status).toBe(200);
    return readJson(response);
  }

  async function resetToken(email: string) {
    const mail = await latestMail(server.url, email);
    const link = mail?.links.find((url) => url.includes('/api/auth/reset-password/'));
    if (!link) throw new Error(`no reset link mailed to ${email}`);
    const response = await newBrowser().open(link);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', server.url);
    expect(location.pathname).toBe('/reset-password');
    return location.searchParams.get('token') ?? '';
  }

  it('answers the same whether or not the address is registered, and mails only a registered one', async () => {
    const { email } = await signUp();
    const stranger = newEmail();
    expect(await requestReset(email)).toEqual(await requestReset(stranger));
    expect((await latestMail(server.url, email))?.subject).toMatch(/reset/i);
    expect(await latestMail(server.url, stranger)).toBeUndefined();
  });

  it('sets a new password once per link and signs out every other session', async () => {
    const { client: oldSession, email } = await signUp();
    await requestReset(email);
    const token = await resetToken(email);
    const newPassword = 'Monsoon-Garden-77';
    const reset = await newBrowser().request('/api/auth/reset-password', {
      json: { newPassword, token },
    });
    expect(reset.status).toBe(200);

    expect(await readJson(await oldSession.request('/api/auth/get-session'))).toBeNull();
    const signIn = await newBrowser().request('/api/auth/sign-in/email', {
      json: { email, password: newPassword },
    });
    expect(signIn.status).toBe(200);

    const again = await newBrowser().request('/api/auth/reset-password', {
      json: { newPassword: 'Another-Garden-88', token },
    });
    expect(again.status).toBe(400);
    expect((await readJson(again)).code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const token = await resetToken(email);
    await database.db.execute(
      sql`update verifications set expires_at = now() - interval '1 minute' where identifier = ${`reset-password:${token}`}`,
    );
    const response = await newBrowser().request('/api/auth/reset-password', {
      json: { newPassword: 'Monsoon-Garden-77', token },
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).code).toBe('INVALID_TOKEN');
  });

  it('refuses a common password as the new one', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const token = await resetToken(email);
    const response = await newBrowser().request('/api/auth/reset-password', {
      json: { newPassword: 'password1', token },
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).code).toBe('PASSWORD_TOO_COMMON');
  });
});

describe('shared state', () => {
  const secondProcess = () =>
    startTestApp({
      database: { ...database, close: async () => {} },
      env: { AUTH_SECRET: sharedSecret, TRUST_PROXY: 'true' },
    });

  it('keeps sessions in the database, so another server process knows them', async () => {
    const { client, email } = await signUp();
    const second = await secondProcess();
    try {
      const sameBrowser = browser(second.url, { jar: client.jar });
      const session = await readJson(await sameBrowser.request('/api/auth/get-session'));
      expect(session.user.email).toBe(email);
    } finally {
      await second.close();
    }
  });

  it('counts sign-in attempts across processes', async () => {
    const second = await secondProcess();
    try {
      const ip = '198.51.100.250';
      const attempt = (url: string) =>
        browser(url, { ip }).request('/api/auth/sign-in/email', {
          json: { email: newEmail(), password },
        });
      for (const url of [server.url, second.url, server.url, second.url, server.url]) {
        expect((await attempt(url)).status).toBe(401);
      }
      expect((await attempt(second.url)).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('over https', () => {
  it('marks the session cookie Secure', async () => {
    const secure = await startTestApp({
      database: { ...database, close: async () => {} },
      env: { PUBLIC_URL: 'https://partners.shata.example' },
    });
    try {
      const response = await fetch(`${secure.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://partners.shata.example' },
        body: JSON.stringify({ email: newEmail(), password, name: 'x' }),
      });
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await secure.close();
    }
  });
});
