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
  integrationBookingSchema,
  integrationEventPageSchema,
  integrationEventsQuerySchema,
  integrationPartnerPageSchema,
  integrationPartnerSchema,
  integrationPartnersQuerySchema,
  integrationRecordInputSchema,
  integrationRecordSchema,
  integrationVideoKycSchema,
  messages,
} from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiKeyRefusals, callingApiKey } from '../api-keys/guard';
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
import { errorAnswers, type Refusals } from '../openapi/error-answers';
import { type ReviewContext, recordVideo } from '../operators/service';
import { eventPage } from './events';
import { partnerState, partnerStates } from './partners';
import { receiveThumbnail } from './thumbnails';

/**
 * What any call may be refused before its route's own checks: the key
 * guard's refusals, a control character in a parameter (400), and the
 * database out of reach (503).
 */
const everyCall = [
  apiKeyRefusals,
  { 400: ['validation_failed'], 503: ['database_unavailable'] },
] as const satisfies Refusals[];

/** A path the router cannot decode (400), or a parameter past its length (414). */
const pathParams = { 400: ['invalid_url'], 414: ['invalid_url'] } as const satisfies Refusals;

/** A JSON body (or one sent to a POST that takes none): malformed, too large, or not JSON. */
const jsonBody = {
  400: ['invalid_json', 'content_length_mismatch'],
  413: ['body_too_large'],
  415: ['unsupported_content_type'],
} as const satisfies Refusals;

/** A route's `schema.response`: its successes, and every refusal it may answer, for the document. */
function answers<Success extends Record<number, z.ZodType>, const Own extends Refusals[]>(
  success: Success,
  ...refusals: Own
) {
  return { ...success, ...errorAnswers(...everyCall, ...refusals) };
}

const bookingAnswers = { 200: integrationBookingSchema, 201: integrationBookingSchema };
const recordAnswers = { 200: integrationRecordSchema, 201: integrationRecordSchema };

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
      schema: {
        params: externalIdParams,
        body: integrationBookingInputSchema,
        response: answers(bookingAnswers, pathParams, jsonBody, {
          404: ['not_found'],
          409: ['booking_partner_changed'],
          422: ['partner_unknown', 'booking_record_unknown'],
        }),
      },
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
    {
      config: { apiScope: 'bookings:write' },
      schema: {
        params: externalIdParams,
        response: answers({ 200: integrationBookingSchema }, pathParams, jsonBody, {
          404: ['not_found', 'booking_not_found'],
        }),
      },
    },
    async (request): Promise<IntegrationBooking> =>
      cancelBookingByExternalId(db, apiKeyActor(callingApiKey(request)), request.params.externalId),
  );

  routes.put(
    '/api/v1/records/:collection/:externalId',
    {
      config: { apiScope: 'records:write' },
      schema: {
        params: recordParams,
        body: integrationRecordInputSchema,
        response: answers(recordAnswers, pathParams, jsonBody, { 404: ['not_found'] }),
      },
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
      config: { apiScope: 'records:write', multipart: true, uploadPart: 'thumbnail' },
      schema: {
        params: recordParams,
        response: answers({ 200: integrationRecordSchema }, pathParams, {
          400: [
            'upload_arguments_required',
            'one_file_per_upload',
            'upload_incomplete',
            'file_empty',
          ],
          404: ['not_found', 'booking_record_not_found'],
          413: ['file_too_large'],
          415: ['unsupported_content_type', 'file_type_not_allowed'],
        }),
      },
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
      schema: {
        params: idParams,
        body: integrationVideoKycSchema,
        response: answers({ 200: integrationPartnerSchema }, pathParams, jsonBody, {
          404: ['partner_not_found'],
        }),
      },
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
    {
      config: { apiScope: 'partners:read' },
      schema: {
        params: idParams,
        response: answers({ 200: integrationPartnerSchema }, pathParams, {
          404: ['partner_not_found'],
        }),
      },
    },
    async (request): Promise<IntegrationPartner> => partnerState(db, request.params.id),
  );

  routes.get(
    '/api/v1/partners',
    {
      config: { apiScope: 'partners:read' },
      schema: {
        querystring: integrationPartnersQuerySchema,
        response: answers({ 200: integrationPartnerPageSchema }, { 400: ['invalid_cursor'] }),
      },
    },
    async (request): Promise<IntegrationPartnerPage> => partnerStates(db, request.query),
  );

  routes.get(
    '/api/v1/events',
    {
      config: { apiScope: 'events:read' },
      schema: {
        querystring: integrationEventsQuerySchema,
        response: answers({ 200: integrationEventPageSchema }),
      },
    },
    async (request): Promise<IntegrationEventPage> =>
      eventPage(db, request.query.after, request.query.limit),
  );
}
