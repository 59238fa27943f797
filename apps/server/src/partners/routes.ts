import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import { requireVerifiedUser } from '../auth/session';
import type { Db } from '../db/client';
import { findOrCreatePartnerByEmail, toPartnerResponse } from './service';

export async function partnerRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  /** The caller's own partner record; never anyone else's. */
  app.get('/api/partners/me', async (request) => {
    const user = await requireVerifiedUser(auth, request);
    return toPartnerResponse(await findOrCreatePartnerByEmail(db, user.email));
  });
}
