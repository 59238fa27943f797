import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';

describe('health checks', () => {
  // One database for every app here: the checks only ask whether it answers.
  let database: Database;
  let server: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const sharedDatabase = () => ({ ...database, close: async () => {} });

  it('/healthz says the process is alive', async () => {
    server = await startTestApp({ database: sharedDatabase() });
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz says ready when the database answers', async () => {
    server = await startTestApp({ database: sharedDatabase() });
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 503 while the database does not answer, /healthz stays 200', async () => {
    let down = false;
    server = await startTestApp({
      database: {
        ...sharedDatabase(),
        async ping() {
          if (down) throw new Error('connection refused');
          await database.ping();
        },
      },
    });
    down = true;
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      code: 'database_unavailable',
      message: 'The database is not answering.',
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
