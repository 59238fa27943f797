import { messages } from '@shata/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type ErrorBody, HttpError } from './errors';
import { withZodSchemas } from './validation';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

/** What node-postgres raises when its server is away, and one thing it raises when it is not. */
const driverErrors: Record<string, Error> = {
  refused: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  'refused on every address': new AggregateError(
    [withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')],
    'connect failed',
  ),
  'shut down by an administrator': withCode('terminating connection', '57P01'),
  'still starting': withCode('the database system is starting up', '57P03'),
  'connection failure': withCode('could not receive data', '08006'),
  'connection lost': new Error('Connection terminated unexpectedly'),
  'no connection in time': new Error('timeout exceeded when trying to connect'),
  'a statement past its time limit': withCode(
    'canceling statement due to statement timeout',
    '57014',
  ),
  'no answer within the time limit': new Error('Query read timeout'),
  'its connection closed past the limit': new Error('Client was closed and is not queryable'),
  'a missing table': withCode('relation "nope" does not exist', '42P01'),
};

describe('the central error handler', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({
      beforeListen(app) {
        app.post('/api/test/echo', async (request) => ({ received: request.body ?? null }));
        app.get('/api/test/refused', async () => {
          throw new HttpError(
            409,
            'user_already_exists',
            'This email address is already registered.',
          );
        });
        app.get<{ Params: { name: string } }>('/api/test/driver/:name', async (request) => {
          // As Drizzle and better-auth report it: the driver's error is the cause of their own.
          throw new Error('Failed query: select 1', { cause: driverErrors[request.params.name] });
        });
        app.get('/api/test/crash', async () => {
          throw new Error('connection string postgres://user:secret@db leaked');
        });
        app.register(async (scoped) => {
          const body = z.object({ page: z.object({ size: z.number('size must be a number.') }) });
          withZodSchemas(scoped).post('/api/test/zod', { schema: { body } }, async () => ({}));
        });
        app.get(
          '/api/test/validated',
          { schema: { querystring: { type: 'object', required: ['page'] } } },
          async () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(() => server.close());

  const post = (body: string, contentType = 'application/json', path = '/api/test/echo') =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, origin: new URL(server.url).origin },
      body,
    });

  it('answers malformed JSON with 400 and a readable message', async () => {
    const response = await post('{"name": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalid_json',
      message: 'The request body is not valid JSON.',
    });
  });

  it.each([
    ['__proto__', '{"__proto__": {"isAdmin": true}}'],
    ['constructor.prototype', '{"constructor": {"prototype": {"isAdmin": true}}}'],
  ])('refuses a %s poisoning body with 400', async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(
      'The request body contains a forbidden key (__proto__ or constructor.prototype).',
    );
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await post(JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'body_too_large',
      message: 'The request body is too large.',
    });
  });

  it('refuses a content type it does not read with 415', async () => {
    const response = await post('<xml/>', 'application/xml');
    expect(response.status).toBe(415);
    expect(((await response.json()) as ErrorBody).message).toBe(
      'This content type is not accepted here. Send JSON (application/json).',
    );
  });

  it('takes an empty JSON body as no body', async () => {
    const response = await post('');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: null });
  });

  it('passes valid JSON through', async () => {
    const response = await post('{"name":"Asha"}');
    expect(await response.json()).toEqual({ received: { name: 'Asha' } });
  });

  it('answers an HttpError with its status and message', async () => {
    const response = await fetch(`${server.url}/api/test/refused`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'user_already_exists',
      message: 'This email address is already registered.',
    });
  });

  it('answers schema validation failures with 400', async () => {
    const response = await fetch(`${server.url}/api/test/validated`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toMatch(/^Invalid request: .*page/);
  });

  it('hides the details of an unexpected error behind a generic 500', async () => {
    const response = await fetch(`${server.url}/api/test/crash`);
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'internal_error',
      message: messages.api.serverError,
    });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it.each(Object.keys(driverErrors).filter((name) => name !== 'a missing table'))(
    'answers a database out of reach (%s) with 503 and Retry-After',
    async (name) => {
      const response = await fetch(`${server.url}/api/test/driver/${encodeURIComponent(name)}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'database_unavailable',
        message: messages.api.temporarilyUnavailable,
      });
    },
  );

  it('still answers a query the database refuses with the generic 500', async () => {
    const response = await fetch(`${server.url}/api/test/driver/a%20missing%20table`);
    expect(response.status).toBe(500);
    expect(((await response.json()) as ErrorBody).message).toBe(messages.api.serverError);
  });

  it('names the field a schema refused, beside the code validation_failed', async () => {
    const response = await post('{"page":{"size":"ten"}}', 'application/json', '/api/test/zod');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'validation_failed',
      field: 'page.size',
      message: 'size must be a number.',
    });
  });

  it("answers a path the router cannot decode with the portal's body and a code of the list", async () => {
    const response = await fetch(`${server.url}/api/partners/%FF`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalid_url',
      message: "'/api/partners/%FF' is not a valid url component",
    });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing?x=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'Nothing here: GET /api/no-such-thing does not exist.',
    });
  });

  it('tags every answer with a request id, keeping a well-formed one from the caller', async () => {
    const own = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'lb-42.a' } });
    expect(own.headers.get('x-request-id')).toBe('lb-42.a');
    const forged = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'evil\tid {"level":60}' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
