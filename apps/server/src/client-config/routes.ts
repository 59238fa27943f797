import type { FastifyInstance } from 'fastify';

/** Settings the browser needs and may see. */
export async function clientConfigRoutes(
  app: FastifyInstance,
  { inactivityLogout }: { inactivityLogout: boolean },
) {
  app.get('/api/client-config', async () => ({ inactivityLogout }));
}
