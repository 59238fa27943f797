import path from 'node:path';
import { z } from 'zod';

/**
 * The environment, read once at start-up. Every variable has an embedded
 * default so `npm start` works on a fresh machine; a wrong value stops
 * start-up with a message naming the variable.
 */
const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const milliseconds = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .positive('must be a positive number of milliseconds');

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  REQUEST_TIMEOUT_MS: milliseconds.default(300_000),
  HEADERS_TIMEOUT_MS: milliseconds.default(15_000),
  SHUTDOWN_TIMEOUT_MS: milliseconds.default(10_000),
  NODE_ENV: z.string().trim().default('development'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_KEY: z
    .string()
    .trim()
    .refine(
      (value) => Buffer.from(value, 'base64').length === 32,
      'must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be an address')
    .default('Shata Partner Portal <no-reply@shata.local>'),
  GOOGLE_MAPS_API_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  NOMINATIM_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://nominatim.openstreetmap.org/reverse'),
  GOOGLE_GEOCODING_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://maps.googleapis.com/maps/api/geocode/json'),
  INACTIVITY_LOGOUT: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});

/** Never echoed back in an error: they may hold passwords. */
const secretVariables = new Set([
  'DATABASE_URL',
  'AUTH_SECRET',
  'DATA_KEY',
  'SMTP_URL',
  'GOOGLE_MAPS_API_KEY',
]);

export type Env = Record<string, string | undefined>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite persisted under `dataDir`. */
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The built SPA served at `/`. */
  webDistDir: string;
  /** A whole request, body included, must arrive within this; 50 MB uploads on a phone need minutes. */
  requestTimeoutMs: number;
  /** Headers must arrive within this, so slow-header clients cannot hold sockets open. */
  headersTimeoutMs: number;
  /** In-flight requests get this long to finish on SIGTERM before the process gives up. */
  shutdownTimeoutMs: number;
  /** Off in production: the dev mailbox and other development aids. */
  production: boolean;
  /**
   * The address partners reach the portal at, for links in mail and the
   * origin check; absent: http://HOST:PORT.
   */
  publicUrl: string | undefined;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Signs sessions and tokens; absent: generated once into DATA_DIR. */
  authSecret: string | undefined;
  /** Encrypts Aadhaar numbers at rest (AES-256-GCM); absent: generated once into DATA_DIR. */
  dataKey: string | undefined;
  /** Absent: mail is kept in the outbox for the dev mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Reverse geocoding through Google when set; OpenStreetMap Nominatim otherwise. */
  googleMapsApiKey: string | undefined;
  nominatimUrl: string;
  googleGeocodingUrl: string;
  /** Sign partners out after `timings.inactivityTimeoutMs` without activity. */
  inactivityLogout: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDistDir = path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(env: Env = process.env): Config {
  // An empty variable means "not set", as most shells and .env files intend.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const got = secretVariables.has(name) ? '' : ` (got ${JSON.stringify(env[name])})`;
      return `${name} ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDistDir,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    production: e.NODE_ENV === 'production',
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    authSecret: e.AUTH_SECRET,
    dataKey: e.DATA_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    nominatimUrl: e.NOMINATIM_URL,
    googleGeocodingUrl: e.GOOGLE_GEOCODING_URL,
    inactivityLogout: e.INACTIVITY_LOGOUT,
  };
}

/** The origin partners reach the portal at: PUBLIC_URL, or this process's own address. */
export function publicUrlOf(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  return config.publicUrl ?? `http://${config.host}:${config.port}`;
}
