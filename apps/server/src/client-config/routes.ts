import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Settings the browser needs and may see. */
export async function clientConfigRoutes(
  app: FastifyInstance,
  { inactivityLogout, partnerApp }: Pick<Config, 'inactivityLogout' | 'partnerApp'>,
) {
  app.get('/api/client-config', async () => ({ inactivityLogout, partnerApp }));
}
