import { randomBytes } from 'node:crypto';
import {
  backupCodeCount,
  defaultLocale,
  type ErrorCode,
  localeCookieName,
  messages,
  passwordLength,
  roles,
  twoFactorLockout,
} from '@shata/domain';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { betterAuth } from 'better-auth/minimal';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins/two-factor';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { localeCookieOptions } from '../locale/cookie';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { loadOrCreateSecret } from '../secrets';
import { accountLocale, visitorLocale } from './account-locale';
import { betterAuthLogger } from './auth-logger';
import { isCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './password';
import { afterPasswordReset } from './password-reset';
import { account, rateLimit, session, twoFactor, user, verification } from './schema';

/** The secret better-auth signs and encrypts with: AUTH_SECRET, or one generated once into DATA_DIR. */
export function loadAuthSecret(config: Pick<Config, 'authSecret' | 'dataDir'>): Promise<string> {
  return loadOrCreateSecret({
    given: config.authSecret,
    dataDir: config.dataDir,
    fileName: 'auth-secret',
    generate: () => randomBytes(32).toString('base64url'),
  });
}

/** better-auth reads the client address from this header, which the bridge sets from Fastify's `request.ip`. */
export const clientIpHeader = 'x-shata-client-ip';

/** Where the password is in each endpoint that sets one. */
const passwordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
};

interface AuthOptions {
  db: Db;
  mailer: Mailer;
  secret: string;
  /** The origin partners use; links in mail point here and only it may call. */
  publicUrl: string;
  /** better-auth's own lines go here, as JSON with their secrets redacted. */
  log: FastifyBaseLogger;
}

export function createAuth({ db, mailer, secret, publicUrl, log }: AuthOptions) {
  const secureCookies = publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Shata Partner Portal',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    logger: betterAuthLogger(log),
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
    user: {
      additionalFields: {
        // Not `input`: nobody can sign up as an operator.
        role: { type: 'string', required: false, defaultValue: roles.partner, input: false },
        // In the session's answer, so the browser switches to it once signed in; set by PUT /api/locale.
        locale: { type: 'string', required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Sign-up's headers; an account made without a request (an operator's) chooses later.
          before: async (created, ctx) =>
            ctx?.headers ? { data: { ...created, locale: visitorLocale(ctx.headers) } } : undefined,
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
      // better-auth's format, but always on the thread pool, compared in constant time.
      password: { hash: hashPassword, verify: verifyPassword },
      // Unverified partners may sign in (to reach /verify-email); the partner API refuses them.
      requireEmailVerification: false,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user: changed }) => afterPasswordReset(db, changed),
      sendResetPassword: async ({ user: recipient, url }) => {
        const locale = (await accountLocale(db, recipient.id)) ?? defaultLocale;
        await mailer.send({ to: recipient.email, ...passwordResetMail({ url, locale }) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The link is a GET anyone can make a browser open: signing in there would put a
      // victim into an attacker's account (login CSRF). Sign-up has signed the partner in already.
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: recipient, url }) => {
        const locale = (await accountLocale(db, recipient.id)) ?? defaultLocale;
        await mailer.send({ to: recipient.email, ...verificationMail({ url, locale }) });
      },
    },
    session: {
      expiresIn: 7 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      // On in every environment, in the database so limits hold across processes and restarts.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 3 },
        // Per address; wrong codes are counted per account too (twoFactorLockout).
        '/two-factor/*': { window: 60, max: 10 },
      },
    },
    plugins: [
      twoFactorPlugin({
        issuer: 'Shata Partner Portal',
        backupCodeOptions: { amount: backupCodeCount },
        // At sign-in; the bridge counts the codes a signed-in session sends (second-factor.ts).
        accountLockout: {
          enabled: true,
          maxFailedAttempts: twoFactorLockout.maxFailedAttempts,
          durationSeconds: twoFactorLockout.minutes * 60,
        },
      }),
    ],
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Failures it cannot answer reach the bridge, which logs them redacted; otherwise
    // better-auth's router prints them, query parameters and all, on stderr.
    onAPIError: { throw: true },
    hooks: authHooks(db, secureCookies),
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * What runs around better-auth's endpoints: before, a disabled account's
 * sign-in and a common password are refused; after a sign-in, the language
 * cookie is set to the account's choice (issue 31), so the next page loads in
 * it whatever this browser showed before.
 */
function authHooks(db: Db, secureCookies: boolean) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === '/sign-in/email') await refuseDisabledAccount(db, ctx.body?.email);
      const field = passwordFields[ctx.path];
      const password: unknown = field ? ctx.body?.[field] : undefined;
      if (typeof password === 'string' && (await isCommonPassword(password))) {
        throw new APIError('BAD_REQUEST', {
          code: 'password_too_common' satisfies ErrorCode,
          message: messages.signup.commonPassword,
        });
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      const signedIn = ctx.path === '/sign-in/email' ? ctx.context.newSession : null;
      const locale = signedIn ? await accountLocale(db, signedIn.user.id) : null;
      if (locale) ctx.setCookie(localeCookieName, locale, localeCookieOptions(secureCookies));
    }),
  };
}

/**
 * A disabled operator (issue 30) cannot sign in: answered as a wrong
 * password is, so the sign-in does not tell which accounts exist.
 */
async function refuseDisabledAccount(db: Db, email: unknown): Promise<void> {
  if (typeof email !== 'string') return;
  const [disabled] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email.trim().toLowerCase()), isNotNull(user.disabledAt)));
  if (disabled) {
    throw new APIError('UNAUTHORIZED', {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
  }
}
