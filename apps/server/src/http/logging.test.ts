import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { redactUrl, requestId } from './logging';

describe('redactUrl', () => {
  it('hides secret query parameters and keeps the rest', () => {
    expect(redactUrl('/api/auth/reset-password?token=abc123&callbackURL=%2Flogin')).toBe(
      '/api/auth/reset-password?token=[redacted]&callbackURL=%2Flogin',
    );
    expect(redactUrl('/x?apiKey=1&code=2&page=3')).toBe(
      '/x?apiKey=[redacted]&code=[redacted]&page=3',
    );
  });

  it('leaves a URL without a query alone', () => {
    expect(redactUrl('/api/partners/42')).toBe('/api/partners/42');
  });
});

describe('requestId', () => {
  const withHeader = (value?: string) =>
    ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;

  it('keeps a well-formed incoming id', () => {
    expect(requestId(withHeader('edge-7f3a.1'))).toBe('edge-7f3a.1');
  });

  it('makes a new one when none, or a malformed one, comes in', () => {
    expect(requestId(withHeader())).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId(withHeader('a b\n'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId(withHeader('x'.repeat(129)))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
