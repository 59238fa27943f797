import { randomUUID } from 'node:crypto';
import { messages, signupSchema, validatePassword } from '@shata/domain';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { isCommonPassword } from '../auth/common-passwords';
import { account, user } from '../auth/schema';
import { roles } from '../auth/session';
import type { Db } from '../db/client';

/** A mistake in what the command was given, told in one line. */
export class OperatorCommandError extends Error {
  override name = 'OperatorCommandError';
}

const emailSchema = signupSchema.shape.email;

function checkedEmail(value: string): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success)
    throw new OperatorCommandError(parsed.error.issues[0]?.message ?? 'Invalid email');
  // As better-auth keeps them, so the login finds the account.
  return parsed.data.toLowerCase();
}

/**
 * A verified operator who signs in through the portal's login with this
 * password, stored as better-auth stores a sign-up's.
 */
export async function createOperator(
  db: Db,
  { email, password }: { email: string; password: string },
): Promise<void> {
  const address = checkedEmail(email);
  const weak =
    validatePassword(password) ??
    (isCommonPassword(password) ? messages.signup.commonPassword : null);
  if (weak) throw new OperatorCommandError(weak);
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, address));
  if (existing) {
    throw new OperatorCommandError(
      `${address} already has an account: use --promote to make it an operator.`,
    );
  }
  const id = randomUUID();
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values({ id, name: address, email: address, emailVerified: true, role: roles.operator });
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hash,
    });
  });
}

/** Makes an existing account an operator (its address counts as verified: we vouch for it). */
export async function promoteToOperator(db: Db, email: string): Promise<void> {
  const address = checkedEmail(email);
  const updated = await db
    .update(user)
    .set({ role: roles.operator, emailVerified: true })
    .where(eq(user.email, address))
    .returning({ id: user.id });
  if (updated.length === 0) {
    throw new OperatorCommandError(
      `There is no account for ${address}: create one with --password.`,
    );
  }
}
