import { isIP } from 'node:net';
import path from 'node:path';
import {
  defaultUploadExpiryHours,
  type ExpectedWaits,
  isIsoDay,
  operatorTwoFactorModes,
} from '@shata/domain';
import { z } from 'zod';
import { serverPackageRoot } from './package-root';

type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted in a list of proxies. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `true` is one hop (the proxy in front of us), never Fastify's
 * "trust everyone", which takes the left-most X-Forwarded-For a client can forge.
 */
function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const proxies = value.split(',').map((proxy) => proxy.trim());
  return proxies.every((proxy) => namedRanges.has(proxy) || isAddressOrRange(proxy))
    ? proxies
    : undefined;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes our own function:
 * Fastify 5 refuses bare counts (a client reaching the portal directly could
 * claim the hops itself), so a count is for a portal only the proxies can
 * reach; a list of proxy addresses holds everywhere.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

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

/** Node's timers hold at most 2^31 - 1 ms (about 24.8 days); a longer one fires at once. */
const maxTimerMs = 2 ** 31 - 1;

const milliseconds = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .positive('must be a positive number of milliseconds')
  .max(maxTimerMs, `must be at most ${maxTimerMs} milliseconds`);

const millisecondsOrZero = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .min(0, 'must be zero or a positive number of milliseconds')
  .max(maxTimerMs, `must be at most ${maxTimerMs} milliseconds`);

/** A query's time limit: an hour at most, which no query the portal makes comes near. */
const queryTimeout = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .positive('must be a positive number of milliseconds')
  .max(3_600_000, 'must be at most 3600000 milliseconds (an hour)');

/**
 * A phone number as people read it: + and the country code, then groups of
 * digits split by single spaces or hyphens; 8 to 15 digits in all (E.164).
 */
const phoneNumber = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^\+[1-9]\d*(?:[ -]\d+)*$/.test(value) && /^\d{8,15}$/.test(value.replace(/\D/g, '')),
    'must be an international number: + and the country code, then 8 to 15 digits in all, spaces or hyphens between groups (e.g. +91 80 4567 8900)',
  );

/** `latitude,longitude` in decimal degrees, as a map site's "share this place" gives them. */
const coordinates = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const match = /^(-?\d{1,2}(?:\.\d+)?) *, *(-?\d{1,3}(?:\.\d+)?)$/.exec(value);
    const latitude = Number(match?.[1]);
    const longitude = Number(match?.[2]);
    if (!match || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be latitude,longitude in decimal degrees (e.g. 12.9752,77.6069)',
      });
      return z.NEVER;
    }
    return { latitude, longitude };
  });

/** A verification's usual wait as the status screen promises it; over six weeks is no promise. */
const workingDays = z.coerce
  .number({ error: 'must be a number of working days' })
  .int('must be a whole number of working days')
  .min(1, 'must be between 1 and 30 working days')
  .max(30, 'must be between 1 and 30 working days');

/**
 * HOLIDAYS: the days off besides weekends, as ISO days, comma-separated;
 * kept sorted, each once. A day that is not one stops start-up naming it.
 */
const holidays = z.string().transform((value, ctx) => {
  const days = value
    .split(',')
    .map((day) => day.trim())
    .filter(Boolean);
  const wrong = days.find((day) => !isIsoDay(day));
  if (wrong !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `must be calendar days written YYYY-MM-DD, separated by commas: ${JSON.stringify(wrong)} is not one`,
    });
    return z.NEVER;
  }
  return [...new Set(days)].sort();
});

/** A month at most: an upload older than that is not going to be finished. */
const uploadExpiryHours = z.coerce
  .number({ error: 'must be a number of hours' })
  .int('must be a whole number of hours')
  .min(1, 'must be between 1 and 720 hours')
  .max(720, 'must be between 1 and 720 hours');

/**
 * Longer than any real photo takes (a 12 MP original: about 1 s); a picture
 * made to take longer is given up, and holds the pictures behind it up no
 * longer.
 */
