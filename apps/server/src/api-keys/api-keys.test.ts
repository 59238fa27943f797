import { createHash } from 'node:crypto';
import { apiKeyRequestsPerMinute, apiScopes, messages } from '@shata/domain';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyFor, type Browser, browser, machine, readJson } from '../../test/http-client';
import { signedInOperator, signedUpPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { requestCounts } from '../rate-limit/schema';
import { callingApiKey, registerApiKeyGuard } from './guard';
import { apiKeys } from './schema';

vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

let server: TestApp;
let database: Database;
let operator: { client: Browser; email: string };
let partner: Awaited<ReturnType<typeof signedUpPartner>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({
    database,
    // Callers' addresses from X-Forwarded-For, so one test can guess keys from an address of its own.
    env: { TRUST_PROXY: 'true' },
    // Two routes of the integration API's shape, to prove the guard apart from any resource.
    beforeListen(app) {
      app.get('/api/v1/probe', { config: { apiScope: 'events:read' } }, async (request) => ({
        key: callingApiKey(request).name,
        cookie: request.headers.cookie ?? null,
      }));
      app.post('/api/v1/probe', { config: { apiScope: 'bookings:write' } }, async (_, reply) =>
        reply.code(201).send({ written: true }),
      );
    },
  });
  operator = await signedInOperator(server.url, database);
  partner = await signedUpPartner(server.url);
});
afterAll(() => server.close());

async function createKey(json: unknown) {
  const response = await operator.client.request('/api/admin/api-keys', { json });
  return { status: response.status, body: await readJson(response) };
}

/** Every row of every table of ours, as text: where a secret would show if it were kept anywhere. */
async function everyStoredRow(): Promise<string> {
  const tables = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  )) as unknown as { rows: { table_name: string }[] };
  const texts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await database.db.execute(
      sql`select t::text as row from ${sql.identifier(table_name)} t`,
    )) as unknown as { rows: { row: string }[] };
    texts.push(...rows.rows.map((row) => row.row));
  }
  return texts.join('\n');
}

