import type pg from 'pg';

/** node-postgres's error for a query left unanswered past its `query_timeout`. */
const queryDeadlineMessage = 'Query read timeout';

/**
 * How much longer than the server's own limit the driver waits before giving
 * up on a server that answers nothing at all (frozen, or out of reach without
 * the connection breaking): a live server cancels first, which keeps the connection.
 */
const unansweredGraceMs = 1_000;

/**
 * How long a request waits for a connection at most (a server that does not
 * answer, or none free in the pool), then answers 503 instead of hanging
 * until TCP gives up.
 */
export const connectionTimeoutMs = 5_000;

/**
 * The pool settings that put a time limit on every query: PostgreSQL cancels
 * a statement running longer (`statement_timeout`, which also ends waits for
 * locks), and node-postgres stops waiting for one unanswered a little after
 * (`query_timeout`), since a frozen server cannot enforce its own limit and
 * PGlite, in WASM, has no timer to enforce it with.
 */
export function queryDeadline(
  kind: 'pglite' | 'postgres',
  queryTimeoutMs: number,
): Pick<pg.PoolConfig, 'statement_timeout' | 'query_timeout' | 'connectionTimeoutMillis'> {
  const unanswered = queryTimeoutMs + unansweredGraceMs;
  // Waiting for a connection (a free one, or a handshake, which on PGlite waits
  // behind the query it is running) takes no longer than a query may.
  const connectionTimeoutMillis = Math.min(connectionTimeoutMs, unanswered);
  return kind === 'postgres'
    ? { statement_timeout: queryTimeoutMs, query_timeout: unanswered, connectionTimeoutMillis }
    : { query_timeout: unanswered, connectionTimeoutMillis };
}

/**
 * node-postgres only stops waiting for a query past its deadline: the
 * connection would go back to the pool with the query still open on the
 * server, and inside a transaction whose rollback timed out as well, the
 * next request's statements would join it and could commit its half. So the
 * connection is closed instead (pg's `end` cuts one whose query is still
 * running): the server rolls back what it had begun, what was queued behind
 * the query fails at once (a connection failure: 503) rather than waiting
 * out deadlines of its own, and the pool never hands it out again.
 */
export function dropConnectionsPastDeadline(pool: pg.Pool) {
  pool.on('connect', (client) => {
    const drop = (error: unknown) => {
      if (error instanceof Error && error.message === queryDeadlineMessage) void client.end();
    };
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          drop(error);
          callback(error, result);
        };
        return query(...args);
      }
      const answer = query(...args);
      return answer instanceof Promise
        ? answer.catch((error: unknown) => {
            drop(error);
            throw error;
          })
        : answer;
    }) as typeof client.query;
  });
}
