import {
  type ApiScope,
  apiKeyPrefix,
  apiKeyRequestsPerMinute,
  type ErrorCode,
  isWellFormedApiKey,
  messages,
} from '@shata/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { consumeRequest, refuseWhileLimited } from '../rate-limit/limiter';
import { type ApiKeyCaller, authenticateApiKey } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an API key needs for the route: every /api/v1/ route names one, no other route does. */
    apiScope?: ApiScope;
  }
}

const integrationPrefix = '/api/v1/';

/** What the guard may refuse any /api/v1/ call, by status: each route's documented answers include them. */
export const apiKeyRefusals = {
  401: ['api_key_required', 'api_key_invalid'],
  403: ['api_scope_missing'],
  429: ['rate_limited'],
} as const satisfies Record<number, readonly [ErrorCode, ...ErrorCode[]]>;

/** Failed key lookups one address may make in a minute before it is told to wait. */
const failedKeyLimit = { max: 30, windowMs: 60_000 };

/** The token of `Authorization: Bearer <token>`; undefined for any other scheme (a proxy's Basic, say). */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}

const callers = new WeakMap<FastifyRequest, ApiKeyCaller>();

/** Refuses a key on a route a browser uses: decided by the route matched, never by the URL as written. */
function refuseKeyOnBrowserRoute(request: FastifyRequest, token: string | undefined) {
  const route = request.routeOptions.url;
  // Another system's bearer token (an auth proxy's) is none of ours: only our keys are refused.
  if (token?.startsWith(apiKeyPrefix) && route?.startsWith('/api/')) {
    throw new HttpError(401, 'api_key_not_accepted', messages.apiKeys.keyNotAccepted);
  }
}

/** The key a request to a /api/v1/ route carries, or 401 / 429. */
async function authenticate(db: Db, request: FastifyRequest, token: string | undefined) {
  if (token === undefined) {
    throw new HttpError(401, 'api_key_required', messages.apiKeys.keyRequired);
  }
  // Each failed lookup is counted against the caller's address, so guessing costs them, not us.
  const failures = `api-key-failures:${request.ip}`;
  await refuseWhileLimited(db, failures, failedKeyLimit);
  const key = isWellFormedApiKey(token) ? await authenticateApiKey(db, token) : null;
  if (!key) {
    await consumeRequest(db, failures, failedKeyLimit);
    throw new HttpError(401, 'api_key_invalid', messages.apiKeys.keyInvalid);
  }
  return key;
}

/**
 * Machine clients and browsers kept apart, for every route:
 * - a route under /api/v1/ is called with an API key only: its cookies are
 *   dropped before any handler could read them, the key must have the
 *   route's scope, and each call is counted against the key's rate limit,
 *   all before the body is read;
 * - any other API route refuses a request that carries one of our keys, so a
 *   key never reaches an endpoint a browser uses.
 * A route under /api/v1/ without a scope, or one elsewhere with a scope, is
 * refused when it is registered.
 */
export function registerApiKeyGuard(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const integration = `${route.url.toLowerCase()}/`.startsWith(integrationPrefix);
    if (integration !== (route.config?.apiScope !== undefined)) {
      throw new Error(
        `${route.url}: routes under ${integrationPrefix}, and only they, name an apiScope`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const scope = request.routeOptions.config.apiScope;
    const token = bearerToken(request.headers.authorization);
    if (scope === undefined) return refuseKeyOnBrowserRoute(request, token);
    delete request.headers.cookie;
    const key = await authenticate(db, request, token);
    await consumeRequest(db, `api-key:${key.id}`, {
      max: apiKeyRequestsPerMinute,
      windowMs: 60_000,
    });
    if (!key.scopes.includes(scope)) {
      throw new HttpError(403, 'api_scope_missing', messages.apiKeys.scopeMissing(scope));
    }
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
