import { messages } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, readJson } from '../../test/http-client';
import { promoteToOperator, signedUpPartner } from '../../test/partner-fixture';
import { enrolSecondFactor } from '../../test/second-factor';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { session, user } from './schema';

const day = 24 * 60 * 60 * 1000;
let server: TestApp;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

const sessionCookie = (jar: Map<string, string>) =>
  [...jar].find(([name]) => name.endsWith('better-auth.session_token'));

async function sessionOf(email: string) {
  const [row] = await database.db
    .select({ token: session.token, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, email));
  if (!row) throw new Error(`no session for ${email}`);
  return row;
}

describe("the API's session check", () => {
  it('lets the signed-in partner in', async () => {
    const { client, email } = await signedUpPartner(server.url);
    const me = await client.request('/api/partners/me');
    expect(me.status).toBe(200);
    expect((await readJson(me)).personalEmail).toBe(email);
  });

  it('refuses a session cookie whose signature does not match, or that carries none', async () => {
    const { client } = await signedUpPartner(server.url);
    const [name = '', value = ''] = sessionCookie(client.jar) ?? [];
    const token = decodeURIComponent(value).split('.')[0] ?? '';
    for (const forged of [
      `${token}.${Buffer.alloc(32).toString('base64')}`,
      token,
      `${token}.`,
      `x${decodeURIComponent(value)}`,
    ]) {
      const other = browser(server.url, { jar: new Map([[name, encodeURIComponent(forged)]]) });
      const response = await other.request('/api/partners/me');
      expect(response.status).toBe(401);
      expect((await readJson(response)).message).toBe(messages.api.signInRequired);
    }
  });

  it('refuses a session as soon as it is signed out', async () => {
    const { client } = await signedUpPartner(server.url);
    const kept = new Map(client.jar);
    expect((await client.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    const replayed = await browser(server.url, { jar: kept }).request('/api/partners/me');
    expect(replayed.status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { client, email } = await signedUpPartner(server.url);
    const { token } = await sessionOf(email);
    await database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await client.request('/api/partners/me')).status).toBe(401);
  });

  it('follows a role change on the next request', async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    expect((await client.request('/api/admin/partners')).status).toBe(403);
    await promoteToOperator(database, email);
    const unenrolled = await client.request('/api/admin/partners');
    expect([unenrolled.status, (await readJson(unenrolled)).code]).toEqual([
      403,
      'two_factor_required',
    ]);
    await enrolSecondFactor(client);
    expect((await client.request('/api/admin/partners')).status).toBe(200);
    expect((await client.request(`/api/partners/${partnerId}`)).status).toBe(200);
  });

  it("moves a session's expiry on, once a day, while it is used", async () => {
    const { client, email } = await signedUpPartner(server.url);
    const { token } = await sessionOf(email);
    const sixDaysLeft = new Date(Date.now() + 6 * day);
    await database.db
      .update(session)
      .set({ expiresAt: sixDaysLeft })
      .where(eq(session.token, token));

    expect((await client.request('/api/partners/me')).status).toBe(200);
    const moved = (await sessionOf(email)).expiresAt.getTime();
    expect(moved).toBeGreaterThan(Date.now() + 7 * day - 60_000);

    // Used again within the day: left as it is.
    expect((await client.request('/api/partners/me')).status).toBe(200);
    expect((await sessionOf(email)).expiresAt.getTime()).toBe(moved);
  });
});
