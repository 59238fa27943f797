import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Settings the browser needs and may see. */
export async function clientConfigRoutes(
  app: FastifyInstance,
  {
    inactivityLogout,
    partnerApp,
    socialLinks,
    mapsEmbedApiKey,
    supportEmail,
  }: Pick<
    Config,
    'inactivityLogout' | 'partnerApp' | 'socialLinks' | 'mapsEmbedApiKey' | 'supportEmail'
  >,
) {
  // The same for everyone and rarely changed: browsers may keep it a few minutes.
  app.get('/api/client-config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      inactivityLogout,
      partnerApp,
      socialLinks,
      mapsEmbedApiKey: mapsEmbedApiKey ?? null,
      supportEmail,
    };
  });
}
