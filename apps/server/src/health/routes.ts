import type { FastifyInstance } from 'fastify';
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
      return reply.code(503).send({ status: 'unavailable', message: 'Shutting down.' });
    }
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database is not answering');
      return reply
        .code(503)
        .send({ status: 'unavailable', message: 'The database is not answering.' });
    }
  });
}
