import {
  bookingInputSchema,
  bookingRecordCollections,
  bookingRecordInputSchema,
  bookingsQuerySchema,
  messages,
} from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  caller,
  guard,
  requirePermission,
  requireVerifiedUser,
  type Sessions,
} from '../auth/session';
import type { Db } from '../db/client';
import type { DocumentStorage } from '../documents/storage/storage';
import { HttpError } from '../http/errors';
import { idParams, withZodSchemas } from '../http/validation';
import {
  cancelBooking,
  createBooking,
  createRecord,
  fieldOfCollection,
  findRecord,
  findThumbnail,
  listBookings,
  listRecords,
  updateBooking,
} from './service';

/** The collection named in a path; any other name leads nowhere (404). */
const collectionParams = z.object({
  collection: z.enum(bookingRecordCollections, { error: messages.bookings.collectionUnknown }),
});

/** A partner's own bookings, the records they link, and operators' changes to bookings. */
export async function bookingRoutes(
  app: FastifyInstance,
  { db, sessions, storage }: { db: Db; sessions: Sessions; storage: DocumentStorage },
) {
  const routes = withZodSchemas(app);
  const signedIn = guard(sessions, requireVerifiedUser);
  const operatorsOnly = guard(sessions, requirePermission('review'));

  routes.get(
    '/api/bookings',
    { preValidation: signedIn, schema: { querystring: bookingsQuerySchema } },
    async (request) => listBookings(db, caller(request), request.query),
  );

  // The records' paths as spec section 7 names them: /api/events/:id and the like.
  for (const collection of bookingRecordCollections) {
    routes.get(
      `/api/${collection}/:id`,
      { preValidation: signedIn, schema: { params: idParams } },
      async (request) =>
        findRecord(db, caller(request), fieldOfCollection[collection], request.params.id),
    );

    // An image the marketplace uploaded for the record, to whoever may read the record.
    routes.get(
      `/api/${collection}/:id/thumbnail`,
      { preValidation: signedIn, schema: { params: idParams } },
      async (request, reply) => {
        const field = fieldOfCollection[collection];
        const thumbnail = await findThumbnail(db, caller(request), field, request.params.id);
        const stored = await storage.get(thumbnail.key);
        if (!stored) {
          throw new HttpError(404, 'booking_record_not_found', messages.bookings.recordNotFound);
        }
        if (stored.size !== undefined) reply.header('content-length', stored.size);
        return (
          reply
            .type(thumbnail.contentType)
            .header('x-content-type-options', 'nosniff')
            // Kept a day: a new image gets a new address (its digest, ?v=).
            .header('cache-control', 'private, max-age=86400')
            .send(stored.body)
        );
      },
    );
  }

  // The console's records to link a booking to, and new ones.
  routes.get(
    '/api/admin/records/:collection',
    { preValidation: operatorsOnly, schema: { params: collectionParams } },
    async (request) => listRecords(db, fieldOfCollection[request.params.collection]),
  );

  routes.post(
    '/api/admin/records/:collection',
    {
      preValidation: operatorsOnly,
      schema: { params: collectionParams, body: bookingRecordInputSchema },
    },
    async (request, reply) => {
      const field = fieldOfCollection[request.params.collection];
      return reply.code(201).send(await createRecord(db, field, request.body));
    },
  );

  routes.post(
    '/api/admin/partners/:id/bookings',
    { preValidation: operatorsOnly, schema: { params: idParams, body: bookingInputSchema } },
    async (request, reply) => {
      const booking = await createBooking(db, caller(request), request.params.id, request.body);
      return reply.code(201).send(booking);
    },
  );

  routes.put(
    '/api/admin/bookings/:id',
    { preValidation: operatorsOnly, schema: { params: idParams, body: bookingInputSchema } },
    async (request) => updateBooking(db, caller(request), request.params.id, request.body),
  );

  routes.post(
    '/api/admin/bookings/:id/cancel',
    { preValidation: operatorsOnly, schema: { params: idParams } },
    async (request) => cancelBooking(db, caller(request), request.params.id),
  );
}
