import {
  type ErrorCode,
  errorCodeOfAuth,
  hasControlCharacter,
  isPortalRedirectTarget,
  maxLengths,
  messages,
  passwordResetRequestSchema,
  paths,
  portalRedirectPath,
  signInRequestSchema,
  verificationLinkParams,
} from '@shata/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { type BackgroundTasks, createBackgroundTasks } from '../http/background-tasks';
import { connectionFailureIn, HttpError, sendError, tooManyRequests } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { consumeRequest } from '../rate-limit/limiter';
import { type Auth, clientIpHeader } from './auth';
import { betterAuthLogger } from './auth-logger';
import { bodyProblem, isExposedGet, isExposedPost, postBodies } from './endpoints';
import { user } from './schema';
import {
  beginCodeCheck,
  type CodeCheckPath,
  finishCodeCheck,
  isCodeCheck,
  type SecondFactorContext,
} from './second-factor';
import { type Sessions, toWebHeaders } from './session';
import { giveBackSignInAttempt, reserveSignInAttempt } from './sign-in-throttle';

const basePath = '/api/auth';

/** Reset requests one client address may make: counted here, as better-auth only sees them afterwards, through `auth.api`, which skips its limits. */
const resetRequestLimit = { max: 3, windowMs: 60_000 };

interface AuthRoutesOptions {
  auth: Auth;
  publicUrl: string;
  db: Db;
  sessions: Sessions;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Handed in by tests that hold the work back; otherwise made here. */
  backgroundTasks?: BackgroundTasks;
}

