import { randomBytes } from 'node:crypto';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { createAadhaarPictures } from './aadhaar-qr/pictures';
import { aadhaarQrRoutes } from './aadhaar-qr/routes';
import type { SecureQrContext } from './aadhaar-qr/service';
import { loadTrustedSigners } from './aadhaar-qr/trusted-signers';
import { createAuth } from './auth/auth';
import { type BackgroundTasks, createBackgroundTasks } from './auth/background-tasks';
import { authRoutes } from './auth/routes';
import { createSessions } from './auth/session';
import { bookingRoutes } from './bookings/routes';
import { checkUncheckedPartners } from './checks/service';
import { clientConfigRoutes } from './client-config/routes';
import { type Config, fastifyTrustProxy, publicUrlOf } from './config';
import { contactRoutes } from './contact/routes';
import { type Database, openDatabase } from './db/client';
import { documentRoutes } from './documents/routes';
import { openUploadSpool } from './documents/upload-spool';
import { createGeocoder } from './geocode/geocoder';
import { geocodeRoutes } from './geocode/routes';
import { healthRoutes } from './health/routes';
import { answerFrameworkError, registerErrorHandler } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { loggerOptions, requestId } from './http/logging';
import { registerRequestGuards } from './http/request-guards';
import { registerSpa } from './http/spa';
import {
  devMailboxKeyFor,
  devMailboxRoutes,
  mailDestination,
  startupNotice,
} from './mail/dev-mailbox';
import { createMailer } from './mail/mailer';
import { operatorRoutes } from './operators/routes';
import { loadAadhaarCipher } from './partners/aadhaar-cipher';
import { partnerRoutes } from './partners/routes';
import { loadOrCreateSecret } from './secrets';
import { createStorage, type DocumentStorage } from './storage/storage';
import { uploadRoutes } from './uploads/routes';
import { draftUploads, type UploadsContext } from './uploads/service';
import { scheduleUploadSweep } from './uploads/sweep';
import { createTusUploads } from './uploads/tus-server';

interface AppDependencies {
  /**
   * Handed in by `serve.ts`, which opens it while the server's modules load,
   * and by tests; otherwise opened from the config. The app owns it and closes it.
   */
  database?: Database;
  /** Handed in by tests that need a storage which fails; otherwise made from the config. */
  storage?: DocumentStorage;
  /** Where logs go instead of stdout; tests read them. */
  logStream?: DestinationStream;
  /**
   * Handed in by tests that hold back, or wait for, what is done after
   * answering: the auth bridge's work and the reading of Aadhaar pictures.
   */
  backgroundTasks?: BackgroundTasks;
  /** Given by `serve.ts`: takes the plain start-up line (`startupNotice`) once listening. */
  announce?: (line: string) => void;
}