describe('an API key made in the console', () => {
  it('is shown once, as shata_ and its checksum, and the database keeps only its hash', async () => {
    const made = await createKey({ name: 'Booking engine', scopes: ['bookings:write'] });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: expect.any(String),
      name: 'Booking engine',
      key: expect.stringMatching(/^shata_[0-9A-Za-z]{49}$/),
      prefix: made.body.key.slice(0, 14),
      scopes: ['bookings:write'],
      createdAt: expect.any(String),
    });

    const listed = await readJson(await operator.client.request('/api/admin/api-keys'));
    const summary = listed.keys.find((key: { id: string }) => key.id === made.body.id);
    expect(summary).toEqual({
      id: made.body.id,
      name: 'Booking engine',
      prefix: made.body.prefix,
      scopes: ['bookings:write'],
      createdAt: made.body.createdAt,
      createdBy: operator.email,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(made.body.key);

    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, made.body.id));
    expect(row?.keyHash).toBe(createHash('sha256').update(made.body.key).digest('hex'));
    expect(await everyStoredRow()).not.toContain(made.body.key.slice(14));
  });

  it('opens only the routes of its scopes, with no cookie and no Origin', async () => {
    const key = await apiKeyFor(operator.client, ['events:read']);
    const client = machine(server.url, key);
    const read = await client.request('/api/v1/probe');
    expect(read.status).toBe(200);
    expect(await readJson(read)).toEqual({ key: 'key for events:read', cookie: null });

    const write = await client.request('/api/v1/probe', { json: {} });
    expect(write.status).toBe(403);
    expect(await readJson(write)).toMatchObject({
      code: 'api_scope_missing',
      message: 'This API key does not have the bookings:write scope.',
    });

    const writer = machine(server.url, await apiKeyFor(operator.client, ['bookings:write']));
    expect((await writer.request('/api/v1/probe', { json: {} })).status).toBe(201);
  });

  it('notes its last use', async () => {
    const made = await createKey({ name: 'Finance', scopes: ['events:read'] });
    await machine(server.url, made.body.key).request('/api/v1/probe');
    const listed = await readJson(await operator.client.request('/api/admin/api-keys'));
    const summary = listed.keys.find((key: { id: string }) => key.id === made.body.id);
    expect(Date.parse(summary.lastUsedAt)).toBeGreaterThan(Date.parse(made.body.createdAt) - 1);
  });

  it('is refused from the next call once revoked, and the trail shows who made and revoked it', async () => {
    const made = await createKey({ name: 'Old partner app', scopes: ['events:read'] });
    const client = machine(server.url, made.body.key);
    expect((await client.request('/api/v1/probe')).status).toBe(200);

    const revoked = await operator.client.request(`/api/admin/api-keys/${made.body.id}`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(204);
    const refused = await client.request('/api/v1/probe');
    expect(refused.status).toBe(401);
    expect(await readJson(refused)).toMatchObject({
      code: 'api_key_invalid',
      message: messages.apiKeys.keyInvalid,
    });
    // Revoking again changes nothing; an unknown key is 404.
    const again = await operator.client.request(`/api/admin/api-keys/${made.body.id}`, {
      method: 'DELETE',
    });
    expect(again.status).toBe(204);
    const unknown = await operator.client.request(
      '/api/admin/api-keys/00000000-0000-4000-8000-000000000000',
      { method: 'DELETE' },
    );
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).code).toBe('api_key_not_found');

    const { actions } = await readJson(
      await operator.client.request('/api/admin/operator-actions'),
    );
    const lines = actions.filter((line: { subjectId: string }) => line.subjectId === made.body.id);
    expect(lines).toEqual([
      expect.objectContaining({
        action: 'api_key.revoked',
        actorEmail: operator.email,
        subjectName: 'Old partner app',
      }),
      expect.objectContaining({
        action: 'api_key.created',
        actorEmail: operator.email,
        subjectName: 'Old partner app',
      }),
    ]);
  });

  it('counts its calls in the database and refuses them past the limit with Retry-After', async () => {
    const made = await createKey({ name: 'Busy', scopes: ['events:read'] });
    const client = machine(server.url, made.body.key);
    expect((await client.request('/api/v1/probe')).status).toBe(200);
    const [counted] = await database.db
      .select()
      .from(requestCounts)
      .where(eq(requestCounts.key, `api-key:${made.body.id}`));
    expect(counted?.count).toBe(1);

    await database.db
      .update(requestCounts)
      .set({ count: apiKeyRequestsPerMinute })
      .where(eq(requestCounts.key, `api-key:${made.body.id}`));
    const limited = await client.request('/api/v1/probe');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readJson(limited)).code).toBe('rate_limited');
  });
});

