import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { HttpError } from '../http/errors';
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

export async function geocodeRoutes(
  app: FastifyInstance,
  { auth, geocoder }: { auth: Auth; geocoder: Geocoder },
) {
  /** Address parts for the registration form's 'Get Location'. */
  app.get('/api/geocode/reverse', async (request) => {
    await requireUser(auth, request);
    const parsed = coordinates.safeParse(request.query);
    if (!parsed.success) {
      throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join('; '));
    }
    return geocoder.reverse(parsed.data.lat, parsed.data.lng);
  });
}