/** The whole server as one Fastify instance, not yet listening: `serve.ts` and tests both start here. */
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
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: answerFrameworkError,
  });
  app.server.headersTimeout = config.headersTimeoutMs;

  const database = dependencies.database ?? (await openDatabase(config));
  app.addHook('onClose', () => database.close());
  // Migrations run on the database's side while this thread registers the
  // routes, none of which queries at registration; the app waits for both.
  const migrated = database.migrate();
  migrated.catch(() => {});

  // Once shutdown begins (its drain, then the close), /readyz answers 503 and
  // answers close their connection, so keep-alive clients cannot hold the
  // process open after their request has finished.
  let closing = false;
  app.decorate('beginShutdown', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  const publicUrl = publicUrlOf(config);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerRequestGuards(app, { publicOrigin: new URL(publicUrl).origin });
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
        // WebAssembly may be compiled (the HEIC decoder of a chosen photo); no eval of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
  const devMailboxKey = devMailboxKeyFor(config);
  await app.register(devMailboxRoutes, { db: database.db, key: devMailboxKey });
  app.addHook('onListen', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info(mailDestination(config, devMailboxKey, `http://127.0.0.1:${port}`));
    dependencies.announce?.(startupNotice({ ...config, port }, devMailboxKey));
  });

  const authLog = app.log.child({ module: 'auth' });
  const authSecret = await loadOrCreateSecret({
    given: config.authSecret,
    dataDir: config.dataDir,
    fileName: 'auth-secret',
    generate: () => randomBytes(32).toString('base64url'),
  });
  const auth = createAuth({ db: database.db, mailer, secret: authSecret, publicUrl, log: authLog });
  const { authCookies, sessionConfig } = await auth.$context;
  const sessions = createSessions({
    db: database.db,
    secret: authSecret,
    cookieName: authCookies.sessionToken.name,
    expiresInSeconds: sessionConfig.expiresIn,
    updateAgeSeconds: sessionConfig.updateAge,
  });
  await app.register(authRoutes, {
    auth,
    publicUrl,
    db: database.db,
    log: authLog,
    backgroundTasks: dependencies.backgroundTasks,
  });
  const aadhaarCipher = await loadAadhaarCipher(config);
  const uploadsLog = app.log.child({ module: 'uploads' });
  // Nothing still arriving is older than two request timeouts.
  const spool = await openUploadSpool(config.dataDir, {
    maxAgeMs: 2 * config.requestTimeoutMs,
    log: uploadsLog,
  });
  app.addHook('onClose', () => spool.close());
  const storage = dependencies.storage ?? (await createStorage(config));
  app.addHook('onClose', async () => storage.close());
  const secureQr: SecureQrContext = {
    db: database.db,
    cipher: aadhaarCipher,
    trustedSigners: await loadTrustedSigners(config),
  };
  const qrLog = app.log.child({ module: 'aadhaar-qr' });
  const backgroundChecks =
    dependencies.backgroundTasks ??
    createBackgroundTasks((error) =>
      app.log.error({ err: error }, 'a check run after answering failed'),
    );
  const aadhaarPictures = await createAadhaarPictures({
    context: secureQr,
    tasks: backgroundChecks,
    log: qrLog,
    dir: path.join(spool.dir, 'aadhaar-pictures'),
    readTimeoutMs: config.aadhaarPictureReadMs,
  });
  app.addHook('onClose', async () => {
    // Pictures still in line would hold the close open for as long as they take.
    await aadhaarPictures.close();
    await backgroundChecks.idle();
  });
  app.addHook('onReady', async () => {
    backgroundChecks.run(async () => {
      const checked = await checkUncheckedPartners(database.db, aadhaarCipher);
      if (checked > 0) app.log.info({ checked }, 'checked the partners that had no checks yet');
    });
  });
  const uploads: UploadsContext = {
    db: database.db,
    storage,
    tus: await createTusUploads(config, database.sessionLocks),
    spoolDir: spool.dir,
    expiryMs: config.uploadExpiryMs,
    log: uploadsLog,
    aadhaarPictures,
  };
  scheduleUploadSweep(app, uploads);
  await app.register(partnerRoutes, {
    db: database.db,
    sessions,
    aadhaarCipher,
    draftUploads: (partnerId) => draftUploads(uploads, partnerId),
  });
  await app.register(uploadRoutes, { sessions, uploads, aadhaarCipher });
  await app.register(aadhaarQrRoutes, { sessions, ...secureQr });
  await app.register(multipart);
  await app.register(documentRoutes, {
    db: database.db,
    sessions,
    aadhaarCipher,
    storage,
    spoolDir: spool.dir,
    aadhaarPictures,
  });
  await app.register(operatorRoutes, {
    sessions,
    db: database.db,
    cipher: aadhaarCipher,
    storage,
    mailer,
    publicUrl,
    stageMailMergeMs: config.stageMailMergeMs,
  });
  await app.register(bookingRoutes, { db: database.db, sessions });
  await app.register(geocodeRoutes, {
    sessions,
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
    expectedWaits: config.expectedWaits,
    supportEmail: config.supportEmail,
    supportPhone: config.supportPhone,
    supportWhatsApp: config.supportWhatsApp,
    officeAddress: config.officeAddress,
    officeCoordinates: config.officeCoordinates,
  });
  await registerSpa(app, config.webDistDir);
  try {
    await migrated;
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
