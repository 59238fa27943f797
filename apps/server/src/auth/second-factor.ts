import { isOperator, messages, paths, twoFactorLockout, userRole } from '@shata/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { type SecondFactorEvent, secondFactorMail } from '../mail/templates';
import { recordOperatorAction } from '../operators/actions';
import { session, twoFactor, verification } from './schema';
import { cookieValue, type Sessions, type SessionUser } from './session';

/** The second-factor endpoints that check a code: at sign-in, at enrolment, and before a sensitive action. */
export const codeCheckPaths = [
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
] as const;
export type CodeCheckPath = (typeof codeCheckPaths)[number];

export function isCodeCheck(path: string): path is CodeCheckPath {
  return (codeCheckPaths as readonly string[]).includes(path);
}

export interface SecondFactorContext {
  db: Db;
  sessions: Sessions;
  mailer: Mailer;
  publicUrl: string;
  /** better-auth's cookies: the session's, and the one a sign-in waiting for its code carries. */
  cookieNames: { session: string; pendingSignIn: string };
}

/** Who is checking a code, before better-auth does. */
export interface CodeCheck {
  /** The signed-in user (enrolment, step-up), or null at sign-in's second step. */
  signedIn: (SessionUser & { enrolled: boolean }) | null;
}

/**
 * Before a code goes to better-auth. At sign-in the plugin counts wrong
 * codes and locks itself; a signed-in session's codes it neither counts nor
 * refuses, so here the same lock holds for them.
 */
export async function beginCodeCheck(
  context: SecondFactorContext,
  request: FastifyRequest,
): Promise<CodeCheck> {
  const found = await context.sessions.userOf(request);
  if (!found) return { signedIn: null };
  const { secondFactor, ...user } = found;
  await refuseWhileLocked(context.db, user.id);
  return { signedIn: { ...user, enrolled: secondFactor.enrolled } };
}

/**
 * After better-auth answered a code: its lockout told as the portal's, the
 * wrong codes of a signed-in session counted, and a right code marks the
 * session as having passed the second factor, and is told of.
 */
export async function finishCodeCheck(
  context: SecondFactorContext,
  request: FastifyRequest,
  path: CodeCheckPath,
  check: CodeCheck,
  response: Response,
): Promise<void> {
  const { db } = context;
  if (response.status === 429 && (await isLockout(response))) {
    const userId = check.signedIn?.id ?? (await pendingSignInUser(context, request));
    throw lockedRefusal(await lockedUntil(db, userId));
  }
  if (!response.ok) {
    if (check.signedIn && response.status === 401) await countWrongCode(db, check.signedIn.id);
    return;
  }
  const token =
    sessionTokenIn(response, context.cookieNames.session) ?? context.sessions.tokenOf(request);
  if (token) {
    await db
      .update(session)
      .set({ twoFactorVerifiedAt: new Date() })
      .where(eq(session.token, token));
  }
  if (check.signedIn) await resetWrongCodes(db, check.signedIn.id);
  const user = check.signedIn ?? (await answeredUser(response));
  if (!user) return;
  if (path === '/two-factor/verify-backup-code') {
    await tellOf(context, request, user, 'backupCodeUsed');
  } else if (check.signedIn && !check.signedIn.enrolled) {
    await tellOf(context, request, user, 'enrolled');
  }
}

async function refuseWhileLocked(db: Db, userId: string): Promise<void> {
  const until = await lockedUntil(db, userId);
  if (until && until.getTime() > Date.now()) throw lockedRefusal(until);
}

async function lockedUntil(db: Db, userId: string | undefined): Promise<Date | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ lockedUntil: twoFactor.lockedUntil })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  return row?.lockedUntil ?? null;
}

function lockedRefusal(until: Date | null): HttpError {
  const fallback = twoFactorLockout.minutes * 60;
  const seconds = until ? Math.max(Math.ceil((until.getTime() - Date.now()) / 1000), 1) : fallback;
  return new HttpError(
    429,
    'two_factor_locked',
    messages.twoFactor.locked(Math.ceil(seconds / 60)),
    {
      retryAfterSeconds: seconds,
    },
  );
}

/** Whether better-auth's 429 is its lockout (a code in the body), not its rate limit. */
async function isLockout(response: Response): Promise<boolean> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return (body as { code?: unknown } | null)?.code === 'ACCOUNT_TEMPORARILY_LOCKED';
}

/** One more wrong code in a row; the fifth locks the second step as sign-in's would. */
async function countWrongCode(db: Db, userId: string): Promise<void> {
  await db
    .update(twoFactor)
    .set({
      failedVerificationCount: sql`${twoFactor.failedVerificationCount} + 1`,
      lockedUntil: sql`case when ${twoFactor.failedVerificationCount} + 1 >= ${twoFactorLockout.maxFailedAttempts}
        then now() + make_interval(mins => ${twoFactorLockout.minutes}) else ${twoFactor.lockedUntil} end`,
    })
    .where(eq(twoFactor.userId, userId));
}

async function resetWrongCodes(db: Db, userId: string): Promise<void> {
  await db
    .update(twoFactor)
    .set({ failedVerificationCount: 0, lockedUntil: null })
    .where(eq(twoFactor.userId, userId));
}

/** The user a sign-in waiting for its code belongs to, from better-auth's challenge row. */
async function pendingSignInUser(
  context: SecondFactorContext,
  request: FastifyRequest,
): Promise<string | undefined> {
  const signed = cookieValue(request.headers.cookie, context.cookieNames.pendingSignIn);
  const identifier = signed?.slice(0, signed.lastIndexOf('.'));
  if (!identifier) return undefined;
  const [row] = await context.db
    .select({ userId: verification.value })
    .from(verification)
    .where(eq(verification.identifier, identifier));
  return row?.userId;
}

/** The token of the session better-auth's answer sets (a sign-in finished, an enrolment's new session). */
function sessionTokenIn(response: Response, cookieName: string): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const value = cookieValue(pair, cookieName);
    if (value) return value.slice(0, value.lastIndexOf('.'));
  }
  return undefined;
}

/** The user better-auth's answer names (a sign-in's second step). */
async function answeredUser(response: Response): Promise<SessionUser | null> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const user = (body as { user?: Partial<SessionUser> } | null)?.user;
  if (typeof user?.id !== 'string' || typeof user.email !== 'string') return null;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified === true,
    role: userRole(user.role),
  };
}

/** Mails the account's owner, and puts an operator's event on the console's trail. */
async function tellOf(
  context: SecondFactorContext,
  request: FastifyRequest,
  user: SessionUser,
  event: Exclude<SecondFactorEvent, 'reset'>,
): Promise<void> {
  const { db, mailer, publicUrl } = context;
  await db.transaction(async (tx) => {
    if (isOperator(user)) {
      const action = event === 'enrolled' ? 'two_factor.enrolled' : 'two_factor.backup_code_used';
      await recordOperatorAction(tx, user, action, { id: user.id, name: user.email });
    }
    await mailer.send(
      {
        to: user.email,
        ...secondFactorMail({
          url: `${publicUrl}${paths.login}`,
          event,
          at: new Date(),
          by: `From address ${request.ip}`,
        }),
      },
      { db: tx },
    );
  });
}