/**
 * Hands the endpoints the portal uses (`endpoints.ts`) to better-auth as Web
 * Requests, each body checked against its strict schema first. The URL is
 * built on the configured public origin, never the Host header, so mailed
 * links cannot be pointed elsewhere; the client address is Fastify's
 * `request.ip` (which honours TRUST_PROXY), so a caller cannot pick its own
 * rate-limit bucket. Session tokens never leave in a JSON answer: the
 * HttpOnly cookie is their only way to the browser.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: its helpers close over the plugin's options (better-auth, the public origin, the task runner), and each is short
export async function authRoutes(
  app: FastifyInstance,
  { auth, publicUrl, db, sessions, mailer, log, backgroundTasks }: AuthRoutesOptions,
) {
  const publicOrigin = new URL(publicUrl).origin;
  const { authCookies, createAuthCookie } = await auth.$context;
  const secondFactor: SecondFactorContext = {
    db,
    sessions,
    mailer,
    publicUrl,
    cookieNames: {
      session: authCookies.sessionToken.name,
      pendingSignIn: createAuthCookie('two_factor').name,
    },
  };
  const authLogger = betterAuthLogger(log);
  const tasks =
    backgroundTasks ??
    createBackgroundTasks((error) => authLogger.log('error', 'A background task failed', error));
  app.addHook('onClose', () => tasks.idle());

  /** better-auth's answer to `request`, with `body` (already checked) as its JSON body. */
  async function callBetterAuth(request: FastifyRequest, body: unknown): Promise<Response> {
    const headers = toWebHeaders(request);
    headers.set(clientIpHeader, request.ip);
    if (body !== undefined) headers.set('content-type', 'application/json');
    try {
      return await auth.handler(
        new Request(new URL(request.url, publicOrigin), {
          method: request.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    } catch (error) {
      // The database out of reach: a 503 from the central handler, which logs the driver's error alone.
      if (connectionFailureIn(error)) throw error;
      // What better-auth could not answer (a failed query carries its tokens): logged redacted here.
      authLogger.log('error', 'better-auth failed', error);
      throw new HttpError(500, 'internal_error', messages.api.serverError);
    }
  }

  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    body: { email: string; password: string },
  ) {
    const attempt = await reserveSignInAttempt(db, body.email);
    if (!attempt.allowed) {
      const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
      throw tooManyRequests(attempt.retryAfterSeconds, messages.limits.tooManySignIns(minutes));
    }
    let response: Response;
    try {
      response = await callBetterAuth(request, body);
    } catch (error) {
      await giveBackSignInAttempt(db, attempt);
      throw error;
    }
    // Given back before the answer leaves: the caller's next attempt must find it free.
    if (response.status !== 401) await giveBackSignInAttempt(db, attempt);
    // better-auth's limit counts every sign-in from the caller's network address, whatever the account.
    if (response.status === 429) {
      const wait = betterAuthWait(response);
      throw tooManyRequests(wait, messages.limits.tooManySignInsFromNetwork(wait));
    }
    return relay(reply, response, publicUrl);
  }

  /** A second-factor code, checked by better-auth between our lock and our marks (second-factor.ts). */
  async function checkCode(
    request: FastifyRequest,
    reply: FastifyReply,
    path: CodeCheckPath,
    body: unknown,
  ) {
    const check = await beginCodeCheck(secondFactor, request);
    const response = await callBetterAuth(request, body);
    await finishCodeCheck(secondFactor, request, path, check, response);
    return relay(reply, response, publicUrl);
  }

  /**
   * Answers at once, the same for any address: looking the account up,
   * storing the link and mailing it happen afterwards, so the answer's timing
   * does not tell whether the address has an account.
   */
  async function requestPasswordReset(
    request: FastifyRequest,
    reply: FastifyReply,
    body: { email: string; redirectTo: string },
  ) {
    await consumeRequest(db, `password-reset-request:${request.ip}`, resetRequestLimit);
    tasks.run(() => auth.api.requestPasswordReset({ body }));
    return reply.send({ status: true, message: messages.identity.resetRequested });
  }

  app.route({
    method: ['GET', 'POST'],
    url: `${basePath}/*`,
    // better-auth has no HEAD; Fastify's automatic one would reach the POST path below.
    exposeHeadRoute: false,
    async handler(request, reply) {
      const path = new URL(request.url, publicOrigin).pathname.slice(basePath.length);
      if (request.method === 'GET') {
        if (!isExposedGet(path)) return reply.callNotFound();
        refuseForeignCallback(new URL(request.url, publicOrigin).searchParams);
        if (path === '/verify-email') return openVerificationLink(request, reply);
        return relay(reply, await callBetterAuth(request, undefined), publicUrl);
      }
      if (path === '/sign-in/email') {
        const parsed = signInRequestSchema.safeParse(request.body, reportInput);
        return parsed.success ? signIn(request, reply, parsed.data) : refuse(reply, parsed.error);
      }
      if (path === '/request-password-reset') {
        const parsed = passwordResetRequestSchema.safeParse(request.body, reportInput);
        return parsed.success
          ? requestPasswordReset(request, reply, parsed.data)
          : refuse(reply, parsed.error);
      }
      if (!isExposedPost(path)) return reply.callNotFound();
      // better-auth's sign-out posts an empty body.
      const given = path === '/sign-out' ? (request.body ?? {}) : request.body;
      const parsed = postBodies[path].safeParse(given, reportInput);
      if (!parsed.success) return refuse(reply, parsed.error);
      if (isCodeCheck(path)) return checkCode(request, reply, path, parsed.data);
      return relay(reply, await callBetterAuth(request, parsed.data), publicUrl);
    },
  });

  /**
   * better-auth honours a verification link for as long as it is valid, and
   * sends it to its callback URL each time. Only its first use verifies: a
   * link opened again lands on the login screen saying the address is
   * already verified.
   */
  async function openVerificationLink(request: FastifyRequest, reply: FastifyReply) {
    const token = new URL(request.url, publicOrigin).searchParams.get('token') ?? '';
    const verifiedBefore = await isVerified(db, addressIn(token));
    const response = await callBetterAuth(request, undefined);
    return relay(reply, markVerified(response, verifiedBefore), publicUrl);
  }
}

/** The address a verification token names, read without checking the token: trusted only once better-auth has accepted it. */
function addressIn(token: string): string | undefined {
  try {
    const [, payload = ''] = token.split('.');
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const email = (claims as { email?: unknown } | null)?.email;
    // Unchecked, so only what an address could be reaches the query (a NUL would make PostgreSQL fail it).
    return typeof email === 'string' &&
      email.length <= maxLengths.email &&
      !hasControlCharacter(email)
      ? email
      : undefined;
  } catch {
    return undefined;
  }
}

async function isVerified(db: Db, email: string | undefined): Promise<boolean> {
  if (email === undefined) return false;
  const [found] = await db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email));
  return found?.emailVerified === true;
}

/** The 403 for a redirect target off the portal, named as the caller gave it. */
const foreignRedirect = (field: string) =>
  new HttpError(403, 'foreign_redirect', messages.identity.portalPath(field));

