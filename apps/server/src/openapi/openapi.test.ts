import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, registerErrorHandler } from '../http/errors';
import { withZodSchemas } from '../http/validation';
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
