import type { OperatorRole } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { user } from '../src/auth/schema';
import type { Database } from '../src/db/client';
import { pdfBytes, pngBytes, uploadForm } from './document-files';
import { type Browser, browser, latestMail, readJson } from './http-client';
import { uniqueIdentity } from './identity';
import { enrolSecondFactor } from './second-factor';

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
  const { client, email } = await verifiedAccount(baseUrl);
  const partner = await readJson(await client.request('/api/partners/me'));
  return { client, email, partnerId: partner._id };
}

/** An operator with the second factor set up, and what they keep of it. */
export interface Operator {
  client: Browser;
  email: string;
  /** The base32 secret their authenticator app holds. */
  totpSecret: string;
  backupCodes: string[];
}

/**
 * An operator (an admin unless told which role), signed in with the second
 * factor set up and passed: no partner record of their own.
 */
export async function signedInOperator(
  baseUrl: string,
  database: Database,
  role: OperatorRole = 'admin',
): Promise<Operator> {
  const operator = await verifiedAccount(baseUrl);
  await promoteToOperator(database, operator.email, role);
  return { ...operator, ...(await enrolSecondFactor(operator.client)) };
}

/** Signs up, which signs the new account in, and opens the mailed link in the same browser. */
async function verifiedAccount(baseUrl: string): Promise<{ client: Browser; email: string }> {
  sequence += 1;
  const email = `partner${sequence}.${Date.now()}@example.com`;
  const ip = `10.${(sequence >> 8) & 255}.${sequence & 255}.7`;
  const client = browser(baseUrl, { ip });
  const signUp = await client.request('/api/auth/sign-up/email', {
    json: { email, password: 'Kolkata#Lights42', name: email },
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const link = (await latestMail(baseUrl, email))?.links.find((url) =>
    url.includes('/api/auth/verify-email'),
  );
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  const opened = await client.open(link);
  // Success and failure both redirect; a failure names its error in the query.
  const landing = opened.headers.get('location');
  if (opened.status !== 302 || landing?.includes('error=')) {
    throw new Error(`verification failed: ${opened.status} ${landing}`);
  }
  return { client, email };
}

/** Makes a signed-up account an operator, an admin unless told which role. */
export async function promoteToOperator(
  database: Database,
  email: string,
  role: OperatorRole = 'admin',
): Promise<void> {
  await database.db.update(user).set({ role }).where(eq(user.email, email));
}

/** The profile body the registration form sends, for `email`, with numbers of its own. */
export const profileUpdate = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  companyName: 'Asha Events',
  companyLocation: '12, MG Road, Bengaluru, Karnataka, India, 560001',
  ...uniqueIdentity(),
  servicesSelected: ['Event Planner', 'Caterer'],
  latitude: 12.9716,
  longitude: 77.5946,
  personalEmail: email,
  ...overrides,
});

/** A partner who has filled the form and uploaded the three required documents. */
export async function submittedPartner(
  baseUrl: string,
  overrides: Record<string, unknown> = {},
): ReturnType<typeof signedUpPartner> {
  const partner = await signedUpPartner(baseUrl);
  const { client, email, partnerId } = partner;
  const saved = await client.request(`/api/partners/${partnerId}`, {
    method: 'PUT',
    json: profileUpdate(email, overrides),
  });
  if (!saved.ok) throw new Error(`profile update failed: ${saved.status}`);
  for (const [type, bytes, name] of [
    ['aadharCard', pngBytes, 'aadhaar.png'],
    ['gstCertificate', pdfBytes, 'gst.pdf'],
    ['incorporationCertificate', pdfBytes, 'cin.pdf'],
  ] as const) {
    const uploaded = await client.request(`/api/partners/${partnerId}/upload`, {
      body: uploadForm(type, bytes, name),
    });
    if (!uploaded.ok) throw new Error(`upload of ${type} failed: ${uploaded.status}`);
  }
  return partner;
}
