import { apiFetch } from '../api-client';
import { authBase } from './auth-client';

/*
 * The identity endpoints the auth screens and the second factor call: a module
 * apart from the session read every page makes at start, so the first load
 * carries none of them.
 */

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
