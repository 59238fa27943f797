import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverPackageRoot } from '../package-root';
import {
  engineOnceStarted,
  type PgliteEngine,
  pgliteConnection,
  pgliteInThread,
  pglitePool,
  startPgliteWorker,
} from './pglite-engine';
import { connectionTimeoutMs, dropConnectionsPastDeadline, queryDeadline } from './query-deadline';
import * as schema from './schema';
import { SessionLocks } from './session-locks';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database the app runs on, whichever engine is behind it. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies every committed migration not yet applied; safe to call from many processes. */
  migrate(): Promise<void>;
  /** Throws unless the database answers. */
  ping(): Promise<void>;
  /**
   * Locks every process on the database shares; none on PGlite, which is one
   * process's database, so its in-process locks are all there is.
   */
  sessionLocks: SessionLocks | undefined;
  close(): Promise<void>;
}

const migrationsFolder = path.join(serverPackageRoot, 'drizzle');

/** Any fixed number: PostgreSQL advisory locks are keyed by integers. */
const migrationLockKey = 7_320_114;

/**
 * `queryTimeoutMs`: how long a query may take before it fails as the database
 * being unavailable (503); absent, queries take as long as they take (scripts
 * that fill a database). Migrations are never limited.
 */
export interface DatabaseOptions {
  queryTimeoutMs?: number;
}

export async function openPostgres(url: string, options: DatabaseOptions = {}): Promise<Database> {
  const connection = { connectionString: url, connectionTimeoutMillis: connectionTimeoutMs };
  const deadline = options.queryTimeoutMs ? queryDeadline('postgres', options.queryTimeoutMs) : {};
  const pool = new pg.Pool({ ...connection, max: 10, ...deadline });
  // The upload locks' session gives up on a frozen server as the pool's queries do.
  const sessionLocks = new SessionLocks(connection, deadline.query_timeout);
  return overPool(
    'postgres',
    pool,
    () => new pg.Client(connection),
    sessionLocks,
    async () => {
      await sessionLocks.close();
      await pool.end();
    },
  );
}

/**
 * Either engine through node-postgres: one driver, one dialect, one migrator.
 * `unlimited` makes a connection outside the pool and its time limit, for the migrations.
 */
function overPool(
  kind: Database['kind'],
  pool: pg.Pool,
  unlimited: () => pg.Client,
  sessionLocks: SessionLocks | undefined,
  close: () => Promise<void>,
): Database {
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  dropConnectionsPastDeadline(pool);
  const db = drizzlePg({ client: pool, schema });
  return {
    kind,
    db,
    async migrate() {
      // Processes starting side by side take turns, so no migration runs twice. Waiting for
      // another's turn, or a migration rebuilding a large table, may take longer than any query.
      const client = unlimited();
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
        await client.end();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    sessionLocks,
    close,
  };
}

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one process's database: a second process opening the same folder
 * (a command run while the portal is up) would corrupt it. A lock file with
 * the owner's pid keeps it out; one left by a process that died is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(await readFile(lockFile, 'utf8').catch(() => ''));
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by process ${owner}. Stop the portal first, or use DATABASE_URL.`,
      );
    }
    await writeFile(lockFile, String(process.pid));
  }
  return () => rm(lockFile, { force: true });
}

/**
 * PGlite's worker. Creating a data directory (its initdb) grows PGlite's WASM
 * memory to several hundred MB that it never gives back, so a new directory
 * is created by a worker of its own, which then ends, and served by another.
 */
async function startPglite(source: { dataDir: string } | { dump: Uint8Array }) {
  if ('dataDir' in source && !existsSync(path.join(source.dataDir, 'PG_VERSION'))) {
    await (await startPgliteWorker(source)).close();
  }
  return startPgliteWorker(source);
}

/**
 * The embedded PostgreSQL, on a worker thread so its queries never hold up
 * the event loop: persisted in `dataDir`, or in memory from a `dump` made by
 * PGlite's `dumpDataDir`. A `client` a test or a script made runs on this thread.
 */
export async function openPglite(
  source: { dataDir: string } | { dump: Uint8Array } | { client: PGlite },
  options: DatabaseOptions = {},
): Promise<Database> {
  let unlock = async () => {};
  let engine: PgliteEngine;
  if ('client' in source) {
    engine = pgliteInThread(source.client);
  } else {
    if ('dataDir' in source) {
      await mkdir(source.dataDir, { recursive: true });
      unlock = await lockDataDir(source.dataDir);
    }
    // PGlite takes about a second to start: the caller goes on (the server registers
    // its routes) and the first query waits. A start that fails frees the folder.
    const starting = startPglite(source);
    starting.catch(() => unlock());
    engine = engineOnceStarted(starting);
  }
  const pool = pglitePool(
    engine,
    options.queryTimeoutMs ? queryDeadline('pglite', options.queryTimeoutMs) : {},
  );
  const unlimited = () => new pg.Client(pgliteConnection(engine));
  return overPool('pglite', pool, unlimited, undefined, async () => {
    try {
      await pool.end();
      await engine.close();
    } finally {
      await unlock();
    }
  });
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  dbQueryTimeoutMs: number;
}) {
  const options = { queryTimeoutMs: config.dbQueryTimeoutMs };
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, options)
    : openPglite({ dataDir: path.join(config.dataDir, 'pglite') }, options);
}
