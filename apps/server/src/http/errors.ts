import { STATUS_CODES } from 'node:http';
import { type DocumentRefusal, type ErrorCode, messages } from '@shata/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the messages of several problems with the input are joined: ' ' unless the route says. */
    issueSeparator?: string;
  }
}

/**
 * A failure the caller can act on, 4xx or a deliberate 5xx such as 502 for a
 * provider that failed: its status, code and message are answered as they are.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorDetails {
  /** The input field refused, for `validation_failed`. */
  field?: string;
  /** Sent as Retry-After: how many seconds the caller should wait before asking again. */
  retryAfterSeconds?: number;
  /** A submission's refused documents, each with why (partners/submission.ts). */
  documents?: readonly DocumentRefusal[];
}

/** Every error answer of the portal: `code` (from the domain's `errorCodes`) is what a caller branches on. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  code: ErrorCode;
  field?: string;
  message: string;
  documents?: readonly DocumentRefusal[];
}

/**
 * The answer to a caller who has asked too often, saying in Retry-After when
 * to ask again: every rate limit of the server refuses with this.
 */
export function tooManyRequests(
  retryAfterSeconds: number,
  message = messages.limits.tryAgainIn(retryAfterSeconds),
) {
  return new HttpError(429, 'rate_limited', message, { retryAfterSeconds });
}

/** The wait a 429 that names none asks for: the shortest window of the portal's limits, so every 429 says when to retry. */
const unnamedRetryAfterSeconds = 60;

/** Messages for Fastify's own client errors, worded for a person. */
const fastifyClientMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.api.jsonOnly,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

const fastifyClientCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_content_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content_length_mismatch',
};

/** The code of a 4xx Fastify raised itself (not one of ours). */
function fastifyClientCode(error: FastifyError, statusCode: number): ErrorCode {
  if (error.validation) return 'validation_failed';
  return fastifyClientCodes[error.code] ?? (statusCode === 404 ? 'not_found' : 'invalid_request');
}

/** How long a caller is asked to wait while the database is unreachable: a restart's worth. */
const unavailableRetryAfterSeconds = 5;

/** Node's socket errors for a server that is down, restarting or out of reach. */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's codes for a server that cannot serve right now: shut down by an
 * administrator or a crash, still starting, out of connections, a statement
 * cancelled past its time limit (57014, `DB_QUERY_TIMEOUT_MS`); and every
 * connection exception (class 08).
 */
const unavailableSqlStates = /^(57P01|57P02|57P03|57014|53300|08[0-9A-Z]{3})$/;

/**
 * node-postgres raises these without a code: a connection lost, or none had in
 * time; no answer to a query within its time limit, and what was queued behind
 * it on the connection closed for it (`query-deadline.ts`).
 */
const pgConnectionMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout$|Client was closed and is not queryable$)/;

/**
 * The error, `error` or one it wraps (Drizzle and better-auth wrap the
 * driver's), saying the database could not be reached rather than that a
 * query was wrong, so the caller can only wait and retry; undefined if none.
 */
export function connectionFailureIn(error: unknown): Error | undefined {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); ) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    const coded =
      typeof code === 'string' &&
      (connectionErrorCodes.has(code) || unavailableSqlStates.test(code));
    if (coded || pgConnectionMessages.test(current.message)) return current;
    // Node tries each address of a host in turn, and reports every refusal together.
    if (current instanceof AggregateError && current.errors.some(connectionFailureIn)) {
      return current;
    }
    current = current.cause;
  }
  return undefined;
}

/** Every error answer goes out here: the one body shape, and Retry-After on each 429 (and a 503 that names a wait). */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  message: string,
  { field, retryAfterSeconds, documents }: ErrorDetails = {},
) {
  const wait = retryAfterSeconds ?? (statusCode === 429 ? unnamedRetryAfterSeconds : undefined);
  if (wait !== undefined) reply.header('retry-after', String(wait));
  const body: ErrorBody = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    ...(field && { field }),
    message,
    ...(documents && { documents }),
  };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode (400) or a parameter
 * past its length (414), refused by the router before any route or handler.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.log.info({ statusCode: error.statusCode, code: error.code }, error.message);
  return sendError(reply, error.statusCode ?? 400, 'invalid_url', error.message);
}

/**
 * The one place errors become answers: an HttpError or a 4xx carries its
 * message, and input a route's zod schemas refuse carries theirs; a
 * connection failure is a 503 the caller can retry; anything else is logged
 * in full and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      request.log.info({ statusCode: error.statusCode }, error.message);
      return sendError(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path parameter that names nothing leads nowhere; anything else is the caller's to fix.
      const statusCode = error.validationContext === 'params' ? 404 : 400;
      const separator = request.routeOptions.config.issueSeparator ?? ' ';
      const message = error.validation.map((issue) => issue.message).join(separator);
      request.log.info({ statusCode, part: error.validationContext }, message);
      if (statusCode === 404) return sendError(reply, statusCode, 'not_found', message);
      const field = error.validation[0]?.instancePath.slice(1).replaceAll('/', '.');
      return sendError(reply, statusCode, 'validation_failed', message, { field });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ statusCode, code: error.code }, error.message);
      const message = error.validation
        ? `Invalid request: ${error.message}`
        : (fastifyClientMessages[error.code] ?? error.message);
      return sendError(reply, statusCode, fastifyClientCode(error, statusCode), message);
    }
    const connectionFailure = connectionFailureIn(error);
    if (connectionFailure) {
      // The driver's error alone: a failed query around it may carry tokens in its parameters.
      request.log.error({ err: connectionFailure }, 'request failed: the database is out of reach');
      return sendError(reply, 503, 'database_unavailable', messages.api.temporarilyUnavailable, {
        retryAfterSeconds: unavailableRetryAfterSeconds,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'internal_error', messages.api.serverError);
  });
}
