import { totpCode, totpSecretOf } from '@shata/test-support/totp';
import { type Browser, readJson } from './http-client';

/**
 * Sets up the second factor as the console's enrolment screen does: the
 * password again, then the app's first code, which also marks the session
 * as having passed it.
 */
export async function enrolSecondFactor(
  client: Browser,
  password = 'Kolkata#Lights42',
): Promise<{ totpSecret: string; backupCodes: string[] }> {
  const enabled = await client.request('/api/auth/two-factor/enable', { json: { password } });
  if (!enabled.ok) throw new Error(`enrolment failed: ${enabled.status}`);
  const { totpURI, backupCodes } = await readJson(enabled);
  const totpSecret = totpSecretOf(totpURI);
  const verified = await client.request('/api/auth/two-factor/verify-totp', {
    json: { code: totpCode(totpSecret) },
  });
  if (!verified.ok) throw new Error(`enrolment's code refused: ${verified.status}`);
  return { totpSecret, backupCodes };
}
