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
import { cancelBookingByExternalId, putBooking, putRecord } from '../bookings/external';
import { idParams, withZodSchemas } from '../http/validation';
import { type ReviewContext, recordVideo } from '../operators/service';
import { eventPage } from './events';
import { partnerState, partnerStates } from './partners';

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
export async function integrationRoutes(app: FastifyInstance, context: Omit<ReviewContext, 'log'>) {
  const routes = withZodSchemas(app);
  const { db } = context;

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
        collection,
        request.params.externalId,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(answer satisfies IntegrationRecord);
    },
  );

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
