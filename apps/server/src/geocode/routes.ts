import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { consumeRequest } from '../rate-limit/limiter';
import type { Geocoder } from './geocoder';

const coordinates = z.object({
  lat: z.coerce
    .number({ error: 'lat must be a number' })
    .min(-90, 'lat must be between -90 and 90')
    .max(90, 'lat must be between -90 and 90'),
  lng: z.coerce
    .number({ error: 'lng must be a number' })
    .min(-180, 'lng must be between -180 and 180')
    .max(180, 'lng must be between -180 and 180'),
});

/** Generous for a person pressing 'Get Location', tight for a script. */
export const geocodeLimit = { max: 20, windowMs: 60_000 };

export async function geocodeRoutes(
  app: FastifyInstance,
  { auth, db, geocoder }: { auth: Auth; db: Db; geocoder: Geocoder },
) {
  /** Address parts for the registration form's 'Get Location'. */
  app.get('/api/geocode/reverse', async (request) => {
    const user = await requireUser(auth, request);
    await consumeRequest(db, `geocode:${user.id}`, geocodeLimit);
    const parsed = coordinates.safeParse(request.query);
    if (!parsed.success) {
      throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join('; '));
    }
    return geocoder.reverse(parsed.data.lat, parsed.data.lng);
  });
}