/**
 * A mailed link's callbackURL is checked before better-auth follows it: a
 * link carrying one that leads off the portal (mailed before it was refused
 * there, or made by hand) is answered 403, never redirected.
 */
function refuseForeignCallback(query: URLSearchParams) {
  if (!query.getAll('callbackURL').every(isPortalRedirectTarget)) {
    throw foreignRedirect('callbackURL');
  }
}

/**
 * better-auth sends a verification link it honoured to its callback URL as
 * it is, and one it could not with `?error=…`. The success gets its own mark,
 * so the screen it lands on can say so even to a browser that is signed out;
 * a link honoured again, for an address verified before, goes to the login
 * screen with the mark for that.
 */
function markVerified(response: Response, verifiedBefore: boolean): Response {
  const location = response.headers.get('location');
  if (response.status !== 302 || location === null) return response;
  const target = new URL(location, 'http://portal.invalid');
  if (target.searchParams.has(verificationLinkParams.error)) return response;
  const landing = verifiedBefore
    ? `${paths.login}?${verificationLinkParams.alreadyVerified}=1`
    : withParam(target, verificationLinkParams.verified);
  const headers = new Headers(response.headers);
  headers.set('location', landing);
  return new Response(response.body, { status: response.status, headers });
}

function withParam(target: URL, name: string): string {
  target.searchParams.set(name, '1');
  return `${target.pathname}${target.search}${target.hash}`;
}

/** Issues name what the caller sent, so a wrong type can be told from a missing field. */
const reportInput = { reportInput: true };

function refuse(reply: FastifyReply, error: z.ZodError) {
  const { statusCode, code, field, message } = bodyProblem(error);
  return sendError(reply, statusCode, code, message, { field });
}

/** Drops every `token` from a JSON answer: sessions are carried by their HttpOnly cookie alone. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, item]) => [key, withoutTokens(item)]),
  );
}

/** The seconds better-auth's 429 asks to wait (it says so in X-Retry-After), at least 1. */
function betterAuthWait(response: Response): number {
  return Math.max(Number(response.headers.get('x-retry-after')) || 1, 1);
}

/** The portal's words for better-auth's refusals whose own are terse ("Invalid code"). */
const ownWords: Partial<Record<ErrorCode, string>> = {
  invalid_code: messages.twoFactor.invalidCode,
  invalid_backup_code: messages.twoFactor.invalidBackupCode,
  invalid_two_factor_cookie: messages.twoFactor.signInExpired,
  too_many_attempts_request_new_code: messages.twoFactor.tooManyAttempts,
  totp_already_enabled: messages.twoFactor.alreadyEnabled,
  totp_not_enabled: messages.twoFactor.notEnabled,
};

/** better-auth's refusal, `{ code, message }`, as the portal's code and its words (ours if it has none, or better ones). */
function betterAuthRefusal(status: number, text: string): [ErrorCode, string] {
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(text) ?? {};
  } catch {
    // Not JSON: its code and words are ours.
  }
  const message = typeof body.message === 'string' && body.message ? body.message : undefined;
  const code = status >= 500 ? 'internal_error' : errorCodeOfAuth(body.code);
  return [code, ownWords[code] ?? message ?? messages.api.failed];
}

/**
 * Sends better-auth's answer on as Fastify's, its cookies one header each.
 * Its 429 becomes the server's own, with Retry-After (better-auth says
 * X-Retry-After), and its other refusals get the portal's body and code; a
 * Location is sent on as the path on the portal it leads to, and one that
 * leads anywhere else is never sent.
 */
async function relay(reply: FastifyReply, response: Response, publicUrl: string) {
  if (response.status === 429) throw tooManyRequests(betterAuthWait(response));
  const location = response.headers.get('location');
  const portalLocation = location === null ? null : portalRedirectPath(location, publicUrl);
  if (location !== null && portalLocation === null) throw foreignRedirect('callbackURL');
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  }
  if (portalLocation !== null) reply.header('location', portalLocation);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    return sendError(reply, response.status, ...betterAuthRefusal(response.status, text));
  }
  if (text === '') return reply.send(null);
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return reply.send(isJson ? JSON.stringify(withoutTokens(JSON.parse(text))) : text);
}