const pictureReadSeconds = z.coerce
  .number({ error: 'must be a number of seconds' })
  .int('must be a whole number of seconds')
  .min(1, 'must be between 1 and 120 seconds')
  .max(120, 'must be between 1 and 120 seconds');

const envSchema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DB_QUERY_TIMEOUT_MS: queryTimeout.default(10_000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    WEB_DIST_DIR: z.string().trim().min(1, 'must not be empty').optional(),
    REQUEST_TIMEOUT_MS: milliseconds.default(300_000),
    HEADERS_TIMEOUT_MS: milliseconds.default(15_000),
    SHUTDOWN_TIMEOUT_MS: milliseconds.default(10_000),
    SHUTDOWN_DRAIN_MS: millisecondsOrZero.default(5_000),
    NODE_ENV: z.string().trim().default('development'),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((value, ctx) => {
        const trust = parseTrustProxy(value);
        if (trust === undefined) {
          ctx.addIssue({
            code: 'custom',
            message:
              'must be false, true (one proxy), a number of proxies, or a comma-separated list of proxy addresses',
          });
          return z.NEVER;
        }
        return trust;
      }),
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
    STAGE_MAIL_MERGE_MS: millisecondsOrZero.default(120_000),
    SUPPORT_EMAIL: z
      .string()
      .trim()
      .pipe(z.email({ error: 'must be an e-mail address' }))
      .optional(),
    SUPPORT_PHONE: phoneNumber.optional(),
    SUPPORT_WHATSAPP: phoneNumber.optional(),
    OFFICE_ADDRESS: z.string().trim().min(1, 'must not be empty').optional(),
    OFFICE_COORDINATES: coordinates.optional(),
    GOOGLE_MAPS_API_KEY: z.string().trim().min(1, 'must not be empty').optional(),
    NOMINATIM_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://nominatim.openstreetmap.org/reverse'),
    GOOGLE_GEOCODING_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://maps.googleapis.com/maps/api/geocode/json'),
    S3_BUCKET: z.string().trim().min(1, 'must not be empty').optional(),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().trim().min(1, 'must not be empty').optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1, 'must not be empty').optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
    PARTNER_APP_ANDROID_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://play.google.com/store/search?q=Shata%20Partner&c=apps'),
    PARTNER_APP_IOS_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://apps.apple.com/in/search?term=Shata%20Partner'),
    SOCIAL_FACEBOOK_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://www.facebook.com/search/top?q=Shata'),
    SOCIAL_INSTAGRAM_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://www.instagram.com/explore/search/keyword/?q=Shata'),
    SOCIAL_LINKEDIN_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://www.linkedin.com/search/results/companies/?keywords=Shata'),
    MAPS_EMBED_API_KEY: z.string().trim().min(1, 'must not be empty').optional(),
    INACTIVITY_LOGOUT: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    OPERATOR_TWO_FACTOR: z
      .enum(operatorTwoFactorModes, { error: 'must be required or optional' })
      .default('required'),
    PSEUDO_LOCALE: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    WEBHOOK_ALLOW_PRIVATE_URLS: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    UPLOAD_EXPIRY_HOURS: uploadExpiryHours.default(defaultUploadExpiryHours),
    AADHAAR_QR_CERTS: z
      .string()
      .trim()
      .transform((value) =>
        value
          .split(',')
          .map((file) => file.trim())
          .filter(Boolean),
      )
      .optional(),
    AADHAAR_PICTURE_READ_SECONDS: pictureReadSeconds.default(15),
    EXPECTED_DAYS_KYC: workingDays.default(1),
    EXPECTED_DAYS_COMPANY_VERIFICATION: workingDays.default(2),
    EXPECTED_DAYS_IN_PERSON_VERIFICATION: workingDays.default(5),
    EXPECTED_DAYS_FINAL_APPROVAL: workingDays.default(1),
    HOLIDAYS: holidays.default([]),
  })
  .superRefine((env, ctx) => {
    if (env.OPERATOR_TWO_FACTOR === 'optional' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['OPERATOR_TWO_FACTOR'],
        message: "must be required in production: 'optional' is for a developer's machine",
      });
    }
    if (env.PSEUDO_LOCALE && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PSEUDO_LOCALE'],
        message: 'must be false in production: the pseudo-locale is for tests',
      });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      const missing =
        env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with the other S3 key',
      });
    }
    if (env.OFFICE_COORDINATES !== undefined && env.OFFICE_ADDRESS === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['OFFICE_COORDINATES'],
        message: 'needs OFFICE_ADDRESS as well',
      });
    }
    if (env.S3_BUCKET === undefined) {
      for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (env[name] !== undefined) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'needs S3_BUCKET as well' });
        }
      }
    }
  });

