/**
 * PGlite's one session, shared by several node-postgres connections
 * (`pglite-engine.ts`). Each connection hands over a whole query cycle (up to
 * its Sync) at once, and a cycle runs whole, so the cycles of different
 * connections interleave as the statements of concurrent sessions would,
 * except inside a transaction: while one connection's is open, only that
 * connection's cycles run and the others wait, as for a lock. Plain
 * JavaScript: the worker thread loads it without tsx.
 */

const readyForQuery = 0x5a;
const rollback = new Uint8Array([0x51, 0, 0, 0, 13, ...new TextEncoder().encode('rollback'), 0]);

/** The transaction status an answer ends on ('I' outside one), or undefined if it ends on none. */
function statusAfter(answer) {
  const end = answer.length;
  return end >= 6 && answer[end - 6] === readyForQuery && answer[end - 2] === 5
    ? String.fromCharCode(answer[end - 1])
    : undefined;
}

/** @param {import('@electric-sql/pglite').PGlite} pglite */
export function createSession(pglite) {
  const waiting = [];
  /** The connection whose transaction is open. */
  let holder;
  /** Set once PGlite fails outright (rather than answering with an error): its state is unknown. */
  let failure;
  let closing = false;
  let running = false;
  let draining = Promise.resolve();

  const nextTurn = () =>
    waiting.findIndex((cycle) => holder === undefined || cycle.connection === holder);

  async function drain() {
    running = true;
    // Each turn first takes in what arrived while the last one ran, a connection's
    // closing among it, so a cycle of a connection already gone is dropped, never run.
    const arrived = () => new Promise((resolve) => setImmediate(resolve));
    for (;;) {
      await arrived();
      const turn = nextTurn();
      if (turn === -1 || failure) break;
      const [cycle] = waiting.splice(turn, 1);
      try {
        // A copy: the answer can be a view of PGlite's own buffer, which its next call overwrites.
        const answer = (await pglite.execProtocolRaw(cycle.message)).slice();
        const status = statusAfter(answer);
        if (status) holder = status === 'I' ? undefined : cycle.connection;
        cycle.resolve(answer);
      } catch (error) {
        failure = error;
        cycle.reject(error);
      }
    }
    for (const cycle of failure ? waiting.splice(0) : []) cycle.reject(failure);
    running = false;
  }

  function exec(connection, message) {
    return new Promise((resolve, reject) => {
      if (failure || closing)
        return reject(failure ?? new Error('The embedded database is closed.'));
      waiting.push({ connection, message, resolve, reject });
      if (!running) draining = drain();
    });
  }

  return {
    /** Runs a connection's query cycle in its turn; resolves to PGlite's answer. */
    exec,

    /**
     * The connection is gone, maybe inside its transaction, which would keep
     * every other one waiting: rolled back (outside one, a no-op). What it
     * sent that has not run yet is dropped (answered with nothing): no one
     * waits for it, and a connection dropped past its deadline was answered
     * as failed, so its statements must not take effect after all.
     */
    async closed(connection) {
      for (let turn = 0; turn < waiting.length; ) {
        if (waiting[turn].connection === connection)
          waiting.splice(turn, 1)[0].resolve(new Uint8Array(0));
        else turn += 1;
      }
      if (!closing) await exec(connection, rollback);
    },

    /** Closes PGlite once what is under way has run. */
    async close() {
      closing = true;
      await draining;
      await pglite.close();
    },
  };
}
