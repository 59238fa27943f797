import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type AadhaarPictures, createAadhaarPictures } from './aadhaar-qr/pictures';
import type { SecureQrContext } from './aadhaar-qr/service';
import { loadTrustedSigners } from './aadhaar-qr/trusted-signers';
import { type Auth, createAuth, loadAuthSecret } from './auth/auth';
import { createSessions, type Sessions } from './auth/session';
import { checkUncheckedPartners } from './checks/service';
import { type Config, publicUrlOf } from './config';
import { type Database, openDatabase } from './db/client';
import type { UploadsContext } from './documents/resumable/service';
import { createTusUploads } from './documents/resumable/tus-server';
import { createStorage } from './documents/storage/create-storage';
import type { DocumentStorage } from './documents/storage/storage';
import { openUploadSpool } from './documents/upload-spool';
import { onEventsCommitted } from './events/record';
import { type BackgroundTasks, createBackgroundTasks } from './http/background-tasks';
import { devMailboxKeyFor, mailDestination, startupNotice } from './mail/dev-mailbox';
import { createMailer, type Mailer } from './mail/mailer';
import { type AadhaarCipher, loadAadhaarCipher } from './partners/aadhaar-cipher';
import { createWebhookDeliverer, type WebhookDeliverer } from './webhooks/delivery';

/** What `buildApp` is handed instead of making it: by `serve.ts` and by tests. */
export interface AppDependencies {
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

/**
 * Everything the routes are given, made once from the config: the first part
 * of `buildApp`. Each is passed by name to the routes that use it (routes.ts).
 */
export interface Services {
  database: Database;
  /** The migrations, run on the database's side while the routes are registered. */
  migrated: Promise<void>;
  publicUrl: string;
  mailer: Mailer;
  devMailboxKey: string | undefined;
  auth: Auth;
  sessions: Sessions;
  /** Handed in by tests that hold back the auth bridge's work; otherwise the auth routes make their own. */
  authTasks: BackgroundTasks | undefined;
  aadhaarCipher: AadhaarCipher;
  secureQr: SecureQrContext;
  storage: DocumentStorage;
  spoolDir: string;
  aadhaarPictures: AadhaarPictures;
  uploads: UploadsContext;
  webhooks: WebhookDeliverer;
}

/** Makes the services and hooks their start and stop onto the app's life. */
export async function makeServices(
  app: FastifyInstance,
  config: Config,
  dependencies: AppDependencies,
): Promise<Services> {
  const database = dependencies.database ?? (await openDatabase(config));
  app.addHook('onClose', () => database.close());
  // Migrations run on the database's side while this thread registers the
  // routes, none of which queries at registration; the app waits for both.
  const migrated = database.migrate();
  migrated.catch(() => {});
  const publicUrl = publicUrlOf(config);
  const { mailer, devMailboxKey } = makeMail(app, config, dependencies, database);
  const { auth, sessions } = await makeAuth(app, config, database, mailer, publicUrl);
  const documents = await makeDocuments(app, config, dependencies, database);
  const webhooks = makeWebhooks(app, config, database, documents.aadhaarCipher, publicUrl);
  return {
    database,
    migrated,
    publicUrl,
    mailer,
    devMailboxKey,
    auth,
    sessions,
    authTasks: dependencies.backgroundTasks,
    ...documents,
    webhooks,
  };
}

/** The webhooks' delivery loop, in every process, woken by this process's changes. */
function makeWebhooks(
  app: FastifyInstance,
  config: Config,
  database: Database,
  cipher: AadhaarCipher,
  publicUrl: string,
) {
  const log = app.log.child({ module: 'webhooks' });
  const webhooks = createWebhookDeliverer({
    db: database.db,
    cipher,
    log,
    allowPrivate: config.webhookAllowPrivateUrls,
    userAgent: `ShataPartnerPortal-Webhooks/1.0 (${publicUrl})`,
  });
  const unsubscribe = onEventsCommitted(webhooks.wake);
  app.addHook('onReady', async () => webhooks.start());
  app.addHook('preClose', async () => {
    unsubscribe();
    await webhooks.stop();
  });
  if (config.webhookAllowPrivateUrls) {
    app.addHook('onListen', async () => {
      log.warn(
        'WEBHOOK_ALLOW_PRIVATE_URLS is on: webhooks may go to private and loopback addresses, and over plain http. For development and tests only.',
      );
    });
  }
  return webhooks;
}

function makeMail(
  app: FastifyInstance,
  config: Config,
  dependencies: AppDependencies,
  database: Database,
) {
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log.child({ module: 'mail' }),
  });
  app.addHook('onReady', async () => mailer.start());
  app.addHook('preClose', () => mailer.stop());
  const devMailboxKey = devMailboxKeyFor(config);
  app.addHook('onListen', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info(mailDestination(config, devMailboxKey, `http://127.0.0.1:${port}`));
    dependencies.announce?.(startupNotice({ ...config, port }, devMailboxKey));
  });
  return { mailer, devMailboxKey };
}

async function makeAuth(
  app: FastifyInstance,
  config: Config,
  database: Database,
  mailer: Mailer,
  publicUrl: string,
) {
  const authSecret = await loadAuthSecret(config);
  const auth = createAuth({
    db: database.db,
    mailer,
    secret: authSecret,
    publicUrl,
    log: app.log.child({ module: 'auth' }),
  });
  const { authCookies, sessionConfig } = await auth.$context;
  const sessions = createSessions({
    db: database.db,
    secret: authSecret,
    cookieName: authCookies.sessionToken.name,
    expiresInSeconds: sessionConfig.expiresIn,
    updateAgeSeconds: sessionConfig.updateAge,
    operatorTwoFactor: config.operatorTwoFactor,
  });
  return { auth, sessions };
}

/** The documents' services: the spool, the storage, the Aadhaar picture reader and the resumable uploads. */
async function makeDocuments(
  app: FastifyInstance,
  config: Config,
  dependencies: AppDependencies,
  database: Database,
) {
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
  const backgroundChecks =
    dependencies.backgroundTasks ??
    createBackgroundTasks((error) =>
      app.log.error({ err: error }, 'a check run after answering failed'),
    );
  const aadhaarPictures = await createAadhaarPictures({
    context: secureQr,
    tasks: backgroundChecks,
    log: app.log.child({ module: 'aadhaar-qr' }),
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
  return { aadhaarCipher, secureQr, storage, spoolDir: spool.dir, aadhaarPictures, uploads };
}
