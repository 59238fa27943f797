import { rm } from 'node:fs/promises';
import {
  type BookingRecordCollection,
  bookingRecordCollections,
  externalIdSchema,
  type IntegrationBooking,
  type IntegrationEventPage,
  type IntegrationPartner,
  type IntegrationPartnerPage,
  type IntegrationRecord,
  integrationBookingInputSchema,
  integrationEventsQuerySchema,
  integrationPartnersQuerySchema,
  integrationRecordInputSchema,
  integrationVideoKycSchema,
  messages,
} from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callingApiKey } from '../api-keys/guard';
import { apiKeyActor } from '../api-keys/service';
import {
  cancelBookingByExternalId,
  putBooking,
  putRecord,
  putThumbnail,
} from '../bookings/external';
import type { Db } from '../db/client';
import type { DocumentStorage } from '../documents/storage/storage';
import { idParams, withZodSchemas } from '../http/validation';
import { type ReviewContext, recordVideo } from '../operators/service';
import { eventPage } from './events';
import { partnerState, partnerStates } from './partners';
import { receiveThumbnail } from './thumbnails';

const externalIdParams = z.object({ externalId: externalIdSchema });

const recordParams = z.object({
  collection: z.enum(bookingRecordCollections, { error: messages.bookings.collectionUnknown }),
  externalId: externalIdSchema,
});

/**
 * The integration API, for the marketplace's other systems: each route takes
 * an API key with the scope it names (api-keys/guard.ts) and answers the
 * domain's integration schemas. Writes are keyed by the caller's ids: 201
 * while the thing stands as created, 200 once changed, and a repeat answers
 * the same and writes nothing.
 */
export async function integrationRoutes(
  app: FastifyInstance,
  { spoolDir, ...context }: Omit<ReviewContext, 'log'> & { spoolDir: string },
) {
  const routes = withZodSchemas(app);
  writeRoutes(routes, context.db, context.storage, spoolDir);
  partnerAndEventRoutes(routes, context);
}

type Routes = ReturnType<typeof withZodSchemas>;

/** Bookings and records, by the caller's ids. */
function writeRoutes(routes: Routes, db: Db, storage: DocumentStorage, spoolDir: string) {
  routes.put(
    '/api/v1/bookings/:externalId',
    {
      config: { apiScope: 'bookings:write' },
      schema: { params: externalIdParams, body: integrationBookingInputSchema },
    },
    async (request, reply) => {
      const actor = apiKeyActor(callingApiKey(request));
      const { created, answer } = await putBooking(
        db,
        actor,
        request.params.externalId,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(answer satisfies IntegrationBooking);
    },
  );

  routes.post(
    '/api/v1/bookings/:externalId/cancel',
    { config: { apiScope: 'bookings:write' }, schema: { params: externalIdParams } },
    async (request): Promise<IntegrationBooking> =>
      cancelBookingByExternalId(db, apiKeyActor(callingApiKey(request)), request.params.externalId),
  );

  routes.put(
    '/api/v1/records/:collection/:externalId',
    {
      config: { apiScope: 'records:write' },
      schema: { params: recordParams, body: integrationRecordInputSchema },
    },
    async (request, reply) => {
      const collection: BookingRecordCollection = request.params.collection;
      const { created, answer } = await putRecord(
        db,
        { storage, log: request.log },
        collection,
        request.params.externalId,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(answer satisfies IntegrationRecord);
    },
  );

  // The thumbnail as an image: one multipart file part named `thumbnail`, JPEG or PNG, at most 5 MB.
  routes.put(
    '/api/v1/records/:collection/:externalId/thumbnail',
    {
      config: { apiScope: 'records:write', multipart: true },
      schema: { params: recordParams },
    },
    async (request): Promise<IntegrationRecord> => {
      const image = await receiveThumbnail(request, spoolDir);
      try {
        const { collection, externalId } = request.params;
        const files = { storage, log: request.log };
        return await putThumbnail(db, files, collection, externalId, image);
      } finally {
        await rm(image.localPath, { force: true });
      }
    },
  );
}

/** Partners (their video KYC, and their verification state) and the event log. */
function partnerAndEventRoutes(routes: Routes, context: Omit<ReviewContext, 'log'>) {
  const { db } = context;
  routes.post(
    '/api/v1/partners/:id/video-kyc',
    {
      config: { apiScope: 'video_kyc:write' },
      schema: { params: idParams, body: integrationVideoKycSchema },
    },
    async (request): Promise<IntegrationPartner> => {
      const { id } = request.params;
      // Unknown or malformed: the 404 of GET /api/v1/partners/:id, before anything is tried.
      await partnerState(db, id);
      await recordVideo(
        { ...context, log: request.log },
        apiKeyActor(callingApiKey(request)),
        id,
        request.body.videoUrl,
      );
      return partnerState(db, id);
    },
  );

  routes.get(
    '/api/v1/partners/:id',
    { config: { apiScope: 'partners:read' }, schema: { params: idParams } },
    async (request): Promise<IntegrationPartner> => partnerState(db, request.params.id),
  );

  routes.get(
    '/api/v1/partners',
    {
      config: { apiScope: 'partners:read' },
      schema: { querystring: integrationPartnersQuerySchema },
    },
    async (request): Promise<IntegrationPartnerPage> => partnerStates(db, request.query),
  );

  routes.get(
    '/api/v1/events',
    { config: { apiScope: 'events:read' }, schema: { querystring: integrationEventsQuerySchema } },
    async (request): Promise<IntegrationEventPage> =>
      eventPage(db, request.query.after, request.query.limit),
  );
}
