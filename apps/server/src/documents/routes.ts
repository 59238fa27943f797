import { isDocumentType, messages } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import { requireVerifiedUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { AadhaarCipher } from '../partners/aadhaar-cipher';
import { findOwnPartner, findReadablePartner, partnerResponse } from '../partners/service';
import type { DocumentStorage } from '../storage/storage';
import { receiveUpload } from './receive-upload';
import { findDocument, replaceDocument } from './service';

/**
 * Chromium shows a PDF through its built-in viewer, an embedded plugin that
 * the portal's own policy (`object-src 'none'`) would block.
 */
const documentContentSecurityPolicy =
  "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";

export async function documentRoutes(
  app: FastifyInstance,
  {
    db,
    auth,
    aadhaarCipher,
    storage,
    spoolDir,
  }: {
    db: Db;
    auth: Auth;
    aadhaarCipher: AadhaarCipher;
    storage: DocumentStorage;
    spoolDir: string;
  },
) {
  /** One KYC document, as a multipart file field named by its type; answers the updated partner. */
  app.post<{ Params: { id: string } }>(
    '/api/partners/:id/upload',
    { config: { multipart: true } },
    async (request) => {
      const user = await requireVerifiedUser(auth, request);
      if (!request.params.id.trim()) throw new HttpError(400, messages.api.partnerIdRequired);
      const partner = await findOwnPartner(db, user.email, request.params.id);
      const upload = await receiveUpload(request, spoolDir);
      await replaceDocument({ db, storage, log: request.log }, partner.id, upload, user);
      return partnerResponse(db, partner, aadhaarCipher);
    },
  );

  /** Streams a document back to its owner or an operator, as the type its bytes were found to be. */
  app.get<{ Params: { id: string; type: string } }>(
    '/api/partners/:id/documents/:type',
    async (request, reply) => {
      const user = await requireVerifiedUser(auth, request);
      const partner = await findReadablePartner(db, user, request.params.id);
      const { type } = request.params;
      if (!isDocumentType(type)) throw new HttpError(400, messages.api.invalidDocumentType(type));
      let document = await findDocument(db, partner.id, type);
      let stored = await storage.get(document.storageKey);
      if (!stored) {
        // Replaced (and the old file removed) between the two reads: take the new one.
        document = await findDocument(db, partner.id, type);
        stored = await storage.get(document.storageKey);
        if (!stored) throw new Error(`document ${document.storageKey} is recorded but not stored`);
      }
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return (
        reply
          .type(document.contentType)
          .header('content-disposition', `inline; filename="${type}.${document.extension}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // The file is shown on its own or framed by the portal; it runs nothing.
          .header('content-security-policy', documentContentSecurityPolicy)
          .send(stored.body)
      );
    },
  );
}