describe('who may call what', () => {
  it('refuses /api/v1/ without a key, a session cookie included, and a malformed or unknown key', async () => {
    const noKey = await fetch(new URL('/api/v1/probe', server.url));
    expect(noKey.status).toBe(401);
    expect(await readJson(noKey)).toMatchObject({
      code: 'api_key_required',
      message: messages.apiKeys.keyRequired,
    });

    const withCookie = await operator.client.request('/api/v1/probe');
    expect(withCookie.status).toBe(401);
    expect((await readJson(withCookie)).code).toBe('api_key_required');

    const key = await apiKeyFor(operator.client, ['events:read']);
    const typo = `${key.slice(0, 20)}${key[20] === 'x' ? 'y' : 'x'}${key.slice(21)}`;
    for (const token of [typo, 'shata_', 'not-a-key', key.toLowerCase()]) {
      const refused = await machine(server.url, token).request('/api/v1/probe');
      expect(refused.status, token).toBe(401);
      expect((await readJson(refused)).code, token).toBe('api_key_invalid');
    }
  });

  it('refuses a key on every endpoint a browser uses, even with the session cookie beside it', async () => {
    const key = await apiKeyFor(operator.client, [...apiScopes]);
    for (const path of ['/api/admin/partners', '/api/admin/api-keys', '/api/bookings']) {
      const refused = await machine(server.url, key).request(path);
      expect(refused.status, path).toBe(401);
      expect(await readJson(refused), path).toMatchObject({
        code: 'api_key_not_accepted',
        message: messages.apiKeys.keyNotAccepted,
      });
    }
    const alongside = await operator.client.request('/api/admin/partners', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(alongside.status).toBe(401);
    // Another scheme, such as a proxy's Basic credentials, is none of the portal's business.
    const basic = await operator.client.request('/api/admin/api-keys', {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.status).toBe(200);
  });

  it('decides by the route matched, not the URL as written: an encoded path is refused a key too', async () => {
    const key = await apiKeyFor(operator.client, [...apiScopes]);
    for (const path of [
      '/%61pi/admin/api-keys',
      '/%61pi/auth/get-session',
      '/api/%61dmin/partners',
    ]) {
      const refused = await machine(server.url, key).request(path);
      expect(refused.status, path).toBe(401);
      expect((await readJson(refused)).code, path).toBe('api_key_not_accepted');
    }
    // With the operator's own cookie, an encoded path is still answered uncached.
    const listed = await operator.client.request('/%61pi/admin/api-keys');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    // /api/V1/ is not the integration API: nothing there.
    expect((await machine(server.url, key).request('/api/V1/probe')).status).toBe(404);
  });

  it("leaves another system's bearer token alone on the browser's routes", async () => {
    const proxyToken = await operator.client.request('/api/admin/api-keys', {
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig' },
    });
    expect(proxyToken.status).toBe(200);
  });

  it('drops the cookies of a /api/v1/ request before its handler could read them', async () => {
    const key = await apiKeyFor(operator.client, ['events:read']);
    const answer = await fetch(new URL('/api/v1/probe', server.url), {
      headers: {
        authorization: `Bearer ${key}`,
        cookie: [...operator.client.jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    expect(answer.status).toBe(200);
    expect((await readJson(answer)).cookie).toBeNull();
  });

  it('makes an address that keeps sending wrong keys wait, and counts only the failures', async () => {
    const key = await apiKeyFor(operator.client, ['events:read']);
    const ip = '198.51.100.23';
    const from = (token: string) =>
      fetch(new URL('/api/v1/probe', server.url), {
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
      });
    // A good key is not counted against the address.
    for (let i = 0; i < 3; i += 1) expect((await from(key)).status).toBe(200);
    const forged = `${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`;
    for (let i = 0; i < 30; i += 1) expect((await from(forged)).status).toBe(401);
    const limited = await from(forged);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Until the window ends, even the good key waits: the address is the one guessing.
    expect((await from(key)).status).toBe(429);
  });

  it('lets only operators make, list and revoke keys or read the trail', async () => {
    const signedOut = browser(server.url);
    for (const client of [partner.client, signedOut]) {
      const expected = client === signedOut ? 401 : 403;
      expect((await client.request('/api/admin/api-keys')).status).toBe(expected);
      expect(
        (
          await client.request('/api/admin/api-keys', {
            json: { name: 'x', scopes: ['events:read'] },
          })
        ).status,
      ).toBe(expected);
      expect(
        (
          await client.request('/api/admin/api-keys/00000000-0000-4000-8000-000000000000', {
            method: 'DELETE',
          })
        ).status,
      ).toBe(expected);
      expect((await client.request('/api/admin/operator-actions')).status).toBe(expected);
    }
  });

  it('answers bad input with what is wrong, and makes no key', async () => {
    const before = (await database.db.select().from(apiKeys)).length;
    const cases: [unknown, string][] = [
      [{ scopes: ['events:read'] }, messages.apiKeys.nameRequired],
      [{ name: 'Engine', scopes: [] }, messages.apiKeys.scopesRequired],
      [{ name: 'Engine' }, messages.apiKeys.scopesRequired],
      [{ name: 'Engine', scopes: ['admin'] }, messages.apiKeys.scopeUnknown('admin')],
    ];
    for (const [json, message] of cases) {
      const refused = await createKey(json);
      expect(refused.status, message).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation_failed', message });
    }
    expect(await database.db.select().from(apiKeys)).toHaveLength(before);
  });
});

describe('the routes the guard lets register', () => {
  it('refuses a route under /api/v1/ without a scope, and a scope on any other route', async () => {
    const app = Fastify();
    registerApiKeyGuard(app, { db: database.db });
    expect(() => app.get('/api/v1/open', async () => ({}))).toThrow(/name an apiScope/);
    expect(() =>
      app.get('/api/partners/x', { config: { apiScope: 'partners:read' } }, async () => ({})),
    ).toThrow(/name an apiScope/);
    await app.close();
  });
});
