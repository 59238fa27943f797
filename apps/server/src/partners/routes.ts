import {
  type DraftUploads,
  draftSaveSchema,
  isOperator,
  messages,
  partnerUpdateSchema,
  type Submission,
  submissionSchema,
} from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import {
  caller,
  guard,
  requireVerifiedUser,
  type Sessions,
  type SessionUser,
} from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { idParams, withZodSchemas } from '../http/validation';
import type { AadhaarCipher } from './aadhaar-cipher';
import { findOwnPartner, type PartnerRow, readableBy } from './access';
import { readDraft, saveDraft } from './draft';
import { updatePartner } from './profile';
import { findOrCreatePartnerByEmail, partnerResponse, readPartnerResponse } from './service';

export async function partnerRoutes(
  app: FastifyInstance,
  {
    db,
    sessions,
    aadhaarCipher,
    draftUploads,
    submit,
  }: {
    db: Db;
    sessions: Sessions;
    aadhaarCipher: AadhaarCipher;
    /** What the server holds of the partner's documents before Submit (uploads/). */
    draftUploads: (partnerId: string) => Promise<DraftUploads>;
    /** Saves the profile and commits the staged documents as one change (partners/submission.ts). */
    submit: (row: PartnerRow, submission: Submission, by: SessionUser) => Promise<PartnerRow>;
  },
) {
  const routes = withZodSchemas(app);
  const preValidation = guard(sessions, requireVerifiedUser);

  /** The caller's own partner record; never anyone else's. */
  routes.get('/api/partners/me', { preValidation }, async (request) => {
    const user = caller(request);
    if (isOperator(user)) {
      throw new HttpError(403, 'operator_has_no_partner', messages.review.operatorHasNoPartner);
    }
    return (
      (await readPartnerResponse(db, { email: user.email }, aadhaarCipher)) ??
      partnerResponse(db, await findOrCreatePartnerByEmail(db, user.email), aadhaarCipher)
    );
  });

  /** The owner's partner, or any partner for an operator. */
  routes.get(
    '/api/partners/:id',
    { preValidation, schema: { params: idParams } },
    async (request) => {
      const found = await readPartnerResponse(
        db,
        readableBy(caller(request), request.params.id),
        aadhaarCipher,
      );
      if (!found) throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
      return found;
    },
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

  /**
   * Submit in one request: the profile saved and the staged documents named
   * committed, all or nothing; answers the partner as GET does. A refused
   * document is a 409 `documents_refused` naming each in `documents`.
   */
  routes.post(
    '/api/partners/:id/submission',
    { preValidation, schema: { params: idParams, body: submissionSchema } },
    async (request) => {
      const user = caller(request);
      const row = await findOwnPartner(db, user.email, request.params.id);
      return partnerResponse(db, await submit(row, request.body, user), aadhaarCipher);
    },
  );

  /**
   * The owner's unsent registration form, with the documents' uploads under
   * way and staged; operators review what was submitted, not drafts.
   */
  routes.get(
    '/api/partners/:id/draft',
    { preValidation, schema: { params: idParams } },
    async (request, reply) => {
      const row = await findOwnPartner(db, caller(request).email, request.params.id);
      reply.header('cache-control', 'no-store');
      const [draft, uploads] = await Promise.all([
        readDraft(db, row.id, aadhaarCipher),
        draftUploads(row.id),
      ]);
      return { ...draft, uploads };
    },
  );

  routes.put(
    '/api/partners/:id/draft',
    { preValidation, schema: { params: idParams, body: draftSaveSchema } },
    async (request) => {
      const row = await findOwnPartner(db, caller(request).email, request.params.id);
      return saveDraft(db, row.id, request.body.values, aadhaarCipher);
    },
  );
}
