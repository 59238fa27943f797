import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests
 * finish, close the database (an onClose hook), then exit 0; exit 1 if that
 * takes longer than `timeoutMs`.
 */
export function closeOnSignals(
  app: FastifyInstance,
  {
    timeoutMs,
    exit = (code: number) => process.exit(code),
  }: { timeoutMs: number; exit?: (code: number) => void },
) {
  let closing = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown took too long; exiting anyway');
      exit(1);
    }, timeoutMs);
    deadline.unref();
    try {
      await app.close();
      clearTimeout(deadline);
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, onSignal);
}
