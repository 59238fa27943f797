import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectUnavailable } from '../../test/expect-unavailable';
import { readJson } from '../../test/http-client';
import { signedUpPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from './client';

/**
 * The portal while PGlite is held up by one slow statement: it runs one at a
 * time on its thread and cannot cancel one, so every query waits behind it.
 * PGlite only (`*.pglite.test.ts`); PostgreSQL's frozen server is outage.postgres.test.ts's.
 */
describe('the portal while its embedded database is stuck on a slow statement', () => {
  let database: Database;
  let server: TestApp;

  beforeAll(async () => {
    // A short limit on queries; started, as the portal's is before it serves.
    database = await createTestDatabase({ queryTimeoutMs: 1_000 });
    await database.migrate();
    server = await startTestApp({
      database,
      beforeListen(app) {
        app.get('/api/test/slow', async () => {
          await database.db.execute(sql`select pg_sleep(6)`);
          return { slept: true };
        });
      },
    });
  });
  afterAll(() => server?.close());

  /** The limit (1 s) and the second the driver waits past it, with room for a busy machine. */
  const withinLimit = 3_500;

  it('answers 503 with Retry-After at the time limit, /readyz too, and serves again once it is over', async () => {
    const partner = await signedUpPartner(server.url);
    const me = () => partner.client.request('/api/partners/me');
    expect((await me()).status).toBe(200);

    const started = Date.now();
    await expectUnavailable(await fetch(`${server.url}/api/test/slow`));
    expect(Date.now() - started).toBeLessThan(withinLimit);

    // The sleep goes on: what is asked meanwhile waits behind it, and is let go at its own limit.
    const asked = Date.now();
    const [waited, ready] = await Promise.all([me(), fetch(`${server.url}/readyz`)]);
    await expectUnavailable(waited);
    expect(ready.status).toBe(503);
    expect(Date.now() - asked).toBeLessThan(withinLimit);

    const back = await vi.waitFor(
      async () => {
        const response = await me();
        if (response.status !== 200) throw new Error(`still ${response.status}`);
        return response;
      },
      { timeout: 15_000, interval: 250 },
    );
    expect((await readJson(back))._id).toBe(partner.partnerId);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 40_000);
});
