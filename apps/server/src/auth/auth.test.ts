import { messages } from '@shata/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Browser, browser, latestMail, readJson } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { type BackgroundTasks, createBackgroundTasks } from '../http/background-tasks';
import { user, verification } from './schema';

// Most accounts here share one password: it is hashed once, and each check of it made once.
vi.mock('./password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

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
/** What the bridge does after answering, awaited by tests that look at its outcome. */
const tasks = createBackgroundTasks((error) => {
  throw error;
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

/** Background work held until released, so a test can look between an answer and that work. */
function heldTasks(): BackgroundTasks & { release(): Promise<void> } {
  const held: Array<() => Promise<unknown>> = [];
  return {
    run: (task) => {
      held.push(task);
    },
    idle: async () => {},
    async release() {
      for (const task of held.splice(0)) await task();
    },
  };
}

async function signUp(email = newEmail()) {
  const client = newBrowser();
  const response = await client.request('/api/auth/sign-up/email', {
    json: { email, password, name: email, callbackURL: '/verify-email' },
  });
  expect(response.status).toBe(200);
  return { client, email };
}

/** Opens the link mailed to `email` in `client`, whoever that browser is signed in as. */
async function verify(email: string, client: Browser) {
  const mail = await latestMail(server.url, email);
  const link = mail?.links.find((url) => url.includes('/api/auth/verify-email'));
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  return client.open(link);
}

const sessionUser = async (client: Browser) =>
  (await readJson(await client.request('/api/auth/get-session')))?.user;

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
    expect((await readJson(response)).code).toMatch(/^user_already_exists/);
  });

  it.each([
    ['shorter than 6 characters', 'abc12', 'password_too_short'],
    ['longer than 128 characters', 'x'.repeat(129), 'password_too_long'],
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
        code: 'password_too_common',
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

  it('verifies through the mailed link, for the browser that signed up', async () => {
    const { client, email } = await signUp();
    const response = await verify(email, client);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/verify-email?verified=1');
    expect(await sessionUser(client)).toMatchObject({ email, emailVerified: true });
  });

  it('verifies through the link opened elsewhere, without signing that browser in', async () => {
    const { client, email } = await signUp();
    const elsewhere = newBrowser();
    const response = await verify(email, elsewhere);
    expect(response.headers.get('location')).toBe('/verify-email?verified=1');
    expect(elsewhere.cookies()).toEqual([]);
    expect(await readJson(await elsewhere.request('/api/auth/get-session'))).toBeNull();
    expect(await sessionUser(client)).toMatchObject({ email, emailVerified: true });
  });

  it("leaves a browser signed in as someone else as themselves when it opens another account's link", async () => {
    // An attacker's throwaway account, and a partner's browser made to open its link.
    const attacker = await signUp();
    const victim = await signUp();
    const cookiesBefore = new Map(victim.client.jar);
    const response = await verify(attacker.email, victim.client);
    expect(response.headers.get('location')).toBe('/verify-email?verified=1');
    expect(victim.client.jar).toEqual(cookiesBefore);
    expect(await sessionUser(victim.client)).toMatchObject({
      email: victim.email,
      emailVerified: false,
    });
    expect(await sessionUser(attacker.client)).toMatchObject({
      email: attacker.email,
      emailVerified: true,
    });
  });

  it('lands a link opened again once the address is verified on the login screen, saying so', async () => {
    const { client, email } = await signUp();
    await verify(email, client);
    const response = await verify(email, newBrowser());
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?already-verified=1');
  });

  it.each([
    ['an invalid', 'not-a-token', 'INVALID_TOKEN'],
    [
      'a tampered',
      'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl',
      'INVALID_TOKEN',
    ],
    [
      // The address is read before the token is checked: a NUL in it must not reach the database.
      'a forged',
      `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('{"email":"a\\u0000b@example.com"}').toString('base64url')}.c2lnbmF0dXJl`,
      'INVALID_TOKEN',
    ],
  ])('sends %s link back with its error and no mark of success', async (_case, token, code) => {
    const response = await newBrowser().request(
      `/api/auth/verify-email?token=${token}&callbackURL=%2Fverify-email`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/verify-email?error=${code}`);
  });

  it('gives a verified partner their own record, created with the personal e-mail only', async () => {
    const { client, email } = await signUp();
    await verify(email, client);
    const response = await client.request('/api/partners/me');
    expect(response.status).toBe(200);
    const partner = await readJson(response);
    expect(partner).toMatchObject({ personalEmail: email, name: null, servicesSelected: [] });
    expect(partner._id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await readJson(await client.request('/api/partners/me'));
    expect(again._id).toBe(partner._id);
  });

  it('finds an existing partner by e-mail ignoring case, and never another partner', async () => {
    const { client, email } = await signUp();
    await database.db.execute(
      sql`insert into partners (personal_email, name) values (${email.toUpperCase()}, 'Asha Events')`,
    );
    const other = await signUp();
    await verify(email, client);
    await verify(other.email, other.client);
    const mine = await readJson(await client.request('/api/partners/me'));
    const theirs = await readJson(await other.client.request('/api/partners/me'));
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

  it('limits repeated sign-in attempts from one address with 429, saying it is the network and how long to wait', async () => {
    const client = newBrowser();
    const attempt = () =>
      client.request('/api/auth/sign-in/email', { json: { email: newEmail(), password } });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await readJson(limited)).message).toBe(
      messages.limits.tooManySignInsFromNetwork(retryAfter),
    );
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

describe('session tokens', () => {
  /** The session token a browser's cookie carries (`token.signature`). */
  const sessionTokenOf = (client: Browser) => {
    const [, value = ''] = [...client.jar].find(([name]) => name.includes('session_token')) ?? [];
    return decodeURIComponent(value).split('.')[0] ?? '';
  };

  it('never appear in an answer: the HttpOnly cookie alone carries them', async () => {
    const email = newEmail();
    const signingUp = newBrowser();
    const signUpAnswer = await signingUp.request('/api/auth/sign-up/email', {
      json: { email, password, name: email },
    });
    const signUpToken = sessionTokenOf(signingUp);
    expect(signUpToken).toMatch(/^\w{20,}$/);
    const signUpBody = await signUpAnswer.text();
    expect(JSON.parse(signUpBody).user.email).toBe(email);
    expect(signUpBody).not.toContain(signUpToken);

    const signingIn = newBrowser();
    const signInAnswer = await signingIn.request('/api/auth/sign-in/email', {
      json: { email, password },
    });
    const signInToken = sessionTokenOf(signingIn);
    expect(signInToken).toMatch(/^\w{20,}$/);
    const signInBody = await signInAnswer.text();
    expect(JSON.parse(signInBody).user.email).toBe(email);
    expect(signInBody).not.toContain(signInToken);

    const sessionBody = await (await signingIn.request('/api/auth/get-session')).text();
    expect(JSON.parse(sessionBody).user.email).toBe(email);
    expect(JSON.parse(sessionBody).session).not.toHaveProperty('token');
    expect(sessionBody).not.toContain(signInToken);
  });
});

describe('endpoints', () => {
  it.each([
    ['POST', '/api/auth/update-user', { name: null }],
    ['POST', '/api/auth/change-password', { currentPassword: password, newPassword: password }],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['GET', '/api/auth/list-sessions', undefined],
    ['GET', '/api/auth/ok', undefined],
  ])('answers %s %s, which the portal does not use, with 404', async (method, path, json) => {
    const { client } = await signUp();
    const response = await client.request(path, { method, json });
    expect(response.status).toBe(404);
  });

  const email = 'asha@example.com';
  const validBodies: Record<string, Record<string, string>> = {
    '/api/auth/sign-up/email': { email, password, name: email },
    '/api/auth/sign-in/email': { email, password },
    '/api/auth/send-verification-email': { email, callbackURL: '/verify-email' },
    '/api/auth/request-password-reset': { email, redirectTo: '/reset-password' },
    '/api/auth/reset-password': { newPassword: password, token: 'a-token' },
  };
  const v = messages.validation;
  const refusals = (path: string, valid: Record<string, string>) => {
    const [field = ''] = Object.keys(valid);
    const without = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
    return [
      [path, 'a null field', { ...valid, [field]: null }, messages.identity.fieldNotText(field)],
      [path, 'a number', { ...valid, [field]: 42 }, messages.identity.fieldNotText(field)],
      [path, 'an array', { ...valid, [field]: ['x'] }, messages.identity.fieldNotText(field)],
      [
        path,
        'an object',
        { ...valid, [field]: { $ne: '' } },
        messages.identity.fieldNotText(field),
      ],
      [path, 'a missing field', without, messages.identity.fieldRequired(field)],
      [path, 'an unknown key', { ...valid, role: 'operator' }, v.unknownFields(['role'])],
      [path, 'an array body', [valid], messages.identity.bodyNotObject],
      [path, 'no body', undefined, messages.identity.bodyNotObject],
    ] as const;
  };
  const overLong = [
    ['/api/auth/sign-up/email', { name: 'x'.repeat(255) }, v.tooLong('Name', 254)],
    ['/api/auth/sign-in/email', { password: 'x'.repeat(129) }, v.passwordTooLong],
    [
      '/api/auth/send-verification-email',
      { callbackURL: `/${'x'.repeat(200)}` },
      v.tooLong('callbackURL', 200),
    ],
    [
      '/api/auth/request-password-reset',
      { email: `${'x'.repeat(250)}@example.com` },
      v.tooLong('Email', 254),
    ],
    ['/api/auth/reset-password', { token: 'x'.repeat(201) }, v.tooLong('token', 200)],
  ] as const;

  it.each(Object.entries(validBodies).flatMap(([path, valid]) => refusals(path, valid)))(
    'refuses POST %s with %s, naming the field',
    async (path, _case, body, message) => {
      const response = await newBrowser().request(path, {
        method: 'POST',
        ...(body === undefined ? {} : { json: body }),
      });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({ code: 'validation_failed', message });
    },
  );

  it.each(overLong)('refuses POST %s with an over-long value', async (path, change, message) => {
    const response = await newBrowser().request(path, {
      json: { ...validBodies[path], ...change },
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe(message);
  });

  it.each(['https://evil.example/verify-email', '//evil.example/verify-email', '/\\evil.example'])(
    'refuses %s as where to send the browser afterwards, as forbidden',
    async (callbackURL) => {
      const response = await newBrowser().request('/api/auth/send-verification-email', {
        json: { email, callbackURL },
      });
      expect(response.status).toBe(403);
      expect((await readJson(response)).message).toBe(messages.identity.portalPath('callbackURL'));
    },
  );

  it('creates no account from a refused sign-up', async () => {
    const address = newEmail();
    const response = await newBrowser().request('/api/auth/sign-up/email', {
      json: { email: address, password, name: null },
    });
    expect(response.status).toBe(400);
    expect(await database.db.select().from(user).where(eq(user.email, address))).toEqual([]);
  });
});

describe('password reset', () => {
  /** Asks for a reset link and waits for the work done after the answer. */
  async function requestReset(email: string) {
    const response = await newBrowser().request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(response.status).toBe(200);
    await tasks.idle();
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
    expect((await readJson(again)).code).toBe('invalid_token');
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
    expect((await readJson(response)).code).toBe('invalid_token');
  });

  it('ends every other outstanding link of the account once one has set a new password', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const earlier = await resetToken(email);
    await requestReset(email);
    const later = await resetToken(email);
    expect(later).not.toBe(earlier);

    const reset = await newBrowser().request('/api/auth/reset-password', {
      json: { newPassword: 'Monsoon-Garden-77', token: later },
    });
    expect(reset.status).toBe(200);

    const withEarlier = await newBrowser().request('/api/auth/reset-password', {
      json: { newPassword: 'Another-Garden-88', token: earlier },
    });
    expect(withEarlier.status).toBe(400);
    expect((await readJson(withEarlier)).code).toBe('invalid_token');
    const signIn = await newBrowser().request('/api/auth/sign-in/email', {
      json: { email, password: 'Monsoon-Garden-77' },
    });
    expect(signIn.status).toBe(200);
  });

  it('keeps the links of other accounts working', async () => {
    const { email } = await signUp();
    const other = await signUp();
    await requestReset(other.email);
    const othersToken = await resetToken(other.email);
    await requestReset(email);
    const token = await resetToken(email);
    await newBrowser().request('/api/auth/reset-password', {
      json: { newPassword: 'Monsoon-Garden-77', token },
    });

    const response = await newBrowser().request('/api/auth/reset-password', {
      json: { newPassword: 'Another-Garden-88', token: othersToken },
    });
    expect(response.status).toBe(200);
  });

  it('answers before any of the work for a registered address is done, the same as for a stranger', async () => {
    const held = heldTasks();
    const app = await startTestApp({
      database: { ...database, close: async () => {} },
      env: { AUTH_SECRET: sharedSecret, TRUST_PROXY: 'true' },
      backgroundTasks: held,
    });
    try {
      const { email } = await signUp();
      const ask = (address: string) =>
        browser(app.url, { ip: `198.51.100.${nextIp++}` }).request(
          '/api/auth/request-password-reset',
          { json: { email: address, redirectTo: '/reset-password' } },
        );
      const known = await ask(email);
      const unknown = await ask(newEmail());
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await readJson(known)).toEqual(await readJson(unknown));
      // The account was not even looked up yet: no link stored, no mail written
      // (the newest mail is still the one from signing up).
      const links = await database.db
        .select()
        .from(verification)
        .innerJoin(user, eq(user.id, verification.value))
        .where(eq(user.email, email));
      expect(links).toEqual([]);
      expect((await latestMail(app.url, email))?.subject).toMatch(/^Verify your email/);

      await held.release();
      expect((await latestMail(app.url, email))?.subject).toMatch(/^Reset your/);
    } finally {
      await app.close();
    }
  });

  it('limits reset requests from one address with 429, saying when to retry', async () => {
    const client = newBrowser();
    const ask = () =>
      client.request('/api/auth/request-password-reset', {
        json: { email: newEmail(), redirectTo: '/reset-password' },
      });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await readJson(limited)).message).toBe(messages.limits.tryAgainIn(retryAfter));
    await tasks.idle();
  });

  it('refuses a common password as the new one', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const token = await resetToken(email);
    const response = await newBrowser().request('/api/auth/reset-password', {
      json: { newPassword: 'password1', token },
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).code).toBe('password_too_common');
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
