import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors';
import { type Auth, clientIpHeader } from './auth';
import { toWebHeaders } from './session';

/**
 * Hands /api/auth/* to better-auth as Web Requests. The URL is built on the
 * configured public origin, never the Host header, so mailed links cannot be
 * pointed elsewhere; the client address is Fastify's `request.ip` (which
 * honours TRUST_PROXY), so a caller cannot pick its own rate-limit bucket.
 */
export async function authRoutes(
  app: FastifyInstance,
  { auth, publicUrl }: { auth: Auth; publicUrl: string },
) {
  const publicOrigin = new URL(publicUrl).origin;

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const origin = request.headers.origin;
      if (request.method === 'POST' && origin !== undefined && origin !== publicOrigin) {
        return sendError(reply, 403, 'Requests from other sites are not accepted.');
      }
      const headers = toWebHeaders(request);
      headers.set(clientIpHeader, request.ip);
      const hasBody = request.method === 'POST' && request.body !== undefined;
      if (hasBody) headers.set('content-type', 'application/json');
      const response = await auth.handler(
        new Request(new URL(request.url, publicOrigin), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
