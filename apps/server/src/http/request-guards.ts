import { findControlCharacter, messages } from '@shata/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a multipart/form-data body (an upload) instead of JSON. */
    multipart?: boolean;
    /** The route takes the bytes of a resumable upload (application/offset+octet-stream) instead of JSON. */
    uploadChunks?: boolean;
  }
  interface FastifyInstance {
    /** Every route as registered, so tests can walk them all. */
    routeTable: RouteEntry[];
  }
}

interface RouteEntry {
  method: string;
  url: string;
  multipart: boolean;
  uploadChunks: boolean;
}

/** Methods that only read; every other one may change something and is checked. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a browser says the request came from: Origin, or Referer's origin when Origin is absent. */
function requestOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin;
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * One set of checks in front of every route, so a new route cannot forget them:
 * - a request that is not a read must come from the portal's own origin (CSRF),
 *   unless its route takes an API key and no cookie (/api/v1/), and carry the
 *   body type its route takes;
 * - no JSON string or key, query value or path parameter carries a control
 *   character (the domain's rule; multipart field names are checked by the upload);
 * - API answers are not cached unless a route says otherwise.
 */
export function registerRequestGuards(
  app: FastifyInstance,
  { publicOrigin }: { publicOrigin: string },
) {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        multipart: route.config?.multipart === true,
        uploadChunks: route.config?.uploadChunks === true,
      });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    // A route called with an API key takes no cookie, so no other site can borrow a browser's session on it.
    const keyOnly = request.routeOptions.config.apiScope !== undefined;
    if (!keyOnly && requestOrigin(request) !== publicOrigin) {
      return sendError(reply, 403, 'origin_refused', messages.api.otherSiteRefused);
    }
    const contentType = request.headers['content-type'];
    if (contentType === undefined) return;
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
    const { multipart, uploadChunks } = request.routeOptions.config;
    if (multipart) {
      if (mediaType !== 'multipart/form-data') {
        return sendError(reply, 415, 'unsupported_content_type', messages.api.multipartOnly);
      }
    } else if (uploadChunks) {
      if (mediaType !== 'application/offset+octet-stream') {
        return sendError(reply, 415, 'unsupported_content_type', messages.uploads.chunkTypeOnly);
      }
    } else if (mediaType !== 'application/json') {
      return sendError(reply, 415, 'unsupported_content_type', messages.api.jsonOnly);
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    const field =
      findControlCharacter(request.params, '') ??
      findControlCharacter(request.query, '') ??
      findControlCharacter(request.body, '');
    if (field !== undefined) {
      return sendError(
        reply,
        400,
        'validation_failed',
        messages.api.controlCharacter(field || 'The request'),
        { field },
      );
    }
  });

  app.addHook('onSend', async (request, reply) => {
    // The route matched, as the URL may spell its path encoded (/%61pi/…); a 404 has none.
    const path = request.routeOptions.url ?? request.url;
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
