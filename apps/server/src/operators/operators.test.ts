import { messages } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, readJson } from '../../test/http-client';
import { signedUpPartner } from '../../test/partner-fixture';
import { enrolSecondFactor } from '../../test/second-factor';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { user } from '../auth/schema';
import type { Database } from '../db/client';
import { createOperator, promoteToOperator } from './accounts';

let server: TestApp;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

async function signIn(email: string, password: string) {
  const client = browser(server.url, { ip: `10.77.0.${Math.floor(Math.random() * 250) + 1}` });
  const response = await client.request('/api/auth/sign-in/email', { json: { email, password } });
  return { client, status: response.status };
}

describe('createOperator', () => {
  it('makes a verified admin who signs in, sets up the second factor and reaches the console', async () => {
    const email = `ops.${Date.now()}@shata.example`;
    await createOperator(database.db, { email, password: 'Monsoon-Garden-77' });

    const { client, status } = await signIn(email.toUpperCase(), 'Monsoon-Garden-77');
    expect(status).toBe(200);
    const session = await readJson(await client.request('/api/auth/get-session'));
    expect(session.user).toMatchObject({ email, emailVerified: true, role: 'admin' });
    expect((await client.request('/api/admin/partners')).status).toBe(403);
    await enrolSecondFactor(client, 'Monsoon-Garden-77');
    expect((await client.request('/api/admin/partners')).status).toBe(200);
    expect((await signIn(email, 'wrong-password-1')).status).toBe(401);
  });

  it('refuses a taken address, a weak password and a malformed address', async () => {
    const email = `taken.${Date.now()}@shata.example`;
    await createOperator(database.db, { email, password: 'Monsoon-Garden-77' });
    await expect(
      createOperator(database.db, { email, password: 'Monsoon-Garden-77' }),
    ).rejects.toThrow(`${email} already has an account: use --promote to make it an operator.`);
    await expect(
      createOperator(database.db, { email: `b${email}`, password: 'abc' }),
    ).rejects.toThrow('Password must be at least 6 characters long.');
    await expect(
      createOperator(database.db, { email: `c${email}`, password: 'password123' }),
    ).rejects.toThrow(messages.signup.commonPassword);
    await expect(
      createOperator(database.db, { email: 'not-an-address', password: 'Monsoon-Garden-77' }),
    ).rejects.toThrow('Enter a valid email address');
  });
});

describe('promoteToOperator', () => {
  it('makes an existing account an operator, and says so when there is none', async () => {
    const partner = await signedUpPartner(server.url);
    await promoteToOperator(database.db, partner.email);
    const [row] = await database.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, partner.email));
    expect(row?.role).toBe('admin');
    await expect(promoteToOperator(database.db, 'nobody@shata.example')).rejects.toThrow(
      'There is no account for nobody@shata.example: create one with --password.',
    );
  });
});
