/**
 * The bodies the identity API (better-auth behind the server's bridge)
 * accepts, checked before better-auth runs. Strict and bounded: a key the
 * portal never sends, a null or an oversized value is refused with a message
 * naming the field, and never reaches the database.
 */
import { z } from 'zod';
import type { ErrorCode } from './error-codes';
import { messages } from './messages';
import { isPortalRedirectTarget } from './redirect-targets';
import { email, maxLengths, newPassword } from './schema-fields';
import { backupCodePattern, totpCodePattern } from './two-factor';
import { passwordLength } from './validators';

const v = messages.validation;

const strictBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? v.unknownFields(issue.keys) : undefined,
  });

/**
 * Where better-auth sends the browser afterwards: a path on the portal, never
 * another site. Its issue is marked, for the server to answer it with 403.
 */
const portalPath = (field: string) =>
  z
    .string()
    .max(maxLengths.text, v.tooLong(field, maxLengths.text))
    .refine(isPortalRedirectTarget, {
      message: messages.identity.portalPath(field),
      params: { code: 'foreign_redirect' satisfies ErrorCode },
    });

/** The password of an existing account: no longer than a new one may be. */
const currentPassword = z
  .string()
  .min(1, v.required.password)
  .max(passwordLength.max, v.passwordTooLong);

/** The one-time token of a mailed reset link. */
const resetToken = z
  .string()
  .min(1, messages.identity.fieldRequired('token'))
  .max(maxLengths.text, v.tooLong('token', maxLengths.text));

export const signUpRequestSchema = strictBody({
  email,
  password: newPassword,
  // The portal asks for no name: the browser sends the address in its place.
  name: z
    .string()
    .trim()
    .min(1, v.required.name)
    .max(maxLengths.email, v.tooLong(messages.fieldLabels.name, maxLengths.email)),
  callbackURL: portalPath('callbackURL').optional(),
});

export const signInRequestSchema = strictBody({ email, password: currentPassword });

export const signOutRequestSchema = strictBody({});

export const verificationMailRequestSchema = strictBody({
  email,
  callbackURL: portalPath('callbackURL').optional(),
});

export const passwordResetRequestSchema = strictBody({
  email,
  redirectTo: portalPath('redirectTo'),
});

export const newPasswordRequestSchema = strictBody({ newPassword, token: resetToken });

/** Turning on the second factor: the account's password, asked again. */
export const twoFactorEnableRequestSchema = strictBody({ password: currentPassword });

/** A code of the authenticator app: at sign-in, at enrolment, or before a sensitive action. */
export const totpVerifyRequestSchema = strictBody({
  code: z.string().regex(totpCodePattern, messages.twoFactor.codeFormat),
});

/** One of the ten single-use backup codes, in place of the app's code. */
export const backupCodeVerifyRequestSchema = strictBody({
  code: z.string().trim().regex(backupCodePattern, messages.twoFactor.backupCodeFormat),
});
