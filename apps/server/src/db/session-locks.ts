import { createHash } from 'node:crypto';
import pg from 'pg';

/** Lets go of a lock taken by `SessionLocks.tryLock`. */
export type ReleaseSessionLock = () => Promise<void>;

interface Session {
  client: pg.Client;
  alive: boolean;
  /** Called when the connection is lost: the server has let go of every lock of the session. */
  onLost: Set<() => void>;
  connected?: Promise<Session>;
}

/**
 * How long a lock's query may go unanswered: it answers at once on a server
 * that runs, and one that is frozen (or cut off without the connection
 * breaking) never does, where every upload request of the process would wait
 * on this one connection for as long as the silence lasts.
 */
const defaultAnswerWithinMs = 5_000;

/** A lock's name as PostgreSQL's second advisory-lock key: 32 bits of its hash. */
const keyOf = (name: string) => createHash('sha256').update(name).digest().readInt32BE(0);

/**
 * PostgreSQL advisory locks shared by every process on the database, held on
 * one connection of their own. A session lock lasts as long as its
 * connection, so one pooled connection per lock would keep a pool connection
 * for as long as a request runs, and enough slow uploads would leave queries
 * none; here a process holds all its locks on a single session, whatever
 * their number.
 */
export class SessionLocks {
  private session: Promise<Session> | undefined;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly answerWithinMs = defaultAnswerWithinMs,
  ) {}

  /**
   * Takes the lock `name` if no other session holds it, without waiting;
   * undefined if one does. `namespace` keeps kinds of locks apart. `onLost`
   * is called if the connection is lost while the lock is held, since the
   * lock went with it.
   */
  async tryLock(
    namespace: number,
    name: string,
    onLost: () => void,
  ): Promise<ReleaseSessionLock | undefined> {
    const session = await this.connect();
    const key = [namespace, keyOf(name)];
    const { rows } = await this.query<{ locked: boolean }>(
      session,
      'select pg_try_advisory_lock($1, $2) as locked',
      key,
    );
    if (!rows[0]?.locked) return undefined;
    session.onLost.add(onLost);
    return async () => {
      session.onLost.delete(onLost);
      if (!session.alive) return;
      try {
        await this.query(session, 'select pg_advisory_unlock($1, $2)', key);
      } catch {
        // A lock that could not be let go must not outlive its request: ending
        // the session lets go of it, and the next lock opens another.
        await this.end(session);
      }
    };
  }

  async close(): Promise<void> {
    const session = await this.session?.catch(() => undefined);
    if (!session) return;
    // Closed on purpose, once requests are done: no holder is told of a loss.
    session.onLost.clear();
    await this.end(session);
  }

  /**
   * A query on the session, which is given up if unanswered in time: ending
   * the connection fails the query, and those queued behind it, as
   * 'Connection terminated' (a 503 for the request), and tells the holders of
   * its locks, which the server lets go of once it sees the connection gone.
   */
  private async query<Row extends pg.QueryResultRow>(
    session: Session,
    text: string,
    values: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    const timer = setTimeout(() => void this.end(session), this.answerWithinMs);
    try {
      return await session.client.query<Row>(text, values);
    } finally {
      clearTimeout(timer);
    }
  }

  private connect(): Promise<Session> {
    if (this.session) return this.session;
    const client = new pg.Client({
      ...this.connection,
      // A server gone without a word is noticed, and with it the locks it held.
      keepAlive: true,
    });
    const session: Session = { client, alive: true, onLost: new Set() };
    client.on('error', () => this.lose(session));
    client.on('end', () => this.lose(session));
    session.connected = client.connect().then(
      () => session,
      (error: unknown) => {
        this.lose(session);
        throw error;
      },
    );
    this.session = session.connected;
    return session.connected;
  }

  private async end(session: Session): Promise<void> {
    this.lose(session);
    await session.client.end().catch(() => {});
  }

  private lose(session: Session): void {
    if (!session.alive) return;
    session.alive = false;
    if (this.session === session.connected) this.session = undefined;
    for (const onLost of session.onLost) onLost();
    session.onLost.clear();
  }
}
