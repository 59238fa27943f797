import type { BetterAuthOptions } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { redactSecrets } from '../http/logging';

type AuthLogger = NonNullable<BetterAuthOptions['logger']> & {
  log: NonNullable<NonNullable<BetterAuthOptions['logger']>['log']>;
};

const secretKey = /token|password|secret|cookie|authorization|params|parameters/i;

/** A log argument as plain JSON with its secrets redacted; errors keep their type, message, stack and cause. */
function plain(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 3) return '[nested]';
  if (value instanceof Error) {
    return {
      type: value.name,
      message: redactSecrets(value.message),
      stack: value.stack && redactSecrets(value.stack),
      ...(value.cause !== undefined && { cause: plain(value.cause, depth + 1) }),
    };
  }
  if (Array.isArray(value)) return value.map((item) => plain(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      secretKey.test(key) ? '[redacted]' : plain(item, depth + 1),
    ]),
  );
}

/**
 * better-auth's logger writing into pino (JSON lines, the app's redaction)
 * instead of coloured multi-line text on stderr.
 */
export function betterAuthLogger(log: FastifyBaseLogger): AuthLogger {
  return {
    // Not warn, error or debug: at those better-auth also logs every refused request as an error.
    level: 'info',
    log(level, message, ...args) {
      const details = args.map((arg) => plain(arg));
      log[level](details.length > 0 ? { details } : {}, redactSecrets(message));
    },
  };
}
