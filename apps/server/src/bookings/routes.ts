import {
  type BookingRecordCollection,
  bookingInputSchema,
  bookingRecordCollections,
  bookingRecordInputSchema,
  bookingsQuerySchema,
  messages,
} from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Auth } from '../auth/auth';
import { requireOperator, requireVerifiedUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import {
  cancelBooking,
  createBooking,
  createRecord,
  fieldOfCollection,
  findRecord,
  listBookings,
  listRecords,
  updateBooking,
} from './service';

/** The input, or a 400 carrying every message of what is wrong with it. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  return parsed.data;
}

const isCollection = (name: string): name is BookingRecordCollection =>
  (bookingRecordCollections as readonly string[]).includes(name);

/** The collection named in a path, or 404. */
function collectionField(name: string) {
  if (!isCollection(name)) throw new HttpError(404, messages.bookings.collectionUnknown);
  return fieldOfCollection[name];
}

type IdParams = { Params: { id: string } };
type CollectionParams = { Params: { collection: string } };

/** A partner's own bookings, the records they link, and operators' changes to bookings. */
export async function bookingRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  app.get('/api/bookings', async (request) => {
    const user = await requireVerifiedUser(auth, request);
    return listBookings(db, user, parse(bookingsQuerySchema, request.query));
  });

  // The records' paths as spec section 7 names them: /api/events/:id and the like.
  for (const collection of bookingRecordCollections) {
    app.get<IdParams>(`/api/${collection}/:id`, async (request) => {
      const user = await requireVerifiedUser(auth, request);
      return findRecord(db, user, fieldOfCollection[collection], request.params.id);
    });
  }

  // The console's records to link a booking to, and new ones.
  app.get<CollectionParams>('/api/admin/records/:collection', async (request) => {
    await requireOperator(auth, request);
    return listRecords(db, collectionField(request.params.collection));
  });

  app.post<CollectionParams>('/api/admin/records/:collection', async (request, reply) => {
    await requireOperator(auth, request);
    const field = collectionField(request.params.collection);
    const input = parse(bookingRecordInputSchema, request.body);
    return reply.code(201).send(await createRecord(db, field, input));
  });

  app.post<IdParams>('/api/admin/partners/:id/bookings', async (request, reply) => {
    const operator = await requireOperator(auth, request);
    const input = parse(bookingInputSchema, request.body);
    return reply.code(201).send(await createBooking(db, operator, request.params.id, input));
  });

  app.put<IdParams>('/api/admin/bookings/:id', async (request) => {
    const operator = await requireOperator(auth, request);
    return updateBooking(db, operator, request.params.id, parse(bookingInputSchema, request.body));
  });

  app.post<IdParams>('/api/admin/bookings/:id/cancel', async (request) => {
    const operator = await requireOperator(auth, request);
    return cancelBooking(db, operator, request.params.id);
  });
}
