import { readFile } from 'node:fs/promises';
import { apiScopes } from '@shata/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, registerErrorHandler } from '../http/errors';
import { withZodSchemas } from '../http/validation';
import { committedDocumentFile } from './document';
import { errorAnswers } from './error-answers';
import { registerOpenApi } from './openapi';

/**
 * The document's rules on a small app of our own routes, as a `/api/v1/`
 * route would declare them; the whole portal's document is checked in
 * spa.test.ts, on an app it already starts.
 */
let app: FastifyInstance;
/** The parts of the document read here. */
interface Document {
  openapi: string;
  info: unknown;
  components: { securitySchemes: unknown };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}
let document: Document;

const bookingAnswer = z.object({ externalId: z.string(), status: z.string() });

beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  await registerOpenApi(app);
  await app.register(async (plugin) => {
    const routes = withZodSchemas(plugin);
    routes.put(
      '/api/v1/bookings/:externalId',
      {
        config: { apiScope: 'bookings:write' },
        schema: {
          params: z.object({ externalId: z.string() }),
          body: z.object({ status: z.string() }),
          response: {
            200: bookingAnswer,
            ...errorAnswers({ 401: ['sign_in_required'], 422: ['not_found', 'invalid_cursor'] }),
          },
        },
      },
      async (request) => {
        if (request.body.status === 'refused') {
          // A code the route does not list: still the refusal, never a 500.
          throw new HttpError(422, 'validation_failed', 'Refused.');
        }
        // The answer goes out through its schema: what it does not declare is left out.
        return { externalId: request.params.externalId, status: request.body.status, secret: 'x' };
      },
    );
    routes.get('/api/admin/things', async () => []);
    routes.get('/healthz', async () => ({ status: 'ok' }));
  });
  document = (await app.inject('/api/openapi.json')).json();
});
afterAll(() => app.close());

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the API key and the operator session as security schemes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Shata Partner Portal API', version: '1.0.0' });
    expect(document.components.securitySchemes).toMatchObject({
      apiKey: { type: 'http', scheme: 'bearer' },
      operatorSession: { type: 'apiKey', in: 'cookie' },
    });
  });

  it('gives a route with an apiScope its scope, as security, x-required-scope and a description line', () => {
    const operation = document.paths['/api/v1/bookings/{externalId}']?.put;
    expect(operation).toMatchObject({
      tags: ['integration'],
      security: [{ apiKey: ['bookings:write'] }],
      'x-required-scope': 'bookings:write',
      description: 'Needs an API key with the scope `bookings:write`.',
    });
  });

  it('lists each error status of errorAnswers with exactly its codes, in the error body', () => {
    const responses = document.paths['/api/v1/bookings/{externalId}']?.put?.responses ?? {};
    expect(Object.keys(responses).sort()).toEqual(['200', '401', '422']);
    expect(responses['422']).toMatchObject({
      description: 'Refused: `not_found`, `invalid_cursor`.',
      content: {
        'application/json': {
          schema: {
            required: ['statusCode', 'error', 'code', 'message'],
            properties: {
              statusCode: { enum: [422] },
              error: { enum: ['Unprocessable Entity'] },
              code: { enum: ['not_found', 'invalid_cursor'] },
            },
          },
        },
      },
    });
  });

  it('asks the console’s routes for an operator’s session, and leaves out what is not /api/', () => {
    expect(document.paths['/api/admin/things']?.get).toMatchObject({
      tags: ['console'],
      security: [{ operatorSession: [] }],
    });
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/admin/things',
      '/api/v1/bookings/{externalId}',
    ]);
  });
});

describe('a route that declares its answers', () => {
  const put = (status: string) =>
    app.inject({ method: 'PUT', url: '/api/v1/bookings/b-1', payload: { status } });

  it('sends its success through the answer’s schema', async () => {
    const answer = await put('confirmed');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('{"externalId":"b-1","status":"confirmed"}');
  });

  it('sends a refusal as the error handler made it, even with a code its list leaves out', async () => {
    const answer = await put('refused');
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: 'validation_failed',
      message: 'Refused.',
    });
  });
});

