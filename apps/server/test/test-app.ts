import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { DocumentStorage } from '../src/documents/storage/storage';
import type { BackgroundTasks } from '../src/http/background-tasks';
import { freePort } from './free-port';
import { registerOutbox } from './http-client';
import { startS3Server, type TestS3Server } from './s3-server';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234, for real HTTP requests. */
  url: string;
  config: Config;
  close(): Promise<void>;
}

/** The real app on its own database, listening on a free loopback port. */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    database?: Database;
    /** Routes or hooks a test needs, added before the app starts. */
    beforeListen?: (app: FastifyInstance) => void;
    logStream?: DestinationStream;
    storage?: DocumentStorage;
    backgroundTasks?: BackgroundTasks;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-data-'));
  // A known port up front: mailed links and the origin check are built on it.
  const config = loadConfig({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(import.meta.dirname, 'fixtures', 'web-dist'),
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp(config, {
    database,
    logStream: options.logStream,
    storage: options.storage,
    backgroundTasks: options.backgroundTasks,
  });
  options.beforeListen?.(app);
  const url = await app.listen({ port: config.port, host: config.host });
  const unregisterOutbox = registerOutbox(url, database.db);
  return {
    app,
    url,
    config,
    async close() {
      unregisterOutbox();
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An app behind a pretend proxy keeping documents on disk, or in a local S3 server started for it. */
export interface StorageSuite {
  server: TestApp;
  database: Database;
  /** The bucket's server, when the documents go to S3. */
  s3: TestS3Server | undefined;
  close(): Promise<void>;
}

export async function startStorageSuite(storageKind: 'disk' | 's3'): Promise<StorageSuite> {
  const database = await createTestDatabase();
  const s3 = storageKind === 's3' ? await startS3Server() : undefined;
  const server = await startTestApp({ database, env: { TRUST_PROXY: 'true', ...s3?.env } });
  return {
    server,
    database,
    s3,
    async close() {
      await server.close();
      await s3?.close();
    },
  };
}
