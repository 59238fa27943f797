import type { Db } from '../db/client';
import { countRequest, forgetRequests, giveBackRequest } from '../rate-limit/limiter';

/** Failed sign-ins one account may have in a window, from any number of addresses. */
const signInFailureLimit = { max: 10, windowMs: 15 * 60_000 };

/** By address as better-auth finds the account, whether or not one exists, so the limit tells nothing. */
const keyOf = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

type SignInAttempt =
  | { allowed: true; email: string; windowStart: Date }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Holds a place for one failed sign-in of the account before its password is
 * checked, so concurrent attempts in any number of processes can never get
 * past the limit; an attempt that does not fail gives its place back.
 */
export async function reserveSignInAttempt(
  db: Db,
  email: string,
  now = new Date(),
): Promise<SignInAttempt> {
  const counted = await countRequest(db, keyOf(email), signInFailureLimit, now);
  return counted.allowed ? { allowed: true, email, windowStart: counted.windowStart } : counted;
}

export async function giveBackSignInAttempt(
  db: Db,
  attempt: { email: string; windowStart: Date },
): Promise<void> {
  await giveBackRequest(db, keyOf(attempt.email), attempt.windowStart);
}

/** A new password set through a reset link ends the run of failures that may have led to it. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await forgetRequests(db, keyOf(email));
}
