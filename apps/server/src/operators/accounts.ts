import { randomUUID } from 'node:crypto';
import { messages, roles, signupSchema, type UserRole, validatePassword } from '@shata/domain';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { isCommonPassword } from '../auth/common-passwords';
import { account, user } from '../auth/schema';
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
 * A verified admin who signs in through the portal's login with this
 * password: the command line makes the team's first operator, who invites
 * the others from the console.
 */
export function createOperator(
  db: Db,
  credentials: { email: string; password: string },
): Promise<string> {
  return createVerifiedAccount(db, { ...credentials, role: roles.admin });
}

/**
 * An account whose address counts as verified, stored as better-auth stores
 * a sign-up's, so the login takes its password. Answers the user id.
 */
export async function createVerifiedAccount(
  db: Db,
  { email, password, role }: { email: string; password: string; role: UserRole },
): Promise<string> {
  const address = checkedEmail(email);
  const weak =
    validatePassword(password) ??
    ((await isCommonPassword(password)) ? messages.signup.commonPassword : null);
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
    await tx.insert(user).values({ id, name: address, email: address, emailVerified: true, role });
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hash,
    });
  });
  return id;
}

/** Makes an existing account an admin (its address counts as verified: we vouch for it). */
export async function promoteToOperator(db: Db, email: string): Promise<void> {
  const address = checkedEmail(email);
  const updated = await db
    .update(user)
    .set({ role: roles.admin, emailVerified: true })
    .where(eq(user.email, address))
    .returning({ id: user.id });
  if (updated.length === 0) {
    throw new OperatorCommandError(
      `There is no account for ${address}: create one with --password.`,
    );
  }
}
