import { randomUUID } from 'node:crypto';
import { createOTP } from '@better-auth/utils/otp';
import { backupCodeCount } from '@shata/domain';
import { generateRandomString, symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { twoFactor, user } from './schema';

/**
 * Sets up an account's second factor without a browser, stored exactly as
 * better-auth's two-factor plugin stores an enrolment it has confirmed (the
 * secret and the backup codes encrypted under the portal's auth secret), so
 * sign-in checks its codes as any other. For the demo seed, whose operator
 * must be able to sign in at once. Answers what the person would keep: the
 * secret their app holds (base32, as in the QR) and the backup codes.
 */
export async function storeSecondFactor(
  db: Db,
  { authSecret, userId, email }: { authSecret: string; userId: string; email: string },
): Promise<{ totpSecret: string; totpUri: string; backupCodes: string[] }> {
  const rawSecret = generateRandomString(32);
  const backupCodes = Array.from({ length: backupCodeCount }, () => {
    const code = generateRandomString(10, 'a-z', '0-9', 'A-Z');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  await db.transaction(async (tx) => {
    await tx.insert(twoFactor).values({
      id: randomUUID(),
      userId,
      secret: await symmetricEncrypt({ key: authSecret, data: rawSecret }),
      backupCodes: await symmetricEncrypt({ key: authSecret, data: JSON.stringify(backupCodes) }),
      verified: true,
    });
    await tx.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
  });
  const totpUri = createOTP(rawSecret).url('Shata Partner Portal', email);
  return { totpSecret: new URL(totpUri).searchParams.get('secret') ?? '', totpUri, backupCodes };
}
