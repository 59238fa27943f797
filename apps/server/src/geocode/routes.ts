import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { caller, guard, requireVerifiedUser, type Sessions } from '../auth/session';
import type { Db } from '../db/client';
import { withZodSchemas } from '../http/validation';
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
const geocodeLimit = { max: 20, windowMs: 60_000 };

export async function geocodeRoutes(
  app: FastifyInstance,
  { sessions, db, geocoder }: { sessions: Sessions; db: Db; geocoder: Geocoder },
) {
  const routes = withZodSchemas(app);
  // Every signed-in request counts, bad coordinates too, so a script cannot probe for free.
  const limited = async (request: FastifyRequest) => {
    await consumeRequest(db, `geocode:${caller(request).id}`, geocodeLimit);
  };

  /** Address parts for the registration form's 'Get Location', which only a verified partner sees. */
  routes.get(
    '/api/geocode/reverse',
    {
      preValidation: [guard(sessions, requireVerifiedUser), limited],
      schema: { querystring: coordinates },
      // The messages are phrases ('lat must be a number'), not sentences.
      config: { issueSeparator: '; ' },
    },
    async (request) => geocoder.reverse(request.query.lat, request.query.lng),
  );
}
