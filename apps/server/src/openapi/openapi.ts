import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { describeRoute, openApiBase, openApiTitle } from './document';

/** Where the document is served, and the reference page that reads it. */
const openApiPath = '/api/openapi.json';
const docsPath = '/api/docs';

/**
 * The OpenAPI 3.1 document of every `/api/` route, made from the routes' zod
 * schemas as they are registered: so this runs before any route (routes.ts).
 * The reference page is Swagger UI, its files served from our own origin
 * under the site's one Content-Security-Policy.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, { openapi: openApiBase, transform: describeRoute });
  await app.register(swaggerUi, {
    routePrefix: docsPath,
    theme: { title: openApiTitle },
    // Without the top bar: its Swagger logo carries an inline <style>, which our CSP refuses.
    uiConfig: { layout: 'BaseLayout' },
    // Swagger UI would otherwise send the document to a validator elsewhere.
    validatorUrl: false,
  });
  app.get(openApiPath, async (_request, reply) =>
    // Made once, on the first request, from routes that no longer change.
    reply.header('cache-control', 'public, max-age=300').send(app.swagger()),
  );
}
