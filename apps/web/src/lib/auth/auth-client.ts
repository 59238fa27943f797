import { type UserRole, userRole } from '@shata/domain';
import { apiFetch } from '../api-client';

/**
 * The identity endpoints the server mounts with better-auth under /api/auth.
 * Plain calls through `apiFetch` rather than better-auth's client: the portal
 * needs only these few, and a failure arrives as an `ApiError` carrying
 * better-auth's `code` for the screens to map to the spec's messages.
 */
export const authBase = '/api/auth';

interface AuthUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  /** The server's additional user field (set on the server only, never at sign-up). */
  role: UserRole;
  /** The language chosen on the account (PUT /api/locale); null or absent until one is. */
  locale?: string | null;
}

export interface AuthSession {
  session: { id: string; expiresAt: string };
  user: AuthUser;
}

/** The session as the server sends it: the role is anything until checked. */
type SessionAnswer = AuthSession & { user: Omit<AuthUser, 'role'> & { role?: unknown } };

/**
 * The current session, or null when signed out. Never served from the HTTP
 * cache. A role the portal does not know counts as a partner's: the screens
 * then show the least, and the server decides what each call may do anyway.
 */
export async function getSession(signal?: AbortSignal): Promise<AuthSession | null> {
  const answer = await apiFetch<SessionAnswer | null>(`${authBase}/get-session`, {
    signal,
    cache: 'no-store',
  });
  if (!answer?.user) return null;
  return { ...answer, user: { ...answer.user, role: userRole(answer.user.role) } };
}

export function signOutOfServer() {
  return apiFetch<unknown>(`${authBase}/sign-out`, { method: 'POST', json: {} });
}
