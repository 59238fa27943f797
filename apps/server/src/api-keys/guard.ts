import {
  type ApiScope,
  apiKeyRequestsPerMinute,
  isWellFormedApiKey,
  messages,
} from '@shata/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { consumeRequest } from '../rate-limit/limiter';
import { type ApiKeyCaller, authenticateApiKey } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an API key needs for the route: every /api/v1/ route names one, no other route does. */
    apiScope?: ApiScope;
  }
}

const integrationPrefix = '/api/v1/';

/** The token of `Authorization: Bearer <token>`; undefined for any other scheme (a proxy's Basic, say). */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}

const callers = new WeakMap<FastifyRequest, ApiKeyCaller>();

/**
 * Machine clients and browsers kept apart, for every route:
 * - a route under /api/v1/ is called with an API key only (a session cookie
 *   counts for nothing there), needs the scope it names, and is counted
 *   against the key's rate limit, before its body is read;
 * - any other API route refuses a request that carries a key, so a key
 *   never reaches an endpoint a browser uses.
 * A route under /api/v1/ without a scope, or one elsewhere with a scope,
 * is refused when it is registered.
 */
export function registerApiKeyGuard(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const integration = route.url.startsWith(integrationPrefix);
    if (integration !== (route.config?.apiScope !== undefined)) {
      throw new Error(
        `${route.url}: routes under ${integrationPrefix}, and only they, name an apiScope`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const scope = request.routeOptions.config.apiScope;
    const token = bearerToken(request.headers.authorization);
    if (scope === undefined) {
      const browserApi =
        request.url.startsWith('/api/') && !request.url.startsWith(integrationPrefix);
      if (token !== undefined && browserApi) {
        throw new HttpError(401, 'api_key_not_accepted', messages.apiKeys.keyNotAccepted);
      }
      return;
    }
    if (token === undefined) {
      throw new HttpError(401, 'api_key_required', messages.apiKeys.keyRequired);
    }
    const key = isWellFormedApiKey(token) ? await authenticateApiKey(db, token) : null;
    if (!key) throw new HttpError(401, 'api_key_invalid', messages.apiKeys.keyInvalid);
    if (!key.scopes.includes(scope)) {
      throw new HttpError(403, 'api_scope_missing', messages.apiKeys.scopeMissing(scope));
    }
    await consumeRequest(db, `api-key:${key.id}`, {
      max: apiKeyRequestsPerMinute,
      windowMs: 60_000,
    });
    callers.set(request, key);
  });
}

/** The API key a /api/v1/ route's request was let through with. */
export function callingApiKey(request: FastifyRequest): ApiKeyCaller {
  const key = callers.get(request);
  if (!key)
    throw new Error(`${request.routeOptions.url} reads its API key but is no /api/v1/ route`);
  return key;
}
