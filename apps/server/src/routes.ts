import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { aadhaarQrRoutes } from './aadhaar-qr/routes';
import { accessLogRoutes } from './access-log/routes';
import { registerApiKeyGuard } from './api-keys/guard';
import { apiKeyRoutes } from './api-keys/routes';
import { authRoutes } from './auth/routes';
import { secondFactorRoutes } from './auth/second-factor-routes';
import { bookingRoutes } from './bookings/routes';
import { caseRoutes } from './cases/routes';
import { clientConfigRoutes } from './client-config/routes';
import type { Config } from './config';
import { contactRoutes } from './contact/routes';
import { uploadRoutes } from './documents/resumable/routes';
import { draftUploads } from './documents/resumable/service';
import { scheduleUploadSweep } from './documents/resumable/sweep';
import { documentRoutes } from './documents/routes';
import { exportRoutes } from './exports/routes';
import { createGeocoder } from './geocode/geocoder';
import { geocodeRoutes } from './geocode/routes';
import { healthRoutes } from './health/routes';
import { registerSpa } from './http/spa';
import { integrationRoutes } from './integration/routes';
import { localeRoutes } from './locale/routes';
import { devMailboxRoutes } from './mail/dev-mailbox';
import { noteRoutes } from './notes/routes';
import { registerOpenApi } from './openapi/openapi';
import { operatorRoutes } from './operators/routes';
import { partnerRoutes } from './partners/routes';
import { submitRegistration } from './partners/submission';
import type { Services } from './services';
import { teamRoutes } from './team/routes';
import { resolveWithDns } from './webhooks/addresses';
import { webhookRoutes } from './webhooks/routes';

/** What a partner's time in stage is counted with. */
const workingCalendarOf = (config: Config) => ({
  holidays: config.holidays,
  expectedWaits: config.expectedWaits,
});

/** The operators' console: the queue, a partner's review and decisions, and cases. */
async function registerReviewRoutes(app: FastifyInstance, config: Config, services: Services) {
  const { database, sessions, aadhaarCipher: cipher, storage, mailer, publicUrl } = services;
  const db = database.db;
  const workingCalendar = workingCalendarOf(config);
  await app.register(operatorRoutes, {
    sessions,
    db,
    cipher,
    storage,
    mailer,
    publicUrl,
    stageMailMergeMs: config.stageMailMergeMs,
    workingCalendar,
  });
  await app.register(caseRoutes, { sessions, db, cipher, workingCalendar });
  await app.register(noteRoutes, { db, sessions });
  await app.register(accessLogRoutes, { db, sessions });
  await app.register(exportRoutes, { db, sessions });
  await app.register(teamRoutes, { db, sessions, mailer, publicUrl });
}

/**
 * The second part of `buildApp`: every route, each given by name the services
 * it uses. The only module besides app.ts that imports a feature's routes
 * (biome.json refuses it elsewhere).
 */
export async function registerRoutes(
  app: FastifyInstance,
  config: Config,
  services: Services,
  isClosing: () => boolean,
): Promise<void> {
  const { database, sessions, aadhaarCipher, storage, mailer, publicUrl, uploads } = services;
  const db = database.db;
  registerApiKeyGuard(app, { db });
  // Before any route: the document is made from the routes as they are registered.
  await registerOpenApi(app);
  await app.register(healthRoutes, { database, isClosing });
  await app.register(devMailboxRoutes, { db, key: services.devMailboxKey });
  await app.register(authRoutes, {
    auth: services.auth,
    publicUrl,
    db,
    sessions,
    mailer,
    log: app.log.child({ module: 'auth' }),
    backgroundTasks: services.authTasks,
  });
  await app.register(secondFactorRoutes, { sessions });
  scheduleUploadSweep(app, uploads);
  await app.register(partnerRoutes, {
    db,
    sessions,
    aadhaarCipher,
    draftUploads: (partnerId) => draftUploads(uploads, partnerId),
    submit: (row, submission, by) =>
      submitRegistration(uploads, aadhaarCipher, row, submission, by),
  });
  await app.register(uploadRoutes, { sessions, uploads, aadhaarCipher });
  await app.register(aadhaarQrRoutes, { sessions, ...services.secureQr });
  await app.register(multipart);
  await app.register(documentRoutes, {
    db,
    sessions,
    aadhaarCipher,
    storage,
    spoolDir: services.spoolDir,
    aadhaarPictures: services.aadhaarPictures,
  });
  await registerReviewRoutes(app, config, services);
  await app.register(bookingRoutes, { db, sessions, storage });
  await app.register(apiKeyRoutes, { db, sessions });
  await app.register(integrationRoutes, {
    db,
    cipher: aadhaarCipher,
    storage,
    mailer,
    publicUrl,
    stageMailMergeMs: config.stageMailMergeMs,
    workingCalendar: workingCalendarOf(config),
    spoolDir: services.spoolDir,
  });
  await app.register(geocodeRoutes, {
    sessions,
    db,
    geocoder: createGeocoder({
      googleApiKey: config.googleMapsApiKey,
      nominatimUrl: config.nominatimUrl,
      googleUrl: config.googleGeocodingUrl,
      userAgent: `ShataPartnerPortal/1.0 (${publicUrl})`,
    }),
  });
  await app.register(contactRoutes, { db, mailer, supportEmail: config.supportEmail });
  await app.register(localeRoutes, {
    db,
    sessions,
    secureCookies: publicUrl.startsWith('https://'),
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
  await app.register(webhookRoutes, {
    sessions,
    db,
    cipher: aadhaarCipher,
    allowPrivate: config.webhookAllowPrivateUrls,
    resolve: resolveWithDns,
    wake: services.webhooks.wake,
  });
  await registerSpa(app, config.webDistDir, { pseudoLocale: config.pseudoLocale });
}
