import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { browser } from '../../test/http-client';
import {
  type PortalProcess,
  startPortalProcess,
  stopPortalProcesses,
} from '../../test/portal-process';
import { createTestDatabaseEnv } from '../../test/test-database';

/**
 * The per-account limit as deployed behind a load balancer: two portal
 * processes on one PostgreSQL database, attempts spread over both at once.
 * PGlite is one process's database, so only the PostgreSQL suite runs this.
 */
describe('the per-account sign-in limit across two processes', () => {
  const password = 'Kolkata#Lights42';
  let databaseEnv: Awaited<ReturnType<typeof createTestDatabaseEnv>>;
  const dataDirs: string[] = [];
  let first: PortalProcess;
  let second: PortalProcess;

  beforeAll(async () => {
    databaseEnv = await createTestDatabaseEnv();
    // Processes that share a database share its secrets.
    const shared = {
      ...databaseEnv.env,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_KEY: randomBytes(32).toString('base64'),
      TRUST_PROXY: 'true',
      SHUTDOWN_DRAIN_MS: '0',
    };
    const start = async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-limits-'));
      dataDirs.push(dataDir);
      // A known port: each process accepts writes from its own origin only, built on it.
      return startPortalProcess({ ...shared, DATA_DIR: dataDir, PORT: String(await freePort()) });
    };
    [first, second] = await Promise.all([start(), start()]);
  });
  afterAll(async () => {
    await stopPortalProcesses();
    await databaseEnv?.dispose();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** Sign-in number i, through each process in turn, from an address of its own, as a botnet would try. */
  const signIn = (i: number, email: string, secret: string) =>
    browser((i % 2 === 0 ? first : second).url, { ip: `198.51.100.${i + 1}` }).request(
      '/api/auth/sign-in/email',
      { json: { email, password: secret } },
    );

  it('lets 10 of 20 simultaneous wrong passwords through, then refuses the account on both', async () => {
    const email = `two-processes.${Date.now()}@example.com`;
    const signedUp = await browser(first.url, { ip: '203.0.113.50' }).request(
      '/api/auth/sign-up/email',
      { json: { email, password, name: email } },
    );
    expect(signedUp.status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(i, email, 'not-the-password')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }

    // Fresh addresses again, so only the account's limit can refuse these.
    for (const i of [20, 21]) expect((await signIn(i, email, password)).status).toBe(429);
  });
});
