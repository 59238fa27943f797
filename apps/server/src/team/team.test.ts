import { invitationDays, messages, teamMessages } from '@shata/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Browser, browser, latestMail, readJson } from '../../test/http-client';
import { type Operator, signedInOperator, signedUpPartner } from '../../test/partner-fixture';
import { enrolSecondFactor } from '../../test/second-factor';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';

// Every account here signs up with the fixture's one password: hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

const fixturePassword = 'Kolkata#Lights42';

let server: TestApp;
let database: Database;
let admin: Operator;
let addressCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
  admin = await signedInOperator(server.url, database);
});
afterAll(() => server.close());
// Inviting, a role and a reset ask for a code from the last 5 minutes: as if the admin gave one before each test.
beforeEach(async () => {
  await database.db.execute(
    sql`update sessions set two_factor_verified_at = now()
      where user_id = (select id from users where email = ${admin.email})`,
  );
});

const team = (
  rest = '',
  init: { method?: string; json?: unknown } = {},
  by: { client: Browser } = admin,
) => by.client.request(`/api/admin/operators${rest}`, init);

/** A fresh browser signing in: each from an address of its own, so limits never interfere. */
async function signIn(email: string, password: string) {
  addressCount += 1;
  const client = browser(server.url, { ip: `10.88.${addressCount >> 8}.${addressCount & 255}` });
  const response = await client.request('/api/auth/sign-in/email', { json: { email, password } });
  return { client, response };
}

const memberOf = async (email: string) =>
  (await readJson(await team())).operators.find(
    (operator: { email: string }) => operator.email === email,
  );

const trail = async () =>
  (await readJson(await admin.client.request('/api/admin/operator-actions'))).actions;

describe('inviting an operator', () => {
  it('mails a link that sets a password, with which the invitee signs in to the console in their role', async () => {
    const email = `Meera.${Date.now()}@Shata.example`;
    const invited = await team('', { json: { email, role: 'approver' } });
    expect(invited.status).toBe(201);
    const address = email.toLowerCase();
    expect(await readJson(invited)).toEqual({
      id: expect.any(String),
      email: address,
      role: 'approver',
      status: 'invited',
      secondFactor: false,
    });
    expect((await trail())[0]).toMatchObject({
      action: 'operator.invited',
      actorEmail: admin.email,
      subjectName: `${address} (approver)`,
    });

    const mail = await latestMail(server.url, address);
    expect(mail?.subject).toBe('You are invited to the Shata Partner Portal console');
    expect(mail?.text).toContain(`expires in ${invitationDays} days`);
    const link = mail?.links.find((url) => url.includes('/api/auth/reset-password/'));
    const invitee = browser(server.url, { ip: '10.89.0.1' });
    const opened = await invitee.open(String(link));
    expect(opened.status).toBe(302);
    const landing = new URL(String(opened.headers.get('location')), server.url);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    const set = await invitee.request('/api/auth/reset-password', {
      json: { newPassword: 'Monsoon-Garden-77', token },
    });
    expect(set.status).toBe(200);

    const { client, response } = await signIn(address, 'Monsoon-Garden-77');
    expect(response.status).toBe(200);
    // Then the second factor, which the console asks of every operator before anything else.
    expect((await readJson(await client.request('/api/admin/partners'))).code).toBe(
      'two_factor_required',
    );
    await enrolSecondFactor(client, 'Monsoon-Garden-77');
    expect((await client.request('/api/admin/partners')).status).toBe(200);
    expect((await readJson(await client.request('/api/admin/operators'))).code).toBe(
      'role_not_allowed',
    );
    expect(await memberOf(address)).toMatchObject({ role: 'approver', status: 'active' });
    // The link works once.
    const again = await invitee.request('/api/auth/reset-password', {
      json: { newPassword: 'Another-Garden-78', token },
    });
    expect(again.status).toBe(400);
  });

  it(`expires the link after ${invitationDays} days`, async () => {
    const email = `late.${Date.now()}@shata.example`;
    expect((await team('', { json: { email, role: 'reviewer' } })).status).toBe(201);
    const link = (await latestMail(server.url, email))?.links.find((url) =>
      url.includes('/api/auth/reset-password/'),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + invitationDays * 24 * 60 * 60 * 1000 + 60_000);
      const opened = await browser(server.url, { ip: '10.89.0.2' }).open(String(link));
      expect(opened.headers.get('location')).toContain('error=INVALID_TOKEN');
    } finally {
      vi.useRealTimers();
    }
    expect(await memberOf(email)).toMatchObject({ status: 'invited' });
  });

  it('refuses an address that has an account already, and a role the portal does not have', async () => {
    const partner = await signedUpPartner(server.url);
    const taken = await team('', { json: { email: partner.email.toUpperCase(), role: 'admin' } });
    expect(taken.status).toBe(409);
    expect(await readJson(taken)).toMatchObject({
      code: 'user_already_exists',
      message: teamMessages.emailTaken(partner.email),
    });
    const badRole = await team('', { json: { email: 'x@shata.example', role: 'partner' } });
    expect(badRole.status).toBe(400);
    expect((await readJson(badRole)).message).toBe(teamMessages.roleUnknown);
  });
});

