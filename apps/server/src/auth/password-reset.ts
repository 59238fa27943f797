import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verification } from './schema';
import { clearSignInFailures } from './sign-in-throttle';

/** better-auth keeps each reset link as a verification row `reset-password:<token>` → user id. */
const resetLinkPrefix = 'reset-password:';

/**
 * Once a reset link has set a new password, every other link mailed to the
 * account stops working (an older mail in a shared inbox must not undo it),
 * and the failed sign-ins that may have led to the reset are forgotten.
 */
export async function afterPasswordReset(db: Db, account: { id: string; email: string }) {
  await db
    .delete(verification)
    .where(
      and(like(verification.identifier, `${resetLinkPrefix}%`), eq(verification.value, account.id)),
    );
  await clearSignInFailures(db, account.email);
}
