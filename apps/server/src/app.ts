import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { adminRoutes } from './admin/routes';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/routes';
import { bookingRoutes } from './bookings/routes';
import { clientConfigRoutes } from './client-config/routes';
import { type Config, publicUrlOf } from './config';
import { contactRoutes } from './contact/routes';
import { type Database, openDatabase } from './db/client';
import { sweepUploadSpool, uploadSpoolDir } from './documents/receive-upload';
import { documentRoutes } from './documents/routes';
import { createGeocoder } from './geocode/geocoder';
import { geocodeRoutes } from './geocode/routes';
import { healthRoutes } from './health/routes';
import { registerErrorHandler } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { loggerOptions, requestId } from './http/logging';
import { registerSpa } from './http/spa';
import { devMailboxRoutes } from './mail/dev-mailbox';
import { createMailer } from './mail/mailer';
import { loadAadhaarCipher } from './partners/aadhaar-cipher';
import { partnerRoutes } from './partners/routes';
import { loadOrCreateSecret } from './secrets';
import { createStorage, type DocumentStorage } from './storage/storage';

export interface AppDependencies {
  /** Handed in by tests; otherwise opened from the config. The app owns it and closes it. */
  database?: Database;
  /** Handed in by tests that need a storage which fails; otherwise made from the config. */
  storage?: DocumentStorage;
  /** Where logs go instead of stdout; tests read them. */
  logStream?: DestinationStream;
}

/** The whole server as one Fastify instance, not yet listening: `main.ts` and tests both start here. */
export async function buildApp(
  config: Config,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, dependencies.logStream),
    genReqId: requestId,
    requestTimeout: config.requestTimeoutMs,
    // Keep-alive sockets would otherwise hold a shutdown open; in-flight requests still finish.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: config.trustProxy,
  });
  app.server.headersTimeout = config.headersTimeoutMs;

  const database = dependencies.database ?? (await openDatabase(config));
  app.addHook('onClose', () => database.close());
  try {
    await database.migrate();
  } catch (error) {
    await app.close();
    throw error;
  }

  // Once shutdown begins, answers close their connection, so keep-alive
  // clients cannot hold the process open after their request has finished.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        // The console's PDF documents, framed from our own origin; the contact section's map:
        // OpenStreetMap's embed, or Google's with MAPS_EMBED_API_KEY.
        frameSrc: ["'self'", 'https://www.openstreetmap.org', 'https://www.google.com'],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
      },
    },
  });

  await app.register(healthRoutes, { database, isClosing: () => closing });

  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log.child({ module: 'mail' }),
  });
  app.addHook('onReady', async () => mailer.start());
  app.addHook('preClose', () => mailer.stop());
  if (!config.production) await app.register(devMailboxRoutes, { db: database.db });

  const publicUrl = publicUrlOf(config);
  const auth = createAuth({
    db: database.db,
    mailer,
    secret: await loadOrCreateSecret({
      given: config.authSecret,
      dataDir: config.dataDir,
      fileName: 'auth-secret',
      generate: () => randomBytes(32).toString('base64url'),
    }),
    publicUrl,
  });
  await app.register(authRoutes, { auth, publicUrl });
  const aadhaarCipher = await loadAadhaarCipher(config);
  await app.register(partnerRoutes, { db: database.db, auth, aadhaarCipher });
  await app.register(multipart);
  const spoolDir = uploadSpoolDir(config.dataDir);
  await sweepUploadSpool(spoolDir, 2 * config.requestTimeoutMs);
  const storage = dependencies.storage ?? createStorage(config);
  app.addHook('onClose', async () => storage.close());
  await app.register(documentRoutes, { db: database.db, auth, aadhaarCipher, storage, spoolDir });
  await app.register(adminRoutes, {
    auth,
    db: database.db,
    cipher: aadhaarCipher,
    storage,
    mailer,
    publicUrl,
  });
  await app.register(bookingRoutes, { db: database.db, auth });
  await app.register(geocodeRoutes, {
    auth,
    db: database.db,
    geocoder: createGeocoder({
      googleApiKey: config.googleMapsApiKey,
      nominatimUrl: config.nominatimUrl,
      googleUrl: config.googleGeocodingUrl,
      userAgent: `ShataPartnerPortal/1.0 (${publicUrl})`,
    }),
  });
  await app.register(contactRoutes, {
    db: database.db,
    mailer,
    supportEmail: config.supportEmail,
  });
  await app.register(clientConfigRoutes, {
    inactivityLogout: config.inactivityLogout,
    partnerApp: config.partnerApp,
    socialLinks: config.socialLinks,
    mapsEmbedApiKey: config.mapsEmbedApiKey,
    supportEmail: config.supportEmail,
  });
  await registerSpa(app, config.webDistDir);
  return app;
}
