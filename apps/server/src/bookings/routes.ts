import { bookingInputSchema, bookingsQuerySchema } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Auth } from '../auth/auth';
import { requireOperator, requireVerifiedUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import {
  cancelBooking,
  createBooking,
  findRecord,
  listBookings,
  type recordTables,
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

/** The records' paths as spec section 7 names them. */
const recordPaths: Record<keyof typeof recordTables, string> = {
  eventId: '/api/events/:id',
  cateringEvent: '/api/catering/:id',
  photographyEvent: '/api/photography/:id',
};

type IdParams = { Params: { id: string } };

/** A partner's own bookings, the records they link, and operators' changes to bookings. */
export async function bookingRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  app.get('/api/bookings', async (request) => {
    const user = await requireVerifiedUser(auth, request);
    return listBookings(db, user, parse(bookingsQuerySchema, request.query));
  });

  for (const [field, path] of Object.entries(recordPaths) as [
    keyof typeof recordTables,
    string,
  ][]) {
    app.get<IdParams>(path, async (request) => {
      await requireVerifiedUser(auth, request);
      return findRecord(db, field, request.params.id);
    });
  }

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
