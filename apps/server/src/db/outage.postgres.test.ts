import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnavailable } from '../../test/expect-unavailable';
import { type Browser, readJson } from '../../test/http-client';
import { signedUpPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { startThrowawayPostgres } from '../../test/throwaway-postgres';
import { connectionFailureIn } from '../http/errors';
import { partners } from '../partners/schema';
import { type Database, openPostgres } from './client';

/**
 * The portal on a PostgreSQL server that goes away and comes back. PGlite
 * lives in the process and cannot go away, so only the PostgreSQL suite runs
 * this file (`*.postgres.test.ts`, see vitest.config.ts).
 */
describe('the portal while its database is down', () => {
  let postgres: Awaited<ReturnType<typeof startThrowawayPostgres>>;
  let database: Database;
  let server: TestApp;
  const logs: string[] = [];

  beforeAll(async () => {
    // A cluster of its own: the suite's is shared by other test files.
    postgres = await startThrowawayPostgres();
    // A short limit on queries, so a frozen server is given up on quickly.
    database = await openPostgres(postgres.url, { queryTimeoutMs: 1_000 });
    await database.migrate();
    server = await startTestApp({
      database,
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => logs.push(line) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  it('answers 503 with Retry-After within the time limit while it is frozen, keeps nothing half-saved, and serves again once it goes on', async () => {
    const partner = await signedUpPartner(server.url);
    const me = () => partner.client.request('/api/partners/me');
    expect((await me()).status).toBe(200);

    let frozenAt = 0;
    const halfDone = database.db.transaction(async (tx) => {
      await tx.insert(partners).values({ personalEmail: 'half-saved@example.com' });
      // The server stops answering, its connections left open: no error comes, only silence.
      postgres.freeze();
      frozenAt = Date.now();
      await tx.select().from(partners);
    });
    const failure = await halfDone.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(connectionFailureIn(failure)).toBeDefined();
    // The limit (1 s) and the second the driver waits past the server's own limit, with room for a busy machine.
    const withinLimit = 3_500;
    expect(Date.now() - frozenAt).toBeLessThan(withinLimit);

    for (const path of ['/api/partners/me', '/api/auth/get-session']) {
      const asked = Date.now();
      await expectUnavailable(await partner.client.request(path));
      expect(Date.now() - asked).toBeLessThan(withinLimit);
    }
    const asked = Date.now();
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect(Date.now() - asked).toBeLessThan(withinLimit);

    postgres.thaw();
    const back = await me();
    expect(back.status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const kept = await database.db.select().from(partners);
    expect(kept.map((row) => row.personalEmail)).not.toContain('half-saved@example.com');
  });

  it('answers 503 with Retry-After while it is stopped, and serves again once it is back', async () => {
    const partner = await signedUpPartner(server.url);
    const me = (client: Browser) => client.request('/api/partners/me');
    expect((await me(partner.client)).status).toBe(200);

    postgres.halt();
    await expectUnavailable(await me(partner.client));
    await expectUnavailable(await partner.client.request('/api/auth/get-session'));
    await expectUnavailable(
      await partner.client.request('/api/auth/sign-in/email', {
        json: { email: partner.email, password: 'Kolkata#Lights42' },
      }),
    );
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    // Failed queries carry the session token among their parameters; only the driver's error is logged.
    const cookie = [...partner.client.jar].find(([name]) => name.endsWith('session_token'));
    const sessionToken = cookie?.[1].split('.')[0] ?? '';
    expect(sessionToken).toMatch(/^\w{16,}$/);
    expect(logs.join('')).toContain('the database is out of reach');
    expect(logs.join('')).not.toContain(sessionToken);

    postgres.resume();
    const back = await me(partner.client);
    expect(back.status).toBe(200);
    expect((await readJson(back))._id).toBe(partner.partnerId);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
