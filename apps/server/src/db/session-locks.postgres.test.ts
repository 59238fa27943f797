import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../../test/postgres-databases';
import { connectionFailureIn } from '../http/errors';
import { SessionLocks } from './session-locks';

/**
 * `url`'s server behind a relay that can fall silent: bytes stop passing
 * both ways, the connections left open, as a frozen server (SIGSTOP) or a
 * network that drops everything looks to its clients.
 */
async function silenceableServer(url: string) {
  const target = new URL(url);
  let silent = false;
  const relay = net.createServer((client) => {
    const server = net.connect(Number(target.port), target.hostname);
    const pass = (from: net.Socket, to: net.Socket) =>
      from.on('data', (bytes) => {
        if (!silent) to.write(bytes);
      });
    pass(client, server);
    pass(server, client);
    const end = () => {
      client.destroy();
      server.destroy();
    };
    client.on('close', end).on('error', end);
    server.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address() as net.AddressInfo;
  const relayed = new URL(url);
  relayed.host = `127.0.0.1:${address.port}`;
  return {
    url: relayed.toString(),
    silence: () => {
      silent = true;
    },
    speak: () => {
      silent = false;
    },
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

/**
 * Advisory locks as two processes on one PostgreSQL database hold them: each
 * `SessionLocks` is a process's. PGlite is one process's database, so only
 * the PostgreSQL suite runs this.
 */
describe('session locks', () => {
  const namespace = 7_320_199;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const opened: SessionLocks[] = [];
  const processLocks = (url = database.url, answerWithinMs?: number) => {
    const locks = new SessionLocks({ connectionString: url }, answerWithinMs);
    opened.push(locks);
    return locks;
  };
  const stayed = () => {
    throw new Error('the lock was reported lost');
  };

  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('the PostgreSQL suite runs this file');
    database = await createPostgresDatabase(source.adminUrl);
  });
  afterAll(async () => {
    await Promise.all(opened.map((locks) => locks.close()));
    await database?.drop();
  });

  it('refuses a second holder while the first holds the lock, and lets it in once released', async () => {
    const first = processLocks();
    const second = processLocks();
    const release = await first.tryLock(namespace, 'upload-1', stayed);
    expect(release).toBeTypeOf('function');
    expect(await second.tryLock(namespace, 'upload-1', stayed)).toBeUndefined();
    // Another name, or the same name in another namespace, is another lock.
    expect(await second.tryLock(namespace, 'upload-2', stayed)).toBeTypeOf('function');
    expect(await second.tryLock(namespace + 1, 'upload-1', stayed)).toBeTypeOf('function');

    await release?.();
    expect(await second.tryLock(namespace, 'upload-1', stayed)).toBeTypeOf('function');
    expect(await first.tryLock(namespace, 'upload-1', stayed)).toBeUndefined();
  });

  it('lets go when its connection is lost, tells the holder, and locks again on a new one', async () => {
    const first = processLocks();
    const second = processLocks();
    // A namespace of its own, so the first's lock is the only one the server sees in it.
    const apart = namespace + 2;
    let lost = 0;
    expect(await first.tryLock(apart, 'upload-3', () => (lost += 1))).toBeTypeOf('function');
    expect(await second.tryLock(apart, 'upload-3', stayed)).toBeUndefined();

    // The server ends the first's session, as a restart or an idle timeout would.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) as ended from pg_locks
          where locktype = 'advisory' and classid = $1 and granted`,
        [apart],
      );
      expect(rows).toEqual([{ ended: true }]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => lost).toBe(1);

    const taken = await second.tryLock(apart, 'upload-3', stayed);
    expect(taken).toBeTypeOf('function');
    await taken?.();
    // The first opens a new session for its next lock.
    expect(await first.tryLock(apart, 'upload-3', stayed)).toBeTypeOf('function');
  });

  it('gives up on a server that stops answering, as a connection failure, and locks again once it answers', async () => {
    const server = await silenceableServer(database.url);
    const locks = processLocks(server.url, 300);
    try {
      const apart = namespace + 3;
      let lost = 0;
      expect(await locks.tryLock(apart, 'upload-4', () => (lost += 1))).toBeTypeOf('function');

      // Frozen: no answer, no error, the connection open.
      server.silence();
      const failure = await locks.tryLock(apart, 'upload-5', stayed).then(
        () => undefined,
        (error: unknown) => error,
      );
      // What the central handler answers 503 with Retry-After, not a request left hanging.
      expect(connectionFailureIn(failure)).toBeDefined();
      // The session is given up, and the lock it held with it: its holder is told.
      expect(lost).toBe(1);

      server.speak();
      const taken = await locks.tryLock(apart, 'upload-5', stayed);
      expect(taken).toBeTypeOf('function');
      await taken?.();
    } finally {
      // Its connection first: the relay closes once none is left open.
      await locks.close();
      await server.close();
    }
  });
});
