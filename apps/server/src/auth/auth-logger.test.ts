import { messages } from '@shata/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { browser, latestMail, readJson } from '../../test/http-client';
import { startTestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { createBackgroundTasks } from '../http/background-tasks';
import { redactSecrets } from '../http/logging';

describe('redactSecrets', () => {
  it.each([
    ['Failed query: delete from "verifications"\nparams: reset-password:AbC123', 'AbC123'],
    ['identifier reset-password:AbC123 not found', 'AbC123'],
    ['GET /api/auth/reset-password/AbC123?callbackURL=%2Freset-password', 'AbC123'],
    ['Invalid callbackURL: https://evil.example/x?token=AbC123&next=1', 'AbC123'],
    [
      'link /api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.c2lnbmF0dXJl',
      'eyJ',
    ],
    ['Failed query: select * from "sessions" where "token" = $1\nparams: AbC123', 'AbC123'],
    ['Key (token)=(AbC123) already exists.', 'AbC123'],
  ])('hides the secret in %j', (line, secret) => {
    const redacted = redactSecrets(line);
    expect(redacted).not.toContain(secret);
    expect(redacted).toContain('[redacted]');
  });

  it('leaves a line without secrets alone', () => {
    expect(redactSecrets('Reset Password: User not found')).toBe('Reset Password: User not found');
  });
});

describe("better-auth's log lines", () => {
  it('arrive as JSON through the app logger, tagged auth, and never hold a token', async () => {
    const lines: string[] = [];
    const printed = vi.spyOn(console, 'error');
    const tasks = createBackgroundTasks((error) => {
      throw error;
    });
    const database = await createTestDatabase();
    const app = await startTestApp({
      database,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => lines.push(line) },
      backgroundTasks: tasks,
    });
    const entries = () => lines.map((line) => JSON.parse(line));
    try {
      const client = browser(app.url);
      const email = `logged.${Date.now()}@example.com`;
      const password = 'Kolkata#Lights42';
      const stranger = await client.request('/api/auth/sign-in/email', {
        json: { email, password },
      });
      expect(stranger.status).toBe(401);
      expect(entries()).toContainEqual(
        expect.objectContaining({ module: 'auth', level: 40, msg: 'User not found' }),
      );

      await client.request('/api/auth/sign-up/email', { json: { email, password, name: email } });
      await client.request('/api/auth/request-password-reset', {
        json: { email, redirectTo: '/reset-password' },
      });
      await tasks.idle();
      const link = (await latestMail(app.url, email))?.links.find((url) =>
        url.includes('/api/auth/reset-password/'),
      );
      const token = link && new URL(link).pathname.split('/').pop();
      if (!token) throw new Error(`no reset link mailed to ${email}`);

      // Looking the link up fails in the database, and the error quotes the
      // failed query with its parameter: the link's identifier.
      await database.db.execute(
        sql`alter table verifications rename column identifier to identifier_gone`,
      );
      const reset = await client.request('/api/auth/reset-password', {
        json: { newPassword: 'Monsoon-Garden-77', token },
      });
      expect(reset.status).toBe(500);
      expect((await readJson(reset)).message).toBe(messages.api.serverError);

      const failure = entries().find(
        (entry) => entry.module === 'auth' && JSON.stringify(entry).includes('identifier'),
      );
      expect(failure).toMatchObject({ level: 50, msg: 'better-auth failed' });
      expect(JSON.stringify(failure)).toContain('params: [redacted]');
      expect(lines.join('\n')).not.toContain(token);
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
      await app.close();
    }
  });
});
