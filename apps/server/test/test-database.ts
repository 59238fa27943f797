import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { type Database, type DatabaseOptions, openPglite, openPostgres } from '../src/db/client';
import { createPostgresDatabase } from './postgres-databases';
import './database-source';

/** A fresh database of the suite's engine with every migration applied, dropped when closed. */
export async function createTestDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    return openPglite({ dump: await readFile(source.templateFile) }, options);
  }
  const created = await createPostgresDatabase(source.adminUrl, source.templateName);
  const database = await openPostgres(created.url, options);
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * The environment that points a server started from its config at a fresh
 * database of the suite's engine: PGlite under its DATA_DIR, or a new copy
 * of the migrated template on the PostgreSQL server.
 */
export async function createTestDatabaseEnv(): Promise<{
  env: Record<string, string>;
  dispose: () => Promise<void>;
}> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') return { env: {}, dispose: async () => {} };
  const created = await createPostgresDatabase(source.adminUrl, source.templateName);
  return { env: { DATABASE_URL: created.url }, dispose: created.drop };
}

/**
 * Gives a portal process on DATA_DIR `dataDir` a database made already: on
 * PGlite, a copy of the suite's migrated template where the portal keeps its
 * own (`${DATA_DIR}/pglite`), so it opens one instead of creating it, which
 * takes seconds and some 800 MB. On PostgreSQL nothing: its database is
 * DATABASE_URL's (`createTestDatabaseEnv`).
 */
export async function copyTemplateDataDir(dataDir: string): Promise<void> {
  const source = inject('testDatabase');
  if (source.kind !== 'pglite') return;
  await cp(source.templateDataDir, path.join(dataDir, 'pglite'), {
    recursive: true,
    errorOnExist: true,
    force: false,
  });
}
