import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isOperator,
  mayDo,
  messages,
  type OperatorPermission,
  type OperatorTwoFactorMode,
  stepUpFreshMinutes,
  timings,
  type UserRole,
  userRole,
} from '@shata/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { HttpError } from '../http/errors';
import { session, user } from './schema';

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  role: UserRole;
}

/** Turns Node's headers into the Web Headers better-auth reads. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** A signed-in user with where their session stands with the second factor. */
export interface SignedIn extends SessionUser {
  secondFactor: {
    /** An enrolment confirmed with a code. */
    enrolled: boolean;
    /** When this session last passed it; null if it never has. */
    passedAt: Date | null;
  };
}

/** Who signed a request in: what every guarded route asks first. */
export interface Sessions {
  userOf(request: FastifyRequest): Promise<SignedIn | null>;
  /** The request's session token, if its cookie carries a genuine one. */
  tokenOf(request: FastifyRequest): string | undefined;
  /** Whether operators need the second factor (config OPERATOR_TWO_FACTOR). */
  operatorTwoFactor: OperatorTwoFactorMode;
}

/** The value of cookie `name` in a Cookie header; the first one when it is sent twice. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * The user of a token's unexpired session, and whether the session is due to
 * have its expiry moved on. Sub-queries rather than a join: PGlite plans them
 * in half the time, and this runs on every API call.
 */
const sessionUserByToken = preparedQuery((db) => {
  const token = sql.placeholder('token');
  return db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      refreshDue: sql<boolean>`(select ${session.expiresAt} <= ${sql.placeholder('refreshBefore')}
        from ${session} where ${session.token} = ${token})`,
      secondFactorAt: sql`(select ${session.twoFactorVerifiedAt}
        from ${session} where ${session.token} = ${token})`.mapWith(session.twoFactorVerifiedAt),
      lastActiveAt: sql`(select coalesce(${session.lastActiveAt}, ${session.createdAt})
        from ${session} where ${session.token} = ${token})`.mapWith(session.lastActiveAt),
    })
    .from(user)
    .where(
      and(
        eq(
          user.id,
          sql`(select ${session.userId} from ${session}
            where ${session.token} = ${token} and ${session.expiresAt} > now())`,
        ),
        // A disabled account's sessions are deleted; this refuses one racing the disabling.
        isNull(user.disabledAt),
      ),
    )
    .prepare('');
});

/**
 * Reads better-auth's session cookie the way better-auth does (the token, a
 * dot, its HMAC-SHA256 under the secret in base64), then finds the session
 * and its user in one query. better-auth's own getSession costs a second
 * query and an endpoint context on every API call; sign-in, sign-out and
 * every session change stay with better-auth, whose rows this reads, so a
 * revoked or expired session is refused on the next request. Like
 * getSession, it moves a session's expiry on once a day while it is used.
 */
export function createSessions({
  db,
  secret,
  cookieName,
  expiresInSeconds,
  updateAgeSeconds,
  operatorTwoFactor,
}: {
  db: Db;
  secret: string;
  cookieName: string;
  expiresInSeconds: number;
  updateAgeSeconds: number;
  operatorTwoFactor: OperatorTwoFactorMode;
}): Sessions {
  const tokenOf = (request: FastifyRequest): string | undefined => {
    const signed = cookieValue(request.headers.cookie, cookieName);
    const dot = signed?.lastIndexOf('.') ?? -1;
    if (!signed || dot < 1) return undefined;
    const token = signed.slice(0, dot);
    const signature = Buffer.from(signed.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected)
      ? token
      : undefined;
  };

  return {
    tokenOf,
    operatorTwoFactor,
    async userOf(request) {
      const token = tokenOf(request);
      if (!token) return null;
      const now = Date.now();
      const [found] = await sessionUserByToken(db).execute({
        token,
        refreshBefore: new Date(now + (expiresInSeconds - updateAgeSeconds) * 1000).toISOString(),
      });
      if (!found) return null;
      const { refreshDue, role, twoFactorEnabled, secondFactorAt, lastActiveAt, ...signedIn } =
        found;
      const signedInRole = userRole(role);
      if (isOperator({ role: signedInRole })) {
        const stillActive = await keepOperatorActive(db, token, lastActiveAt, now);
        if (!stillActive) return null;
      }
      if (refreshDue) {
        await db
          .update(session)
          .set({ expiresAt: new Date(now + expiresInSeconds * 1000), updatedAt: new Date(now) })
          .where(eq(session.token, token));
      }
      return {
        ...signedIn,
        role: signedInRole,
        secondFactor: { enrolled: twoFactorEnabled, passedAt: secondFactorAt },
      };
    },
  };
}

/** How often an operator's session notes its activity: the idle cut-off is no finer than this. */
const activityWriteEveryMs = 60_000;

