import type { IncomingMessage } from 'node:http';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';
import { describe, expect, it } from 'vitest';
import { latestMail } from '../../test/http-client';
import { signedUpPartner } from '../../test/partner-fixture';
import { startTestApp } from '../../test/test-app';
import { redactSecrets, requestId, withoutQueryValues } from './logging';

describe('redactSecrets on keys and secrets', () => {
  it('hides an API key and a webhook secret wherever they appear', () => {
    const key = `shata_${'A1b2'.repeat(12)}x`;
    const secret = `whsec_${'QUJD'.repeat(10)}QUI=`;
    const line = `/api/v1/events/${key} failed with ${secret} in the body`;
    expect(redactSecrets(line)).toBe(
      '/api/v1/events/[redacted] failed with [redacted] in the body',
    );
  });
});

describe('redactSecrets on request URLs', () => {
  it('hides the token of a mailed reset link, which is in its path', () => {
    expect(
      redactSecrets('/api/auth/reset-password/Xq9fT2kLmN8pR4sV?callbackURL=%2Freset-password'),
    ).toBe('/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password');
  });

  it('hides secret query parameters and keeps the rest', () => {
    expect(
      redactSecrets(
        '/api/auth/verify-email?token=eyJhbGciOi.eyJlbWFpbCI6.c2ln&callbackURL=%2Fverify-email',
      ),
    ).toBe('/api/auth/verify-email?token=[redacted]&callbackURL=%2Fverify-email');
    expect(redactSecrets('/x?apiKey=1&code=2&page=3')).toBe(
      '/x?apiKey=[redacted]&code=[redacted]&page=3',
    );
  });

  it('leaves a URL without secrets alone', () => {
    expect(redactSecrets('/api/partners/42?page=2')).toBe('/api/partners/42?page=2');
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

describe('withoutQueryValues', () => {
  it('logs a failed query and its reason, never its values or the row PostgreSQL quotes', () => {
    const driverError = Object.assign(new Error('null value in column "name" violates not-null'), {
      code: '23502',
      detail: 'Failing row contains (session-token-123, asha@example.com).',
      params: ['session-token-123'],
    });
    const failed = new DrizzleQueryError(
      'select * from sessions where token = $1',
      ['session-token-123'],
      driverError,
    );

    const logged = JSON.stringify(withoutQueryValues(stdSerializers.err(failed)));

    expect(logged).not.toContain('session-token-123');
    expect(logged).not.toContain('asha@example.com');
    expect(logged).toContain('select * from sessions where token = $1');
    expect(logged).toContain('violates not-null');
  });
});

describe('the access log of a real reset', () => {
  it('never holds the token of the mailed link, opened or posted', async () => {
    const lines: string[] = [];
    const server = await startTestApp({
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => lines.push(line) },
    });
    try {
      const { client, email } = await signedUpPartner(server.url);
      await client.request('/api/auth/request-password-reset', {
        json: { email, redirectTo: '/reset-password' },
      });
      let link: string | undefined;
      await expect
        .poll(async () => {
          link = (await latestMail(server.url, email))?.links.find((url) =>
            url.includes('/reset-password/'),
          );
          return link;
        })
        .toBeDefined();
      const token = new URL(link ?? '').pathname.split('/').pop() ?? '';
      expect(token.length).toBeGreaterThan(10);

      const opened = await client.open(link ?? '');
      expect(opened.status).toBe(302);
      await client.request('/api/auth/reset-password', {
        json: { newPassword: 'Mysuru#Silk2026', token },
      });

      const log = lines.join('\n');
      expect(log).toContain('/api/auth/reset-password/[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await server.close();
    }
  });
});