describe('changing an operator', () => {
  it('gives a new role from the next request of a session already signed in, and mails it', async () => {
    const colleague = await signedInOperator(server.url, database, 'reviewer');
    const { id } = await memberOf(colleague.email);
    const before = await colleague.client.request('/api/admin/api-keys');
    expect((await readJson(before)).code).toBe('role_not_allowed');

    const changed = await team(`/${id}/role`, { method: 'PUT', json: { role: 'admin' } });
    expect(await readJson(changed)).toMatchObject({ id, role: 'admin', status: 'active' });
    expect((await colleague.client.request('/api/admin/api-keys')).status).toBe(200);
    expect((await latestMail(server.url, colleague.email))?.text).toContain(
      `${admin.email} changed your role`,
    );
    expect((await trail())[0]).toMatchObject({
      action: 'operator.role_changed',
      subjectName: `${colleague.email} (admin)`,
    });
  });

  it('disables an account: its live session is refused at once and it cannot sign in, until enabled again', async () => {
    const colleague = await signedInOperator(server.url, database);
    const { id } = await memberOf(colleague.email);
    expect((await colleague.client.request('/api/admin/partners')).status).toBe(200);

    const disabled = await team(`/${id}/disable`, { method: 'POST' });
    expect(await readJson(disabled)).toMatchObject({ id, status: 'disabled' });
    const refused = await colleague.client.request('/api/admin/partners');
    expect(refused.status).toBe(401);
    expect((await readJson(refused)).code).toBe('sign_in_required');
    const session = await readJson(await colleague.client.request('/api/auth/get-session'));
    expect(session).toBeNull();
    // Refused as a wrong password is: the sign-in tells nobody which accounts exist.
    const wrong = await signIn(colleague.email, 'Not-The-Password-1');
    const blocked = await signIn(colleague.email, fixturePassword);
    expect(blocked.response.status).toBe(401);
    expect(await readJson(blocked.response)).toEqual(await readJson(wrong.response));
    expect((await latestMail(server.url, colleague.email))?.text).toContain(
      `${admin.email} disabled your account`,
    );
    expect((await trail())[0]).toMatchObject({ action: 'operator.disabled' });
    expect((await team(`/${id}/disable`, { method: 'POST' })).status).toBe(409);

    const enabled = await team(`/${id}/enable`, { method: 'POST' });
    expect(await readJson(enabled)).toMatchObject({ id, status: 'active' });
    expect((await signIn(colleague.email, fixturePassword)).response.status).toBe(200);
    expect((await trail())[0]).toMatchObject({ action: 'operator.enabled' });
  });

  it('resets a colleague’s second factor: their sessions end, they set one up again, and are told', async () => {
    const colleague = await signedInOperator(server.url, database, 'reviewer');
    const { id, secondFactor } = await memberOf(colleague.email);
    expect(secondFactor).toBe(true);

    const reset = await team(`/${id}/second-factor/reset`, { method: 'POST' });
    expect(await readJson(reset)).toMatchObject({ id, secondFactor: false });
    expect((await colleague.client.request('/api/admin/partners')).status).toBe(401);
    expect((await latestMail(server.url, colleague.email))?.subject).toBe(
      'Shata Partner Portal: Your second factor was reset',
    );
    expect((await trail())[0]).toMatchObject({ action: 'two_factor.reset' });

    const again = await signIn(colleague.email, fixturePassword);
    expect(await readJson(again.response)).not.toMatchObject({ twoFactorRedirect: true });
    const blocked = await again.client.request('/api/admin/partners');
    expect((await readJson(blocked)).code).toBe('two_factor_required');
    await enrolSecondFactor(again.client);
    expect((await again.client.request('/api/admin/partners')).status).toBe(200);

    const twice = await team(`/${id}/second-factor/reset`, { method: 'POST' });
    expect(twice.status).toBe(200);
    const own = await team(`/${(await memberOf(admin.email)).id}/second-factor/reset`, {
      method: 'POST',
    });
    expect([own.status, (await readJson(own)).code]).toEqual([409, 'own_account']);
  });

  it('asks for a fresh code before an invitation, a role or a reset', async () => {
    const stale = await signedInOperator(server.url, database);
    await database.db.execute(
      sql`update sessions set two_factor_verified_at = now() - interval '6 minutes'
        where user_id = (select id from users where email = ${stale.email})`,
    );
    const { id } = await memberOf(admin.email);
    for (const [path, init] of [
      ['', { json: { email: `late.${Date.now()}@shata.example`, role: 'reviewer' } }],
      [`/${id}/role`, { method: 'PUT', json: { role: 'approver' } }],
      [`/${id}/second-factor/reset`, { method: 'POST' }],
    ] as const) {
      const answer = await team(path, init, stale);
      expect([path, answer.status, (await readJson(answer)).code]).toEqual([
        path,
        403,
        'two_factor_step_up_required',
      ]);
    }
  });

  it('refuses an admin their own account, so the team always keeps an admin', async () => {
    const { id } = await memberOf(admin.email);
    for (const [rest, init] of [
      [`/${id}/disable`, { method: 'POST' }],
      [`/${id}/role`, { method: 'PUT', json: { role: 'reviewer' } }],
    ] as const) {
      const refused = await team(rest, init);
      expect(refused.status).toBe(409);
      expect(await readJson(refused)).toMatchObject({
        code: 'own_account',
        message: teamMessages.ownAccount,
      });
    }
    expect(await memberOf(admin.email)).toMatchObject({ role: 'admin', status: 'active' });
    expect((await admin.client.request('/api/admin/partners')).status).toBe(200);
  });

  it('answers 404 for an id that is no operator, a partner’s among them', async () => {
    const partner = await signedUpPartner(server.url);
    const session = await readJson(await partner.client.request('/api/auth/get-session'));
    for (const id of [session.user.id, 'nobody']) {
      const answer = await team(`/${id}/disable`, { method: 'POST' });
      expect(answer.status).toBe(404);
      expect((await readJson(answer)).code).toBe('operator_not_found');
    }
  });
});

describe('who may manage the team', () => {
  it('refuses partners and operators who are not admins', async () => {
    const partner = await signedUpPartner(server.url);
    const reviewer = await signedInOperator(server.url, database, 'reviewer');
    const { id } = await memberOf(admin.email);
    for (const [rest, init] of [
      ['', {}],
      ['', { json: { email: 'new@shata.example', role: 'admin' } }],
      [`/${id}/role`, { method: 'PUT', json: { role: 'reviewer' } }],
      [`/${id}/disable`, { method: 'POST' }],
    ] as const) {
      const asPartner = await team(rest, init, partner);
      expect(await readJson(asPartner)).toMatchObject({
        code: 'operators_only',
        message: messages.review.operatorsOnly,
      });
      const asReviewer = await team(rest, init, reviewer);
      expect(await readJson(asReviewer)).toMatchObject({
        code: 'role_not_allowed',
        message: messages.review.roleNotAllowed,
      });
    }
    expect(await memberOf(admin.email)).toMatchObject({ role: 'admin', status: 'active' });
  });
});
