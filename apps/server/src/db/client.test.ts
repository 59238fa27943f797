import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import '../../test/database-source';
import journal from '../../drizzle/meta/_journal.json' with { type: 'json' };
import { createPostgresDatabase } from '../../test/postgres-databases';
import { copyTemplateDataDir, createTestDatabase } from '../../test/test-database';
import { connectionFailureIn } from '../http/errors';
import { type Database, DatabaseInUseError, openDatabase, openPglite } from './client';
import { partners } from './schema';

describe('the database', () => {
  const opened: Database[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('applies the committed migrations, and applying them again changes nothing', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    await database.migrate();
    await database.migrate();
    const [applied] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`drizzle.__drizzle_migrations`);
    expect(applied).toEqual({ count: journal.entries.length });
    const inserted = await database.db
      .insert(partners)
      .values({ personalEmail: 'Asha@Example.com' })
      .returning();
    expect(inserted[0]).toMatchObject({ personalEmail: 'Asha@Example.com', servicesSelected: [] });
  });

  it('refuses a second partner with the same e-mail in another case', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    await database.db.insert(partners).values({ personalEmail: 'asha@example.com' });
    await expect(
      database.db.insert(partners).values({ personalEmail: 'ASHA@example.com' }),
    ).rejects.toThrow();
  });

  it('shows no other query the rows of a transaction that is rolled back', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    let outside: Promise<unknown[]> | undefined;
    const rolledBack = database.db.transaction(async (tx) => {
      await tx.insert(partners).values({ personalEmail: 'never@example.com' });
      // Sent now (Drizzle's queries wait to be awaited), with time enough to run were it let in.
      outside = database.db.select().from(partners).execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(await outside).toEqual([]);
  });

  it('fails a statement past its time limit as the database being unavailable, rolling back its transaction', async () => {
    const database = await createTestDatabase({ queryTimeoutMs: 1_000 });
    opened.push(database);
    // Started, as the portal's is before it serves: PGlite's start is no query's.
    await database.migrate();
    const started = Date.now();
    const overran = database.db.transaction(async (tx) => {
      await tx.insert(partners).values({ personalEmail: 'half-saved@example.com' });
      await tx.execute(sql`select pg_sleep(5)`);
    });
    const failure = await overran.then(
      () => undefined,
      (error: unknown) => error,
    );
    // PostgreSQL cancels it at the limit; PGlite cannot, and the driver stops waiting a second later.
    expect(Date.now() - started).toBeLessThan(4_000);
    // What the error handler answers with 503 and Retry-After.
    expect(connectionFailureIn(failure)).toBeDefined();
    // PGlite answers again once its sleep is over; PostgreSQL at once.
    const rows = await vi.waitFor(() => database.db.select().from(partners), {
      timeout: 10_000,
      interval: 200,
    });
    expect(rows).toEqual([]);
  });

  it('keeps its data when closed and opened again', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-persist-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // A database made already (the portal's first start on an empty DATA_DIR is main.test.ts's).
    await copyTemplateDataDir(dataDir);
    const source = inject('testDatabase');
    let databaseUrl: string | undefined;
    if (source.kind === 'postgres') {
      const created = await createPostgresDatabase(source.adminUrl, source.templateName);
      cleanups.push(created.drop);
      databaseUrl = created.url;
    }

    const first = await openDatabase({ databaseUrl, dataDir, dbQueryTimeoutMs: 10_000 });
    await first.migrate();
    await first.db.insert(partners).values({ personalEmail: 'kept@example.com' });
    await first.close();

    const second = await openDatabase({ databaseUrl, dataDir, dbQueryTimeoutMs: 10_000 });
    opened.push(second);
    await second.migrate();
    const rows = await second.db.select({ email: partners.personalEmail }).from(partners);
    expect(rows).toEqual([{ email: 'kept@example.com' }]);
  });

  it('keeps a second process out of the embedded database, but takes over after a dead one', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-lock-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // A database made already, on the PGlite suite (the PostgreSQL suite has no PGlite template: it creates one).
    await copyTemplateDataDir(dataDir);
    const folder = path.join(dataDir, 'pglite');

    // The process that started this test is alive and is not us: the folder is theirs.
    await writeFile(`${folder}.lock`, String(process.ppid));
    const refused = openPglite({ dataDir: folder });
    await expect(refused).rejects.toThrow(DatabaseInUseError);
    await expect(refused).rejects.toThrow(
      `The embedded database in ${folder} is in use by process ${process.ppid}. Stop the portal first, or use DATABASE_URL.`,
    );

    // A pid no process has: left by one that died.
    await writeFile(`${folder}.lock`, '4194303');
    const database = await openPglite({ dataDir: folder });
    expect(await readFile(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
    await expect(readFile(`${folder}.lock`, 'utf8')).rejects.toThrow(/ENOENT/);
  });
});
