import { createOTP } from '@better-auth/utils/otp';
import { messages } from '@shata/domain';
import { totpCode, totpSecretOf, wrongTotpCode } from '@shata/test-support/totp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser, latestMail, readJson } from '../../test/http-client';
import { promoteToOperator, signedInOperator, signedUpPartner } from '../../test/partner-fixture';
import { enrolSecondFactor } from '../../test/second-factor';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { latestOperatorActions } from '../operators/actions';
import { session, twoFactor, user } from './schema';

let server: TestApp;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

const password = 'Kolkata#Lights42';
let addressSequence = 0;

/** A fresh browser signing in with the password alone: the first step. */
async function passwordStep(email: string): Promise<{ client: Browser; answer: Response }> {
  addressSequence += 1;
  const client = browser(server.url, {
    ip: `10.88.${addressSequence >> 8}.${addressSequence & 255}`,
  });
  const answer = await client.request('/api/auth/sign-in/email', { json: { email, password } });
  return { client, answer };
}

const code = (client: Browser, value: string) =>
  client.request('/api/auth/two-factor/verify-totp', { json: { code: value } });
const backupCode = (client: Browser, value: string) =>
  client.request('/api/auth/two-factor/verify-backup-code', { json: { code: value } });
const queue = (client: Browser) => client.request('/api/admin/partners');

/** An operator who signed up and was promoted, with no second factor yet. */
async function unenrolledOperator() {
  const partner = await signedUpPartner(server.url);
  await promoteToOperator(database, partner.email, 'reviewer');
  return partner;
}