/** One operation of the committed document, as read here. */
interface Operation {
  'x-required-scope'?: string;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Schema {
  required?: string[];
  properties?: Record<string, { enum?: unknown[] }>;
}

/** The codes the document lists for one answer, if it is an error body. */
const codesOf = (operation: Operation | undefined, status: number) =>
  operation?.responses[status]?.content?.['application/json']?.schema?.properties?.code?.enum;

/**
 * The portal's own document as committed, which spa.test.ts holds to the
 * routes: what an integrator reads for each /api/v1/ route.
 */
describe('the committed document’s integration API', async () => {
  const paths: Record<string, Record<string, Operation>> = JSON.parse(
    await readFile(committedDocumentFile, 'utf8'),
  ).paths;
  const operations = Object.entries(paths)
    .filter(([url]) => url.startsWith('/api/v1/'))
    .flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method} ${url}`,
        operation,
      })),
    );

  it('has every route, each with its scope, a success with its body, and the API key’s refusals', () => {
    expect(operations.map(({ name }) => name).sort()).toEqual([
      'get /api/v1/events',
      'get /api/v1/partners',
      'get /api/v1/partners/{id}',
      'post /api/v1/bookings/{externalId}/cancel',
      'post /api/v1/partners/{id}/video-kyc',
      'put /api/v1/bookings/{externalId}',
      'put /api/v1/records/{collection}/{externalId}',
      'put /api/v1/records/{collection}/{externalId}/thumbnail',
    ]);
    for (const { name, operation } of operations) {
      expect(apiScopes, name).toContain(operation['x-required-scope']);
      const successes = Object.keys(operation.responses).filter((status) => /^2/.test(status));
      expect(successes, name).not.toEqual([]);
      for (const status of successes) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        expect(schema?.required?.length, `${name} ${status}`).toBeGreaterThan(1);
      }
      expect(codesOf(operation, 401), name).toEqual(['api_key_required', 'api_key_invalid']);
      expect(codesOf(operation, 403), name).toEqual(['api_scope_missing']);
      expect(codesOf(operation, 429), name).toEqual(['rate_limited']);
      expect(codesOf(operation, 503), name).toEqual(['database_unavailable']);
    }
  });

  it('gives PUT /api/v1/bookings/{externalId} its 201 and 200, and the codes only it answers', () => {
    const put = paths['/api/v1/bookings/{externalId}']?.put;
    for (const status of ['200', '201']) {
      const schema = put?.responses[status]?.content?.['application/json']?.schema;
      expect(schema?.required).toEqual(
        expect.arrayContaining(['externalId', 'id', 'partnerId', 'status', 'record', 'kind']),
      );
    }
    expect(codesOf(put, 422)).toEqual(['partner_unknown', 'booking_record_unknown']);
    expect(codesOf(put, 409)).toEqual(['booking_partner_changed']);
    expect(codesOf(put, 404)).toEqual(['not_found']);
    expect(codesOf(put, 400)).toEqual(
      expect.arrayContaining(['validation_failed', 'invalid_json']),
    );
  });

  it('shows the thumbnail’s upload as a multipart body with one binary part, `thumbnail`', () => {
    const put = paths['/api/v1/records/{collection}/{externalId}/thumbnail']?.put;
    expect(put?.requestBody?.content).toEqual({
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['thumbnail'],
          properties: { thumbnail: { type: 'string', format: 'binary' } },
        },
      },
    });
    expect(codesOf(put, 415)).toEqual(['unsupported_content_type', 'file_type_not_allowed']);
    expect(codesOf(put, 413)).toEqual(['file_too_large']);
  });

  it('gives the console’s API keys and webhooks their answers, the secret only where it is made', () => {
    const schemaOf = (url: string, method: string, status: number) =>
      (paths[url]?.[method]?.responses[status]?.content?.['application/json']?.schema ?? {}) as {
        required?: string[];
      };
    expect(schemaOf('/api/admin/api-keys', 'post', 201).required).toContain('key');
    expect(schemaOf('/api/admin/api-keys', 'get', 200).required).toEqual(['keys']);
    expect(schemaOf('/api/admin/webhooks', 'post', 201).required).toContain('secret');
    expect(schemaOf('/api/admin/webhooks', 'get', 200).required).toEqual(['endpoints']);
    expect(schemaOf('/api/admin/webhooks/{id}/deliveries', 'get', 200).required).toEqual([
      'items',
      'nextCursor',
    ]);
  });
});
