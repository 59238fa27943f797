import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { consumeRequest } from '../rate-limit/limiter';
import type { Geocoder } from './geocoder';

/** A query value that must be present and in range: an empty `lat=` is not latitude 0. */
const queryNumber = (name: string, limit: number) =>
  z
    .string({ error: `${name} must be a number` })
    .trim()
    .min(1, `${name} must be a number`)
    .pipe(
      z.coerce
        .number<string>({ error: `${name} must be a number` })
        .min(-limit, `${name} must be between -${limit} and ${limit}`)
        .max(limit, `${name} must be between -${limit} and ${limit}`),
    );

const coordinates = z.object({ lat: queryNumber('lat', 90), lng: queryNumber('lng', 180) });

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