/** Every variable the portal reads; `.env.example` lists exactly these (config.test.ts). */
export const configVariables = Object.keys(envSchema.shape);

/** Never echoed back in an error: they may hold passwords. */
const secretVariables = new Set([
  'DATABASE_URL',
  'AUTH_SECRET',
  'DATA_KEY',
  'SMTP_URL',
  'GOOGLE_MAPS_API_KEY',
  'S3_SECRET_ACCESS_KEY',
]);

/** The validated environment as the app reads it; each field's comment says what it is for. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one flat object, a line or two per variable, read top to bottom with its comments
function toConfig(e: z.output<typeof envSchema>) {
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    /** Absent: embedded PGlite persisted under `dataDir`. */
    databaseUrl: e.DATABASE_URL,
    /**
     * A query taking longer fails, and its request answers 503 with Retry-After,
     * rather than holding the request and its connection while the database is stuck.
     */
    dbQueryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    /** The built SPA served at `/`. */
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDistDir,
    /** A whole request, body included, must arrive within this; 50 MB uploads on a phone need minutes. */
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    /** Headers must arrive within this, so slow-header clients cannot hold sockets open. */
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    /** In-flight requests get this long to finish on SIGTERM before the process gives up. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    /** On SIGTERM, /readyz answers 503 this long, requests still served, before the listener closes. */
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    /** Off in production: the dev mailbox and other development aids. */
    production: e.NODE_ENV === 'production',
    /**
     * The address partners reach the portal at, for links in mail and the
     * origin check; absent: http://HOST:PORT.
     */
    publicUrl: e.PUBLIC_URL,
    /**
     * Which proxies in front of the portal to believe about the client address:
     * `false` none, a number of hops, or the proxies' addresses. Never "all", so
     * a client cannot choose its own address with the left-most X-Forwarded-For.
     */
    trustProxy: e.TRUST_PROXY,
    /** Signs sessions and tokens; absent: generated once into DATA_DIR. */
    authSecret: e.AUTH_SECRET,
    /** Encrypts Aadhaar numbers at rest (AES-256-GCM); absent: generated once into DATA_DIR. */
    dataKey: e.DATA_KEY,
    /** Absent: mail is held in the outbox (and shown in the dev mailbox on a developer's machine). */
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /**
     * A partner's stage mail waits this long for the next: those sent in that
     * time go out as one mail listing them all (0: each at once, alone).
     */
    stageMailMergeMs: e.STAGE_MAIL_MERGE_MS,
    /**
     * Support's inbox: contact-form messages are mailed to it and the contact
     * section shows it. Absent: messages are only stored, and no address is shown.
     */
    supportEmail: e.SUPPORT_EMAIL,
    /** Support's phone and WhatsApp numbers as written (`+91 80 4567 8900`); absent: not shown. */
    supportPhone: e.SUPPORT_PHONE,
    supportWhatsApp: e.SUPPORT_WHATSAPP,
    /** The office's postal address, shown and mapped in the contact section; absent: neither. */
    officeAddress: e.OFFICE_ADDRESS,
    /** Where the OpenStreetMap map puts the office; Google's map finds it from the address. */
    officeCoordinates: e.OFFICE_COORDINATES,
    /** Reverse geocoding through Google when set; OpenStreetMap Nominatim otherwise. */
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    nominatimUrl: e.NOMINATIM_URL,
    googleGeocodingUrl: e.GOOGLE_GEOCODING_URL,
    /** Documents go to this S3-compatible bucket when set; to DATA_DIR/documents otherwise. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          /** Absent: AWS itself. */
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          /** Absent: the AWS SDK's own credential chain (environment, profile, instance role). */
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          /** Most S3-compatible servers want path-style addressing: the default when an endpoint is set. */
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        }
      : undefined,
    /**
     * Certificates (PEM files) whose keys are trusted to sign Aadhaar Secure
     * QR codes, beside UIDAI's pinned ones (certificates/uidai).
     */
    aadhaarQrCertificateFiles: (e.AADHAAR_QR_CERTS ?? []).map((file) => path.resolve(file)),
    /** Reading the QR of an uploaded Aadhaar picture is given up after this long. */
    aadhaarPictureReadMs: e.AADHAAR_PICTURE_READ_SECONDS * 1000,
    /** An unfinished resumable upload is removed this long after it began. */
    uploadExpiryMs: e.UPLOAD_EXPIRY_HOURS * 3_600_000,
    /** Store pages of the partner app, where the portal sends partners to finish registration. */
    partnerApp: { android: e.PARTNER_APP_ANDROID_URL, ios: e.PARTNER_APP_IOS_URL },
    /** Sign partners out after `timings.inactivityTimeoutMs` without activity. */
    inactivityLogout: e.INACTIVITY_LOGOUT,
    /**
     * Whether an operator needs a second factor for anything past sign-in
     * (issue 30); `optional` only off production.
     */
    operatorTwoFactor: e.OPERATOR_TWO_FACTOR,
    /**
     * A page whose `shata_locale` cookie is `en-XA` is served in the
     * pseudo-locale (issue 31), for tests that look for words outside the catalogues.
     */
    pseudoLocale: e.PSEUDO_LOCALE,
    /**
     * Webhooks may go to private, loopback and link-local addresses, and over
     * plain http: for development and tests only (the start-up log says so).
     */
    webhookAllowPrivateUrls: e.WEBHOOK_ALLOW_PRIVATE_URLS,
    /** Shata's pages on social networks, linked from the footer. */
    socialLinks: {
      facebook: e.SOCIAL_FACEBOOK_URL,
      instagram: e.SOCIAL_INSTAGRAM_URL,
      linkedin: e.SOCIAL_LINKEDIN_URL,
    },
    /**
     * A browser key for Google's Maps Embed API: the contact section's map is
     * Google's when set, OpenStreetMap's otherwise. Seen by every visitor, so
     * never the geocoding key.
     */
    mapsEmbedApiKey: e.MAPS_EMBED_API_KEY,
    /** Working days each verification usually takes, shown on the status screen while it waits. */
    expectedWaits: {
      kyc: e.EXPECTED_DAYS_KYC,
      companyVerification: e.EXPECTED_DAYS_COMPANY_VERIFICATION,
      inPersonVerification: e.EXPECTED_DAYS_IN_PERSON_VERIFICATION,
      finalApproval: e.EXPECTED_DAYS_FINAL_APPROVAL,
    } satisfies ExpectedWaits,
    /** Days off besides Saturdays and Sundays (ISO days), skipped when counting a partner's time in stage. */
    holidays: e.HOLIDAYS,
  };
}

const defaultWebDistDir = path.resolve(serverPackageRoot, '../web/dist');

const configSchema = envSchema.transform(toConfig);

/** The configuration, typed from the schema that reads it. */
export type Config = z.output<typeof configSchema>;
export type S3Config = NonNullable<Config['s3']>;

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Env = process.env): Config {
  // An empty variable means "not set", as most shells and .env files intend.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const got = secretVariables.has(name) ? '' : ` (got ${JSON.stringify(env[name])})`;
      return `${name} ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** The origin partners reach the portal at: PUBLIC_URL, or this process's own address. */
export function publicUrlOf(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  return config.publicUrl ?? `http://${config.host}:${config.port}`;
}
