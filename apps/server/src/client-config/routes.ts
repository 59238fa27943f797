import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** How the landing page's contact section reaches support and finds the office. */
type ContactDetail =
  | 'supportEmail'
  | 'supportPhone'
  | 'supportWhatsApp'
  | 'officeAddress'
  | 'officeCoordinates';

/** Settings the browser needs and may see. */
export async function clientConfigRoutes(
  app: FastifyInstance,
  {
    inactivityLogout,
    partnerApp,
    socialLinks,
    mapsEmbedApiKey,
    expectedWaits,
    supportEmail,
    supportPhone,
    supportWhatsApp,
    officeAddress,
    officeCoordinates,
  }: Pick<
    Config,
    | 'inactivityLogout'
    | 'partnerApp'
    | 'socialLinks'
    | 'mapsEmbedApiKey'
    | 'expectedWaits'
    | ContactDetail
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
      expectedWaits,
      // Each is null while not configured: the page leaves it out.
      supportEmail: supportEmail ?? null,
      supportPhone: supportPhone ?? null,
      supportWhatsApp: supportWhatsApp ?? null,
      officeAddress: officeAddress ?? null,
      officeCoordinates: officeCoordinates ?? null,
    };
  });
}
