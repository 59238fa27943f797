import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../src/db/client';

async function asAdmin(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL database of its own on the suite's server, and how to drop it:
 * empty, or a copy of `template` (which nobody may be connected to).
 */
export async function createPostgresDatabase(adminUrl: string, template?: string) {
  const name = `shata_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * The suite's PostgreSQL template: migrated once, as the PGlite suite's is,
 * so a test file's database is a copy instead of every migration run again.
 */
export async function createMigratedTemplate(adminUrl: string) {
  const template = await createPostgresDatabase(adminUrl);
  const database = await openPostgres(template.url);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return template;
}
