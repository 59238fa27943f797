import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('retries a server error or a lost connection once', () => {
    expect(shouldRetryQuery(0, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(0, 'Offline'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(503, 'Unavailable'))).toBe(false);
  });

  it('never retries a client error, which would only fail again', () => {
    expect(shouldRetryQuery(0, new ApiError(401, 'Unauthorized'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, 'Not found'))).toBe(false);
  });
});
