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
  app.get('/api/client-config', async () => ({
    inactivityLogout,
    partnerApp,
    socialLinks,
    mapsEmbedApiKey: mapsEmbedApiKey ?? null,
    supportEmail,
  }));
}