describe('the second factor of an operator', () => {
  it('has the tests compute the codes better-auth checks, as a phone would from the URI', async () => {
    const otp = createOTP('a raw secret of thirty-two chars', {});
    const uri = otp.url('Shata Partner Portal', 'someone@example.com');
    expect(totpCode(totpSecretOf(uri))).toBe(await otp.totp());
  });

  it('refuses an operator without one on every /api/admin route and on partners’ documents', async () => {
    const operator = await unenrolledOperator();
    const other = await signedUpPartner(server.url);
    const adminRoutes = server.app.routeTable.filter((route) => route.url.startsWith('/api/admin'));
    expect(adminRoutes.length).toBeGreaterThan(15);
    for (const route of adminRoutes) {
      const path = route.url.replace(':id', other.partnerId).replace(/:[a-z]+/gi, 'x');
      const answer = await operator.client.request(path, {
        method: route.method,
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { json: {} }),
      });
      expect([route.method, route.url, answer.status]).toEqual([route.method, route.url, 403]);
      if (route.method !== 'HEAD') {
        expect(await readJson(answer)).toMatchObject({
          code: 'two_factor_required',
          message: messages.twoFactor.notEnrolled,
        });
      }
    }
    const document = await operator.client.request(`/api/partners/${other.partnerId}`);
    expect(document.status).toBe(403);
    expect((await readJson(document)).code).toBe('two_factor_required');
  });

  it('tells the console where the session stands, and nobody signed out', async () => {
    const state = (client: Browser) => client.request('/api/session/second-factor');
    expect((await state(browser(server.url, { ip: '10.89.0.1' }))).status).toBe(401);
    const partner = await signedUpPartner(server.url);
    expect(await readJson(await state(partner.client))).toEqual({
      enrolled: false,
      passed: false,
      required: false,
    });
    const operator = await unenrolledOperator();
    expect(await readJson(await state(operator.client))).toEqual({
      enrolled: false,
      passed: false,
      required: true,
    });
    await enrolSecondFactor(operator.client);
    expect(await readJson(await state(operator.client))).toEqual({
      enrolled: true,
      passed: true,
      required: true,
    });
  });

  it('enrols with the password and the first code; the session is then let in', async () => {
    const operator = await unenrolledOperator();
    // Signed in elsewhere before the enrolment: that session never passed the second factor.
    const earlier = await passwordStep(operator.email);
    const wrongPassword = await operator.client.request('/api/auth/two-factor/enable', {
      json: { password: 'Not-the-password-1' },
    });
    expect(wrongPassword.status).toBe(400);
    const enabled = await readJson(
      await operator.client.request('/api/auth/two-factor/enable', { json: { password } }),
    );
    expect(enabled.totpURI).toMatch(/^otpauth:\/\/totp\/Shata%20Partner%20Portal:/);
    expect(enabled.backupCodes).toHaveLength(10);
    // Not yet: the enrolment needs its first code.
    expect((await queue(operator.client)).status).toBe(403);

    const secret = totpSecretOf(enabled.totpURI);
    const wrong = await code(operator.client, wrongTotpCode(secret));
    expect(wrong.status).toBe(401);
    expect(await readJson(wrong)).toMatchObject({
      code: 'invalid_code',
      message: messages.twoFactor.invalidCode,
    });
    expect((await code(operator.client, totpCode(secret))).status).toBe(200);
    expect((await queue(operator.client)).status).toBe(200);
    const unpassed = await queue(earlier.client);
    expect(unpassed.status).toBe(403);
    expect(await readJson(unpassed)).toMatchObject({
      code: 'two_factor_required',
      message: messages.twoFactor.notPassed,
    });

    const mail = await latestMail(server.url, operator.email);
    expect(mail?.subject).toBe('Shata Partner Portal: A second factor was set up');
    const trail = await latestOperatorActions(database.db);
    expect(trail[0]).toMatchObject({
      action: 'two_factor.enrolled',
      actorEmail: operator.email,
      subjectName: operator.email,
    });
  });

  it('asks for the code at sign-in, and a session of the password alone opens nothing', async () => {
    const operator = await signedInOperator(server.url, database);
    const { client, answer } = await passwordStep(operator.email);
    expect(answer.status).toBe(200);
    expect(await readJson(answer)).toMatchObject({ twoFactorRedirect: true });
    expect((await client.request('/api/auth/get-session').then(readJson)) ?? null).toBeNull();
    expect((await queue(client)).status).toBe(401);

    expect((await code(client, totpCode(operator.totpSecret))).status).toBe(200);
    expect((await queue(client)).status).toBe(200);
  });

  it('takes each backup code once, in place of the app', async () => {
    const operator = await signedInOperator(server.url, database);
    const [first = ''] = operator.backupCodes;
    const signIn = await passwordStep(operator.email);
    const used = await backupCode(signIn.client, first);
    expect(used.status).toBe(200);
    expect((await queue(signIn.client)).status).toBe(200);
    expect((await latestMail(server.url, operator.email))?.subject).toBe(
      'Shata Partner Portal: A backup code was used',
    );

    const again = await passwordStep(operator.email);
    const reused = await backupCode(again.client, first);
    expect(reused.status).toBe(401);
    expect(await readJson(reused)).toMatchObject({
      code: 'invalid_backup_code',
      message: messages.twoFactor.invalidBackupCode,
    });
    expect((await queue(again.client)).status).toBe(401);
  });

  it('locks the second step for 15 minutes after five wrong codes in a row', async () => {
    const operator = await signedInOperator(server.url, database);
    const { client } = await passwordStep(operator.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await code(client, wrongTotpCode(operator.totpSecret))).status).toBe(401);
    }
    // A new sign-in cannot start the count again, and the right code waits too.
    const next = await passwordStep(operator.email);
    const locked = await code(next.client, totpCode(operator.totpSecret));
    expect(locked.status).toBe(429);
    expect(await readJson(locked)).toMatchObject({
      code: 'two_factor_locked',
      message: messages.twoFactor.locked(15),
    });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await queue(next.client)).status).toBe(401);

    // The signed-in session's own codes (a step-up) are locked as well.
    const stepUp = await code(operator.client, totpCode(operator.totpSecret));
    expect(stepUp.status).toBe(429);

    // Fifteen minutes on, the code is taken again.
    await database.db
      .update(twoFactor)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactor.userId, await userIdOf(operator.email)));
    const after = await passwordStep(operator.email);
    expect((await code(after.client, totpCode(operator.totpSecret))).status).toBe(200);
  });

  it('counts wrong codes of a signed-in session too', async () => {
    const operator = await signedInOperator(server.url, database);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await code(operator.client, wrongTotpCode(operator.totpSecret))).status).toBe(401);
    }
    const locked = await code(operator.client, totpCode(operator.totpSecret));
    expect(locked.status).toBe(429);
    expect((await readJson(locked)).code).toBe('two_factor_locked');
  });

  it('never accepts trusting a device, nor turning the second factor off', async () => {
    const operator = await signedInOperator(server.url, database);
    const { client } = await passwordStep(operator.email);
    const trusted = await client.request('/api/auth/two-factor/verify-totp', {
      json: { code: totpCode(operator.totpSecret), trustDevice: true },
    });
    expect(trusted.status).toBe(400);
    expect((await readJson(trusted)).message).toBe(
      messages.validation.unknownFields(['trustDevice']),
    );
    const disable = await operator.client.request('/api/auth/two-factor/disable', {
      json: { password },
    });
    expect(disable.status).toBe(404);
  });

  it('asks again for a code before a new API key or webhook endpoint, after five minutes', async () => {
    const operator = await signedInOperator(server.url, database);
    const newKey = () =>
      operator.client.request('/api/admin/api-keys', {
        json: { name: 'Billing', scopes: ['partners:read'] },
      });
    const newEndpoint = () =>
      operator.client.request('/api/admin/webhooks', {
        json: { url: 'https://hooks.example.com/shata', eventTypes: ['partner.approved'] },
      });
    expect((await newKey()).status).toBe(201);

    await passedSecondFactorAgo(operator.email, 6 * 60_000);
    for (const answer of [await newKey(), await newEndpoint()]) {
      expect(answer.status).toBe(403);
      expect(await readJson(answer)).toMatchObject({
        code: 'two_factor_step_up_required',
        message: messages.twoFactor.stepUpRequired,
      });
    }
    // The rest of the console stays open meanwhile.
    expect((await queue(operator.client)).status).toBe(200);
    expect((await code(operator.client, totpCode(operator.totpSecret))).status).toBe(200);
    expect((await newKey()).status).toBe(201);
  });

  it('signs an operator out after 15 minutes without a request, and not before', async () => {
    const operator = await signedInOperator(server.url, database);
    await lastActiveAgo(operator.email, 14 * 60_000);
    expect((await queue(operator.client)).status).toBe(200);
    await lastActiveAgo(operator.email, 16 * 60_000);
    expect((await queue(operator.client)).status).toBe(401);
    expect((await queue(operator.client)).status).toBe(401);

    // Partners keep the spec's own sign-out, in their browser.
    const partner = await signedUpPartner(server.url);
    await lastActiveAgo(partner.email, 60 * 60_000);
    expect((await partner.client.request('/api/partners/me')).status).toBe(200);
  });

  it('leaves partners’ sign-in as it was, and lets a partner enrol too', async () => {
    const partner = await signedUpPartner(server.url);
    expect((await partner.client.request('/api/partners/me')).status).toBe(200);
    const { totpSecret } = await enrolSecondFactor(partner.client);
    const { client, answer } = await passwordStep(partner.email);
    expect(await readJson(answer)).toMatchObject({ twoFactorRedirect: true });
    expect((await code(client, totpCode(totpSecret))).status).toBe(200);
    expect((await client.request('/api/partners/me')).status).toBe(200);
  });
});

async function userIdOf(email: string): Promise<string> {
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}

async function passedSecondFactorAgo(email: string, ms: number): Promise<void> {
  await database.db
    .update(session)
    .set({ twoFactorVerifiedAt: new Date(Date.now() - ms) })
    .where(eq(session.userId, await userIdOf(email)));
}

async function lastActiveAgo(email: string, ms: number): Promise<void> {
  await database.db
    .update(session)
    .set({ lastActiveAt: new Date(Date.now() - ms) })
    .where(eq(session.userId, await userIdOf(email)));
}
