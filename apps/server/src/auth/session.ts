import { isOperator, messages, type UserRole, userRole } from '@shata/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { Auth } from './auth';

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

/** The signed-in user of a request, or 401. */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const found = await auth.api.getSession({ headers: toWebHeaders(request) });
  if (!found) throw new HttpError(401, messages.api.signInRequired);
  const { id, email, emailVerified, role } = found.user;
  return { id, email, emailVerified, role: userRole(role) };
}

/** The signed-in user whose e-mail is verified, or 401 / 403. */
export async function requireVerifiedUser(
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionUser> {
  const sessionUser = await requireUser(auth, request);
  if (!sessionUser.emailVerified) throw new HttpError(403, messages.api.emailNotVerified);
  return sessionUser;
}

/** The signed-in operator of a request: 401 when signed out, 403 for anyone else. */
export async function requireOperator(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const sessionUser = await requireVerifiedUser(auth, request);
  if (!isOperator(sessionUser)) throw new HttpError(403, messages.review.operatorsOnly);
  return sessionUser;
}

const callers = new WeakMap<FastifyRequest, SessionUser>();

/**
 * A route's `preValidation` hook letting through the callers `requirement`
 * accepts. It runs before the route's schemas, so a caller who may not use
 * the route is told that (401, 403), not what is wrong with their input.
 */
export function guard(
  auth: Auth,
  requirement: (auth: Auth, request: FastifyRequest) => Promise<SessionUser>,
) {
  return async (request: FastifyRequest): Promise<void> => {
    callers.set(request, await requirement(auth, request));
  };
}

/** The caller the route's guard let through. */
export function caller(request: FastifyRequest): SessionUser {
  const user = callers.get(request);
  if (!user) throw new Error(`${request.routeOptions.url} reads its caller but has no guard`);
  return user;
}
