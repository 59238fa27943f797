import { isOperator, messages, partnerUpdateSchema } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import { caller, guard, requireVerifiedUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { idParams, withZodSchemas } from '../http/validation';
import type { AadhaarCipher } from './aadhaar-cipher';
import { findOwnPartner, findReadablePartner } from './access';
import { findOrCreatePartnerByEmail, partnerResponse, updatePartner } from './service';

export async function partnerRoutes(
  app: FastifyInstance,
  { db, auth, aadhaarCipher }: { db: Db; auth: Auth; aadhaarCipher: AadhaarCipher },
) {
  const routes = withZodSchemas(app);
  const preValidation = guard(auth, requireVerifiedUser);

  /** The caller's own partner record; never anyone else's. */
  routes.get('/api/partners/me', { preValidation }, async (request) => {
    const user = caller(request);
    if (isOperator(user)) throw new HttpError(403, messages.review.operatorHasNoPartner);
    return partnerResponse(db, await findOrCreatePartnerByEmail(db, user.email), aadhaarCipher);
  });

  /** The owner's partner, or any partner for an operator. */
  routes.get(
    '/api/partners/:id',
    { preValidation, schema: { params: idParams } },
    async (request) =>
      partnerResponse(
        db,
        await findReadablePartner(db, caller(request), request.params.id),
        aadhaarCipher,
      ),
  );

  routes.put(
    '/api/partners/:id',
    { preValidation, schema: { params: idParams, body: partnerUpdateSchema } },
    async (request) => {
      const row = await findOwnPartner(db, caller(request).email, request.params.id);
      return partnerResponse(
        db,
        await updatePartner(db, row, request.body, aadhaarCipher),
        aadhaarCipher,
      );
    },
  );
}
