import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/**
 * A failure the caller can act on, 4xx or a deliberate 5xx such as 502 for a
 * provider that failed: its status and message are answered as they are.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export const genericServerErrorMessage =
  'Something went wrong on our side. Please try again later.';

/** Messages for Fastify's own client errors, worded for a person. */
const fastifyClientMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'This content type is not accepted here. Send JSON (application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * The one place errors become answers: an HttpError or a 4xx carries its
 * message; anything else is logged in full and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      request.log.info({ statusCode: error.statusCode }, error.message);
      return sendError(reply, error.statusCode, error.message);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ statusCode, code: error.code }, error.message);
      const message = error.validation
        ? `Invalid request: ${error.message}`
        : (fastifyClientMessages[error.code] ?? error.message);
      return sendError(reply, statusCode, message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, genericServerErrorMessage);
  });
}
