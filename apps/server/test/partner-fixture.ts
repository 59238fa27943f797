import { eq } from 'drizzle-orm';
import { user } from '../src/auth/schema';
import type { Database } from '../src/db/client';
import { type Browser, browser, latestMail, readJson } from './http-client';

let sequence = 0;

/**
 * A partner as the browser makes one: signs up, opens the mailed link, and
 * syncs. Each gets its own client address so rate limits never interfere
 * (the app must run with TRUST_PROXY=true).
 */
export async function signedUpPartner(baseUrl: string): Promise<{
  client: Browser;
  email: string;
  partnerId: string;
}> {
  sequence += 1;
  const email = `partner${sequence}.${Date.now()}@example.com`;
  const ip = `10.${(sequence >> 8) & 255}.${sequence & 255}.7`;
  const signUp = await browser(baseUrl, { ip }).request('/api/auth/sign-up/email', {
    json: { email, password: 'Kolkata#Lights42', name: email },
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const link = (await latestMail(baseUrl, email))?.links.find((url) =>
    url.includes('/api/auth/verify-email'),
  );
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  const client = browser(baseUrl, { ip });
  await client.open(link);
  const partner = await readJson(await client.request('/api/partners/me'));
  return { client, email, partnerId: partner._id };
}

/** Makes a signed-up account an operator. */
export async function promoteToOperator(database: Database, email: string): Promise<void> {
  await database.db.update(user).set({ role: 'operator' }).where(eq(user.email, email));
}
