import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { apiKeysInText, webhookSecretsInText } from '@shata/domain';
import type { FastifyServerOptions } from 'fastify';
import { type DestinationStream, destination, stdSerializers } from 'pino';

/**
 * What a log line can carry that must never be logged: reset-link tokens (in
 * the link's path, and better-auth's `reset-password:<token>` identifiers),
 * secret query parameters (token, code, key, …), e-mail verification JWTs, a
 * failed query's parameters (session tokens among them) and the values
 * PostgreSQL quotes in a constraint violation, and API keys and webhook
 * secrets wherever they appear. The one list for request URLs,
 * errors and better-auth's own lines.
 */
const secrets: ReadonlyArray<[RegExp, string]> = [
  [/(reset-password[:/])[^\s"'`,;)/?]+/g, '$1[redacted]'],
  [
    /([?&][^=&\s]*(?:token|code|password|secret|key|signature)[^=&\s]*=)[^&\s"'`]*/gi,
    '$1[redacted]',
  ],
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[redacted]'],
  [/(params: ).*/g, '$1[redacted]'],
  [/(Key \([^)]*\)=\().*?(\) )/g, '$1[redacted]$2'],
  [apiKeysInText, '[redacted]'],
  [webhookSecretsInText, '[redacted]'],
];

export function redactSecrets(text: string): string {
  return secrets.reduce(
    (redacted, [pattern, replacement]) => redacted.replace(pattern, replacement),
    text,
  );
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * A failed query's error carries its parameters (Drizzle's, in a field and in
 * its message) and PostgreSQL's `detail` may quote the row: session tokens,
 * e-mail addresses. The query and the reason are worth logging; values never.
 */
export function withoutQueryValues(serialized: SerializedError): SerializedError {
  const { params: _params, detail, cause, ...rest } = serialized;
  return {
    ...rest,
    message: redactSecrets(rest.message),
    stack: redactSecrets(rest.stack),
    ...(detail !== undefined && { detail: '[redacted]' }),
    ...(typeof cause === 'object' &&
      cause !== null && { cause: withoutQueryValues(cause as SerializedError) }),
  };
}

/** A caller-supplied request id is kept only if it cannot forge log lines. */
const safeRequestId = /^[\w.-]{1,128}$/;

export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : randomUUID();
}

/**
 * Structured request logs without passwords, cookies or tokens: only method,
 * redacted url and client address are logged for a request, never headers
 * or bodies; the redact list guards anything logged by hand.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    // Written asynchronously, lines that arrive meanwhile in one write: a
    // line per request must not cost the event loop a system call. pino
    // flushes what is left when the process exits, a crash included.
    stream: stream ?? destination({ sync: false }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.aadharNo',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: Error) => withoutQueryValues(stdSerializers.err(error)),
      req(request: { method: string; url: string; ip?: string }) {
        return {
          method: request.method,
          url: redactSecrets(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
