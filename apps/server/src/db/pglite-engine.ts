import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createSession, type PgliteSession } from './pglite-session.js';

/**
 * PGlite's session, taking the wire-protocol messages of several connections
 * (`pglite-session.js`). `exec` takes its message over: a worker's is moved
 * to the worker's thread, not copied.
 */
export interface PgliteEngine extends PgliteSession {
  exec(connection: number, message: Uint8Array<ArrayBuffer>): Promise<Uint8Array>;
}

/**
 * PGlite on a worker thread (`pglite-worker.js`), so its queries, which run
 * synchronously in WASM, never hold up the event loop. `dump` is a
 * `dumpDataDir` tarball to start an in-memory database from.
 */
export async function startPgliteWorker(
  source: { dataDir: string } | { dump: Uint8Array },
): Promise<PgliteEngine> {
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    workerData: source,
    // The worker is plain JavaScript: without the parent's flags it does not load tsx.
    execArgv: [],
  });
  const exitCode = new Promise<number>((resolve) => worker.once('exit', resolve));
  const waiting = new Map<
    number,
    { resolve(answer: Uint8Array): void; reject(error: Error): void }
  >();
  let lastId = 0;
  let stopped: Error | undefined;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiter of waiting.values()) waiter.reject(stopped);
    waiting.clear();
  };
  worker.on('error', (error) =>
    stop(new Error('The embedded database stopped.', { cause: error })),
  );
  worker.on('exit', (code) =>
    stop(new Error(`The embedded database stopped (exit code ${code}).`)),
  );

  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    void exitCode.then(() => reject(stopped));
  });
  // Answers arrive in bursts, one for each connection that was waiting. Each is
  // handed over in an event-loop turn of its own, so the requests they resume
  // do not together hold up the ones arriving meanwhile.
  const arrived: Array<{ id: number; answer: Uint8Array }> = [];
  const handOver = () => {
    const next = arrived.shift();
    if (next) {
      waiting.get(next.id)?.resolve(next.answer);
      waiting.delete(next.id);
    }
    if (arrived.length > 0) setImmediate(handOver);
  };
  worker.on('message', (message: 'closed' | { id: number; answer: Uint8Array }) => {
    if (message !== 'closed' && arrived.push(message) === 1) setImmediate(handOver);
  });
  // Once PGlite has closed its files: the thread's own teardown takes some 70 ms more.
  const pgliteClosed = new Promise<number>((resolve) =>
    worker.on('message', (message) => message === 'closed' && resolve(0)),
  );
  return {
    exec(connection, message) {
      if (stopped) return Promise.reject(stopped);
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, connection, message }, [message.buffer]);
      });
    },
    async closed(connection) {
      if (!stopped) worker.postMessage({ closed: connection });
    },
    async close() {
      if (!stopped) worker.postMessage('close');
      const code = await Promise.race([pgliteClosed, exitCode]);
      if (code !== 0)
        throw new Error(`The embedded database did not close cleanly (exit code ${code}).`);
    },
  };
}

/**
 * An engine still starting, usable at once: what is sent to it waits until it
 * has started, so the server registers its routes meanwhile. If it cannot
 * start, everything sent to it fails with the reason.
 */
export function engineOnceStarted(starting: Promise<PgliteEngine>): PgliteEngine {
  // One that never started has nothing to close: its queries have told why.
  const started = starting.catch(() => undefined);
  return {
    exec: async (connection, message) => (await starting).exec(connection, message),
    closed: async (connection) => (await started)?.closed(connection),
    close: async () => (await started)?.close(),
  };
}

/** A PGlite a test or a script made, on this thread. */
export function pgliteInThread(pglite: PGlite): PgliteEngine {
  return createSession(pglite);
}

const terminate = 0x58;

/**
 * What node-postgres takes for a socket. A query's messages (Parse, Bind,
 * Describe, Execute, Sync) are written together and go to the engine as one
 * cycle, and its answer is what the socket reads.
 */
class EngineSocket extends Duplex {
  static #lastConnection = 0;
  readonly #connection = ++EngineSocket.#lastConnection;
  #batch: Uint8Array[] = [];
  #answered: Promise<void> = Promise.resolve();

  constructor(private readonly engine: PgliteEngine) {
    super();
  }

  connect() {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay() {
    return this;
  }

  // The engine, not a connection to it, is what keeps the process alive or not.
  ref() {
    return this;
  }

  unref() {
    return this;
  }

  override _read() {}

  override _write(chunk: Uint8Array, _encoding: BufferEncoding, done: () => void) {
    // Terminate gets no answer and may come after the engine has closed: _destroy tells the end.
    if (chunk[0] !== terminate && this.#batch.push(chunk) === 1) queueMicrotask(() => this.#send());
    done();
  }

  #send() {
    if (this.#batch.length === 0) return;
    // Its own buffer, whole: node-postgres writes slices of a shared one, and this one is transferred.
    const message = new Uint8Array(Buffer.concat(this.#batch));
    this.#batch = [];
    this.#answered = this.engine.exec(this.#connection, message).then(
      (answer) => {
        if (answer.length > 0 && !this.destroyed) this.push(answer);
      },
      (error: Error) => {
        this.destroy(error);
      },
    );
  }

  override _final(done: () => void) {
    this.#send();
    void this.#answered.then(() => {
      this.push(null);
      done();
    });
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void) {
    // An engine that failed has already said so, to every query it failed.
    this.engine.closed(this.#connection).catch(() => {});
    done(error);
  }
}

/**
 * How node-postgres reaches PGlite, for a pool or a client of its own: the
 * driver, and so the Drizzle dialect and the migrator, that PostgreSQL servers use too.
 */
export function pgliteConnection(engine: PgliteEngine): pg.ClientConfig {
  return {
    // PGlite exits on a startup message without a user, and PGUSER, PGSSLMODE… are meant for servers.
    user: 'postgres',
    database: 'postgres',
    ssl: false,
    stream: () => new EngineSocket(engine),
  };
}

/** A pool of node-postgres connections to PGlite; `options` adds to them (a query deadline). */
export function pglitePool(engine: PgliteEngine, options: pg.PoolConfig = {}): pg.Pool {
  return new pg.Pool({
    // Queries of several requests wait at the engine together, so one turn of
    // its thread runs them all (transactions still take turns).
    max: 10,
    // Idle connections cost nothing: keep them rather than handshake again.
    idleTimeoutMillis: 0,
    ...pgliteConnection(engine),
    ...options,
  });
}
