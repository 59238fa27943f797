import type { ErrorCode } from '@shata/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/client';

/**
 * `/healthz`: the process is alive (no database, so a slow database never
 * gets a healthy process restarted). `/readyz`: send traffic here; 503 while
 * the database does not answer or the process is shutting down.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { database, isClosing }: { database: Database; isClosing: () => boolean },
) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    if (isClosing()) {
      return unavailable(reply, 'shutting_down', 'Shutting down.');
    }
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database is not answering');
      return unavailable(reply, 'database_unavailable', 'The database is not answering.');
    }
  });
}

/** Not ready: the body a probe reads, with the code every refusal of the portal carries. */
function unavailable(reply: FastifyReply, code: ErrorCode, message: string) {
  return reply.code(503).send({ status: 'unavailable', code, message });
}
