import path from 'node:path';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverPackageRoot } from '../package-root';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The file part a multipart route reads itself (its body has no schema), for the document. */
    uploadPart?: string;
  }
}

/** The areas of the portal, each route's tag, by its path (`tagOf`). */
const tags = {
  integration: 'For the marketplace’s other systems, with an API key.',
  console: 'The operators’ console, signed in as an operator.',
  partner: 'The partner’s own screens, signed in as the partner.',
  auth: 'Sign-up, sign-in and sessions.',
  public: 'Open to anyone.',
  development: 'Only on a development machine.',
} as const;

type Tag = keyof typeof tags;

export const openApiTitle = 'Shata Partner Portal API';

/**
 * The document's fixed part. Its version is the integration API's (`/api/v1/`),
 * raised when a change to the document could break a caller; nothing in it
 * depends on the host, the port or the time, so it is the same wherever it is made.
 */
export const openApiBase: FastifyDynamicSwaggerOptions['openapi'] = {
  openapi: '3.1.0',
  info: {
    title: openApiTitle,
    version: '1.0.0',
    description:
      'The HTTP API of the Shata Partner Portal. Machine clients use the integration API under `/api/v1/` with an API key (`Authorization: Bearer shata_…`); the other routes serve the portal’s own screens and take its session cookie. Every refusal answers `{statusCode, error, code, message}`: branch on `code`.',
  },
  tags: Object.entries(tags).map(([name, description]) => ({ name, description })),
  components: {
    securitySchemes: {
      apiKey: {
        type: 'http',
        scheme: 'bearer',
        description: 'An API key made in the console: `Authorization: Bearer shata_…`.',
      },
      operatorSession: {
        type: 'apiKey',
        in: 'cookie',
        name: 'better-auth.session_token',
        description:
          'An operator’s session cookie, set by signing in (`__Secure-` before its name over https). Writes must also come from the portal’s own origin.',
      },
    },
  },
};

/** Paths outside the document: the reference page and the document itself. */
const undocumented = /^\/api\/(docs(\/|$)|openapi\.json$)/;

/** The area of the portal a path belongs to, by its prefix. */
function tagOf(url: string): Tag {
  if (url.startsWith('/api/v1/')) return 'integration';
  if (url.startsWith('/api/admin/')) return 'console';
  if (url.startsWith('/api/auth/')) return 'auth';
  if (url.startsWith('/api/dev/')) return 'development';
  if (['/api/client-config', '/api/contact', '/api/locale'].includes(url)) return 'public';
  return 'partner';
}

/** How a route's schema reads in the document, beside what the zod schemas give. */
interface Documented extends FastifySchema {
  tags?: Tag[];
  description?: string;
  security?: readonly Record<string, readonly string[]>[];
  'x-required-scope'?: string;
}

/**
 * Each route as the document shows it: `/api/` routes only (not the web app's
 * pages, nor the health probes), their zod schemas as JSON Schema 2020-12,
 * tagged by area; a route with an `apiScope` asks for an API key with that
 * scope, and the console's routes for an operator's session.
 */
export const describeRoute: SwaggerTransform = (document) => {
  const { url, route } = document;
  if (!url.startsWith('/api/') || undocumented.test(url)) return { schema: { hide: true }, url };
  // The dev mailbox's query is plain JSON Schema, which the document takes as it is.
  const parts = [
    ...Object.values(document.schema ?? {}),
    ...Object.values(document.schema?.response ?? {}),
  ];
  const zod = parts.some((part) => part instanceof z.core.$ZodType);
  const transformed = zod ? jsonSchemaTransform(document) : { schema: document.schema, url };
  const schema: Documented = { ...transformed.schema, tags: [tagOf(url)] };
  const scope = route.config?.apiScope;
  if (scope) {
    schema.security = [{ apiKey: [scope] }];
    schema['x-required-scope'] = scope;
    schema.description = [`Needs an API key with the scope \`${scope}\`.`, schema.description]
      .filter(Boolean)
      .join('\n\n');
  } else if (url.startsWith('/api/admin/')) {
    schema.security = [{ operatorSession: [] }];
  }
  const part = route.config?.uploadPart;
  if (part) schema.body = uploadBody(part);
  if (url === betterAuthPaths) {
    // One route hands every path under it to better-auth: named, not a bare `*`.
    schema.description = 'better-auth’s endpoints, such as `sign-in/email` and `sign-up/email`.';
    return { schema, url: '/api/auth/:endpoint' };
  }
  return { schema, url: transformed.url };
};

const betterAuthPaths = '/api/auth/*';

/** A multipart body of one file, in the part `name`. */
const uploadBody = (name: string) => ({
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [name],
        properties: { [name]: { type: 'string', format: 'binary' } },
      },
    },
  },
});

/** The committed copy, which `npm run openapi` rewrites and a test compares with the routes. */
export const committedDocumentFile = path.resolve(serverPackageRoot, '../../docs/openapi.json');

/** The document as committed: keys sorted at every level, so registering routes in another order changes nothing. */
export function documentText(document: unknown): string {
  return `${JSON.stringify(document, sortedKeys, 2)}\n`;
}

function sortedKeys(_key: string, value: unknown) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
