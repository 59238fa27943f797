import { messages, partnerUpdateSchema } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import { isOperator, requireVerifiedUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { AadhaarCipher } from './aadhaar-cipher';
import {
  findOrCreatePartnerByEmail,
  findOwnPartner,
  findReadablePartner,
  partnerResponse,
  updatePartner,
} from './service';

export async function partnerRoutes(
  app: FastifyInstance,
  { db, auth, aadhaarCipher }: { db: Db; auth: Auth; aadhaarCipher: AadhaarCipher },
) {
  /** The caller's own partner record; never anyone else's. */
  app.get('/api/partners/me', async (request) => {
    const user = await requireVerifiedUser(auth, request);
    if (isOperator(user)) throw new HttpError(403, messages.review.operatorHasNoPartner);
    return partnerResponse(db, await findOrCreatePartnerByEmail(db, user.email), aadhaarCipher);
  });

  /** The owner's partner, or any partner for an operator. */
  app.get<{ Params: { id: string } }>('/api/partners/:id', async (request) => {
    const user = await requireVerifiedUser(auth, request);
    return partnerResponse(
      db,
      await findReadablePartner(db, user, request.params.id),
      aadhaarCipher,
    );
  });

  app.put<{ Params: { id: string } }>('/api/partners/:id', async (request) => {
    const user = await requireVerifiedUser(auth, request);
    const row = await findOwnPartner(db, user.email, request.params.id);
    const parsed = partnerUpdateSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join(' '));
    }
    return partnerResponse(
      db,
      await updatePartner(db, row, parsed.data, aadhaarCipher),
      aadhaarCipher,
    );
  });
}
