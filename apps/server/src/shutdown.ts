import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set up by `buildApp`: from now on `/readyz` answers 503 and answers close
     * their connection, while requests are still served.
     */
    beginShutdown(): void;
  }
}

/** Once requests are cut, the close (database, upload spool) gets this long before the process exits anyway. */
const afterCutMs = 1_000;

/**
 * On SIGTERM: `/readyz` answers 503 for `drainMs` while requests are still
 * served, so a load balancer stops sending here; then the listener closes,
 * in-flight requests finish, the database closes (an onClose hook) and the
 * process exits 0. Requests still in flight `timeoutMs` after the listener
 * closed are cut (an upload's spool file goes with its request) and the
 * process exits 1.
 *
 * SIGINT is a developer's Ctrl-C, with no load balancer to warn: it skips the
 * drain, and ends one under way. Another Ctrl-C kills the process outright; a
 * repeated SIGTERM changes nothing.
 */
export function closeOnSignals(
  app: FastifyInstance,
  {
    drainMs,
    timeoutMs,
    exit = (code: number) => process.exit(code),
  }: { drainMs: number; timeoutMs: number; exit?: (code: number) => void },
) {
  let shuttingDown = false;
  let endDrain = () => {};

  const onSignal = async (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      if (signal === 'SIGINT') endDrain();
      else app.log.info({ signal }, 'already shutting down');
      return;
    }
    shuttingDown = true;
    const drainFor = signal === 'SIGINT' ? 0 : drainMs;
    app.log.info({ signal, drainMs: drainFor }, 'shutting down');
    app.beginShutdown();
    await new Promise<void>((resolve) => {
      const drain = setTimeout(resolve, drainFor);
      endDrain = () => {
        clearTimeout(drain);
        resolve();
      };
    });

    // The close ends idle keep-alive connections once; one whose request ends
    // later (answered early, its body still arriving) would wait for its timeout.
    const idleCloser = setInterval(() => app.server.closeIdleConnections(), 100);
    let cut = false;
    let backstop: NodeJS.Timeout | undefined;
    const deadline = setTimeout(() => {
      cut = true;
      app.log.error({ timeoutMs }, 'shutdown took too long; cutting the requests in flight');
      app.server.closeAllConnections();
      backstop = setTimeout(() => exit(1), afterCutMs);
    }, timeoutMs);
    try {
      await app.close();
      exit(cut ? 1 : 0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    } finally {
      clearInterval(idleCloser);
      clearTimeout(deadline);
      clearTimeout(backstop);
    }
  };
  // SIGTERM often comes twice (npm passing on the signal its process group got too):
  // the repeat must not end the drain with Node's default action.
  process.on('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
