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
  app.post<{ Params: { id: string } }>('/api/partners/:id/upload', async (request) => {
    const user = await requireVerifiedUser(auth, request);
    if (!request.params.id.trim()) throw new HttpError(400, messages.api.partnerIdRequired);
    const partner = await findOwnPartner(db, user.email, request.params.id);
    const upload = await receiveUpload(request, spoolDir);
    await replaceDocument({ db, storage, log: request.log }, partner.id, upload);
    return partnerResponse(db, partner, aadhaarCipher);
  });

  /** Streams a document back to its owner or an operator, as the type its bytes were found to be. */
  app.get<{ Params: { id: string; type: string } }>(
    '/api/partners/:id/documents/:type',
    async (request, reply) => {
      const user = await requireVerifiedUser(auth, request);
      const partner = await findReadablePartner(db, user, request.params.id);
      const { type } = request.params;
      if (!isDocumentType(type)) throw new HttpError(400, messages.api.invalidDocumentType(type));
      const document = await findDocument(db, partner.id, type);
      const stored = await storage.get(document.storageKey);
      if (!stored) throw new Error(`document ${document.storageKey} is recorded but not stored`);
      return reply
        .type(document.contentType)
        .header('content-length', stored.size)
        .header('content-disposition', `inline; filename="${type}.${document.extension}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );
}
