import { type UserRole, userRole } from '@shata/domain';
import { apiFetch } from '../api-client';

/**
 * The identity endpoints the server mounts with better-auth under /api/auth.
 * Plain calls through `apiFetch` rather than better-auth's client: the portal
 * needs only these few, and a failure arrives as an `ApiError` carrying
 * better-auth's `code` for the screens to map to the spec's messages.
 */
const authBase = '/api/auth';

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

/** Creates the account, signs it in and has the server mail the verification link. */
export function signUpWithEmail(input: { email: string; password: string; callbackURL: string }) {
  // better-auth requires a name; the portal asks for none, so the address stands in for it.
  return apiFetch<unknown>(`${authBase}/sign-up/email`, {
    method: 'POST',
    json: {
      email: input.email,
      password: input.password,
      name: input.email,
      callbackURL: input.callbackURL,
    },
  });
}

/** The password step's answer: for an account with a second factor, no session yet, only this. */
interface SignInAnswer {
  twoFactorRedirect?: boolean;
}

/** Signs in with the password; true when the account's second factor is asked for next. */
export async function signInWithEmail(input: { email: string; password: string }) {
  const answer = await apiFetch<SignInAnswer | null>(`${authBase}/sign-in/email`, {
    method: 'POST',
    json: input,
  });
  return { secondFactorNext: answer?.twoFactorRedirect === true };
}

/** An authenticator app's code or a backup code: at sign-in, at enrolment, or before a sensitive action. */
export function verifySecondFactor(kind: 'app' | 'backup', code: string) {
  const path = kind === 'app' ? 'verify-totp' : 'verify-backup-code';
  return apiFetch<unknown>(`${authBase}/two-factor/${path}`, { method: 'POST', json: { code } });
}

/** Starts an enrolment: the app's `otpauth://` URI and ten backup codes, kept by nobody until the first code confirms them. */
export function enableSecondFactor(password: string) {
  return apiFetch<{ totpURI: string; backupCodes: string[] }>(`${authBase}/two-factor/enable`, {
    method: 'POST',
    json: { password },
  });
}

/** Where the signed-in user stands with the second factor. */
export interface SecondFactorState {
  enrolled: boolean;
  passed: boolean;
  /** Whether the account must have it (operators, unless the server says optional). */
  required: boolean;
}

export function getSecondFactorState(signal?: AbortSignal) {
  return apiFetch<SecondFactorState>('/api/session/second-factor', { signal, cache: 'no-store' });
}

export function signOutOfServer() {
  return apiFetch<unknown>(`${authBase}/sign-out`, { method: 'POST', json: {} });
}

export function sendVerificationEmail(input: { email: string; callbackURL: string }) {
  return apiFetch<unknown>(`${authBase}/send-verification-email`, { method: 'POST', json: input });
}

/** Answers 200 whether or not the address has an account. */
export function requestPasswordReset(input: { email: string; redirectTo: string }) {
  return apiFetch<unknown>(`${authBase}/request-password-reset`, { method: 'POST', json: input });
}

export function resetPassword(input: { newPassword: string; token: string }) {
  return apiFetch<unknown>(`${authBase}/reset-password`, { method: 'POST', json: input });
}
