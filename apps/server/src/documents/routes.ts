import { isDocumentType, messages } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AadhaarPictures } from '../aadhaar-qr/pictures';
import { recordDocumentAccess } from '../access-log/service';
import { caller, guard, requireVerifiedUser, type Sessions } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { idParams, withZodSchemas } from '../http/validation';
import type { AadhaarCipher } from '../partners/aadhaar-cipher';
import { findOwnPartner, findReadablePartner } from '../partners/access';
import { partnerResponse } from '../partners/service';
import { consumeUploadStart } from '../rate-limit/upload-starts';
import { receiveUpload } from './intake';
import { findDocument, replaceDocument } from './record';

import type { DocumentStorage } from './storage/storage';

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
    sessions,
    aadhaarCipher,
    storage,
    spoolDir,
    aadhaarPictures,
  }: {
    db: Db;
    sessions: Sessions;
    aadhaarCipher: AadhaarCipher;
    storage: DocumentStorage;
    spoolDir: string;
    aadhaarPictures: AadhaarPictures;
  },
) {
  const routes = withZodSchemas(app);
  const preValidation = guard(sessions, requireVerifiedUser);

  /** One KYC document, as a multipart file field named by its type; answers the updated partner. */
  routes.post(
    '/api/partners/:id/upload',
    { preValidation, schema: { params: idParams }, config: { multipart: true } },
    async (request) => {
      const user = caller(request);
      if (!request.params.id.trim()) {
        throw new HttpError(400, 'partner_id_required', messages.api.partnerIdRequired);
      }
      const partner = await findOwnPartner(db, user.email, request.params.id);
      await consumeUploadStart(db, partner.id);
      const upload = await receiveUpload(request, spoolDir);
      const recorded = await replaceDocument(
        { db, storage, log: request.log, aadhaarPictures },
        partner.id,
        upload,
        user,
      );
      return partnerResponse(db, recorded, aadhaarCipher);
    },
  );

  /**
   * Streams a document back to its owner or an operator, as the type its bytes
   * were found to be; an operator's download is recorded in the access log.
   */
  routes.get(
    '/api/partners/:id/documents/:type',
    { preValidation, schema: { params: idParams.extend({ type: z.string() }) } },
    async (request, reply) => {
      const user = caller(request);
      const partner = await findReadablePartner(db, user, request.params.id);
      const { type } = request.params;
      if (!isDocumentType(type)) {
        throw new HttpError(400, 'document_type_unknown', messages.api.invalidDocumentType(type));
      }
      let document = await findDocument(db, partner.id, type);
      let stored = await storage.get(document.storageKey);
      if (!stored) {
        // Replaced (and the old file removed) between the two reads: take the new one.
        document = await findDocument(db, partner.id, type);
        stored = await storage.get(document.storageKey);
        if (!stored) throw new Error(`document ${document.storageKey} is recorded but not stored`);
      }
      const file = stored;
      const fileName = `${type}.${document.extension}`;
      // An operator's look is recorded before a byte is sent; a partner's own is not (access-log/).
      await recordDocumentAccess(db, user, {
        partnerId: partner.id,
        documentType: type,
        fileName,
        ip: request.ip,
      }).catch((error: unknown) => {
        // Not sent: the open file (or the bucket's stream) is let go.
        file.body.destroy();
        throw error;
      });
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return (
        reply
          .type(document.contentType)
          .header('content-disposition', `inline; filename="${fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // The file is shown on its own or framed by the portal; it runs nothing.
          .header('content-security-policy', documentContentSecurityPolicy)
          .send(stored.body)
      );
    },
  );
}
