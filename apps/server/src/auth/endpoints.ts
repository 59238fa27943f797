import {
  backupCodeVerifyRequestSchema,
  type ErrorCode,
  messages,
  newPasswordRequestSchema,
  passwordResetRequestSchema,
  signInRequestSchema,
  signOutRequestSchema,
  signUpRequestSchema,
  totpVerifyRequestSchema,
  twoFactorEnableRequestSchema,
  verificationMailRequestSchema,
} from '@shata/domain';
import type { z } from 'zod';

/**
 * The better-auth endpoints the portal uses: the web app's calls
 * (apps/web/src/lib/auth/auth-client.ts) and the links it mails. Every other
 * one answers 404, so better-auth's wider API (update-user, list-sessions, …)
 * is not reachable from outside.
 */
export const postBodies = {
  '/sign-up/email': signUpRequestSchema,
  '/sign-in/email': signInRequestSchema,
  '/sign-out': signOutRequestSchema,
  '/send-verification-email': verificationMailRequestSchema,
  '/request-password-reset': passwordResetRequestSchema,
  '/reset-password': newPasswordRequestSchema,
  // The second factor (issue 30). Never `trustDevice`: a trusted device would
  // skip the code and leave its session unmarked. Never /two-factor/disable:
  // an operator's second factor is reset by an admin only.
  '/two-factor/enable': twoFactorEnableRequestSchema,
  '/two-factor/verify-totp': totpVerifyRequestSchema,
  '/two-factor/verify-backup-code': backupCodeVerifyRequestSchema,
} satisfies Record<string, z.ZodType>;

type PostPath = keyof typeof postBodies;

const getPaths = [/^\/get-session$/, /^\/verify-email$/, /^\/reset-password\/[^/]+$/];

export function isExposedGet(path: string): boolean {
  return getPaths.some((pattern) => pattern.test(path));
}

export function isExposedPost(path: string): path is PostPath {
  return Object.hasOwn(postBodies, path);
}

/** The codes of what the domain's password rules refuse, which the sign-up and reset screens tell apart. */
const passwordCodes: Record<string, ErrorCode> = {
  [messages.validation.passwordTooShort]: 'password_too_short',
  [messages.validation.passwordTooLong]: 'password_too_long',
};

interface BodyProblem {
  statusCode: 400 | 403;
  code: ErrorCode;
  /** The field of the first problem, if it is not the body as a whole. */
  field?: string;
  message: string;
}

/**
 * Why a body was refused, naming each field; a wrong type is told as such
 * whatever the field's own wording. A redirect target off the portal is
 * refused as forbidden (403), whatever else is wrong.
 */
export function bodyProblem(error: z.ZodError): BodyProblem {
  const [first] = error.issues;
  const foreignRedirect = error.issues.some(
    (issue) => issue.code === 'custom' && issue.params?.code === 'foreign_redirect',
  );
  const text = error.issues.map((issue) => {
    const field = issue.path.join('.');
    if (issue.code !== 'invalid_type') return issue.message;
    if (field === '') return messages.identity.bodyNotObject;
    return issue.input === undefined
      ? messages.identity.fieldRequired(field)
      : messages.identity.fieldNotText(field);
  });
  const message = text.join(' ');
  if (foreignRedirect) return { statusCode: 403, code: 'foreign_redirect', message };
  return {
    statusCode: 400,
    code: (first && passwordCodes[first.message]) ?? 'validation_failed',
    field: first?.path.join('.') || undefined,
    message,
  };
}
