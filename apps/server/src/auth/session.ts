import { messages } from '@shata/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { Auth } from './auth';

/** Partners look after their own record; operators review every partner. */
export const roles = { partner: 'partner', operator: 'operator' } as const;

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  role: string;
}

export const isOperator = (user: SessionUser): boolean => user.role === roles.operator;

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
  return { id, email, emailVerified, role: role ?? roles.partner };
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
