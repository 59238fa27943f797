import { messages } from '@shata/domain';
import { expect } from 'vitest';
import { readJson } from './http-client';

/** The answer while the database is out of reach or past its time limit: 503, when to ask again, and words. */
export async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await readJson(response)).toEqual({
    statusCode: 503,
    error: 'Service Unavailable',
    code: 'database_unavailable',
    message: messages.api.temporarilyUnavailable,
  });
}