/**
 * The server's half of an operator's idle sign-out: a session unused for
 * `operatorInactivityTimeoutMs` is ended here, whatever the browser does;
 * a used one notes the time, at most once a minute.
 */
async function keepOperatorActive(
  db: Db,
  token: string,
  lastActiveAt: Date | null,
  now: number,
): Promise<boolean> {
  const idleMs = now - (lastActiveAt?.getTime() ?? now);
  if (idleMs > timings.operatorInactivityTimeoutMs) {
    await db.delete(session).where(eq(session.token, token));
    return false;
  }
  if (lastActiveAt === null || idleMs >= activityWriteEveryMs) {
    await db
      .update(session)
      .set({ lastActiveAt: new Date(now) })
      .where(eq(session.token, token));
  }
  return true;
}

/**
 * The signed-in user of a request, or 401. An operator also needs a second
 * factor enrolled and passed by this session (unless OPERATOR_TWO_FACTOR is
 * optional), or 403: their account opens every partner's documents, and
 * they reach those through the partners' routes as well as /api/admin.
 */
export async function requireUser(
  sessions: Sessions,
  request: FastifyRequest,
): Promise<SessionUser> {
  const found = await sessions.userOf(request);
  if (!found) throw new HttpError(401, 'sign_in_required', messages.api.signInRequired);
  if (isOperator(found) && sessions.operatorTwoFactor === 'required') {
    if (!found.secondFactor.enrolled) {
      throw new HttpError(403, 'two_factor_required', messages.twoFactor.notEnrolled);
    }
    if (found.secondFactor.passedAt === null) {
      throw new HttpError(403, 'two_factor_required', messages.twoFactor.notPassed);
    }
  }
  const { secondFactor: _secondFactor, ...user } = found;
  return user;
}

/** The signed-in user whose e-mail is verified, or 401 / 403. */
export async function requireVerifiedUser(
  sessions: Sessions,
  request: FastifyRequest,
): Promise<SessionUser> {
  const sessionUser = await requireUser(sessions, request);
  if (!sessionUser.emailVerified) {
    throw new HttpError(403, 'email_not_verified', messages.api.emailNotVerified);
  }
  return sessionUser;
}

/** The signed-in operator of a request: 401 when signed out, 403 for anyone else. */
export async function requireOperator(
  sessions: Sessions,
  request: FastifyRequest,
): Promise<SessionUser> {
  const sessionUser = await requireVerifiedUser(sessions, request);
  if (!isOperator(sessionUser)) {
    throw new HttpError(403, 'operators_only', messages.review.operatorsOnly);
  }
  return sessionUser;
}

/**
 * A guard's requirement: an operator whose role allows `permission`. The
 * role is read with the session on every request, so a change of role
 * counts from the next one.
 */
export function requirePermission(permission: OperatorPermission) {
  return async (sessions: Sessions, request: FastifyRequest): Promise<SessionUser> => {
    const operator = await requireOperator(sessions, request);
    if (!mayDo(operator, permission)) {
      throw new HttpError(403, 'role_not_allowed', messages.review.roleNotAllowed);
    }
    return operator;
  };
}

/**
 * A guard's requirement for the console's most sensitive actions (a new API
 * key, a webhook endpoint, a role): an operator allowed `permission` whose
 * session passed the second factor in the last `stepUpFreshMinutes`, so a
 * session left open on a desk cannot do them. With OPERATOR_TWO_FACTOR
 * optional, an operator who has no second factor is not asked.
 */
export function requireFreshSecondFactor(permission: OperatorPermission) {
  const allowed = requirePermission(permission);
  return async (sessions: Sessions, request: FastifyRequest): Promise<SessionUser> => {
    const operator = await allowed(sessions, request);
    const found = await sessions.userOf(request);
    const passedAt = found?.secondFactor.passedAt?.getTime() ?? 0;
    const asked = sessions.operatorTwoFactor === 'required' || found?.secondFactor.enrolled;
    if (asked && Date.now() - passedAt > stepUpFreshMinutes * 60_000) {
      throw new HttpError(403, 'two_factor_step_up_required', messages.twoFactor.stepUpRequired);
    }
    return operator;
  };
}

const callers = new WeakMap<FastifyRequest, SessionUser>();

/**
 * A route's `preValidation` hook letting through the callers `requirement`
 * accepts. It runs before the route's schemas, so a caller who may not use
 * the route is told that (401, 403), not what is wrong with their input.
 */
export function guard(
  sessions: Sessions,
  requirement: (sessions: Sessions, request: FastifyRequest) => Promise<SessionUser>,
) {
  return async (request: FastifyRequest): Promise<void> => {
    callers.set(request, await requirement(sessions, request));
  };
}

/** The caller the route's guard let through. */
export function caller(request: FastifyRequest): SessionUser {
  const user = callers.get(request);
  if (!user) throw new Error(`${request.routeOptions.url} reads its caller but has no guard`);
  return user;
}
