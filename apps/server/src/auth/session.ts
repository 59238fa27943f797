import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isOperator,
  mayDo,
  messages,
  type OperatorPermission,
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

/** Who signed a request in: what every guarded route asks first. */
export interface Sessions {
  userOf(request: FastifyRequest): Promise<SessionUser | null>;
}

/** The value of cookie `name` in a Cookie header; the first one when it is sent twice. */
function cookieValue(header: string | undefined, name: string): string | undefined {
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
      refreshDue: sql<boolean>`(select ${session.expiresAt} <= ${sql.placeholder('refreshBefore')}
        from ${session} where ${session.token} = ${token})`,
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
}: {
  db: Db;
  secret: string;
  cookieName: string;
  expiresInSeconds: number;
  updateAgeSeconds: number;
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
    async userOf(request) {
      const token = tokenOf(request);
      if (!token) return null;
      const now = Date.now();
      const [found] = await sessionUserByToken(db).execute({
        token,
        refreshBefore: new Date(now + (expiresInSeconds - updateAgeSeconds) * 1000).toISOString(),
      });
      if (!found) return null;
      const { refreshDue, role, ...signedIn } = found;
      if (refreshDue) {
        await db
          .update(session)
          .set({ expiresAt: new Date(now + expiresInSeconds * 1000), updatedAt: new Date(now) })
          .where(eq(session.token, token));
      }
      return { ...signedIn, role: userRole(role) };
    },
  };
}

/** The signed-in user of a request, or 401. */
export async function requireUser(
  sessions: Sessions,
  request: FastifyRequest,
): Promise<SessionUser> {
  const found = await sessions.userOf(request);
  if (!found) throw new HttpError(401, 'sign_in_required', messages.api.signInRequired);
  return found;
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
