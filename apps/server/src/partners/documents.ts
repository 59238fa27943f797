import { type DocumentType, messages } from '@shata/domain';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { findPartner, type PartnerRow } from './access';
import { recordAudit } from './audit';
import { partnerDocuments, partnerRejections } from './schema';
import { refreshStage } from './service';

type DocumentRow = typeof partnerDocuments.$inferSelect;

/** A file put in storage for a partner, not yet on their record. */
export type StoredDocument = Pick<
  DocumentRow,
  'type' | 'storageKey' | 'contentType' | 'extension' | 'sizeBytes' | 'fileName'
>;

/** How a document's audit lines read. */
export const documentStates = {
  onFile: 'on file',
  uploaded: 'uploaded',
  rejected: 'rejected',
} as const;

/**
 * Makes a stored file the partner's document of its type, in one
 * transaction holding the partner's row (one document change per partner at
 * a time, so no replaced key is lost track of): the document, the end of
 * what an operator said of the old one, the audit line and the new stage.
 * Answers the partner and the key of the file replaced, which the caller
 * removes from storage once this is committed.
 */
export function recordDocument(
  db: Db,
  partnerId: string,
  document: StoredDocument,
  uploadedBy: SessionUser,
): Promise<{ partner: PartnerRow; replacedKey: string | undefined }> {
  return db.transaction((tx) => recordDocumentIn(tx, partnerId, document, uploadedBy));
}

/** `recordDocument` inside a transaction the caller holds, for a change that does more. */
export async function recordDocumentIn(
  tx: Db,
  partnerId: string,
  document: StoredDocument,
  uploadedBy: SessionUser,
): Promise<{ partner: PartnerRow; replacedKey: string | undefined }> {
  const { type, ...file } = document;
  await findPartner(tx, partnerId, { forUpdate: true });
  const [previous] = await tx
    .select({ storageKey: partnerDocuments.storageKey })
    .from(partnerDocuments)
    .where(and(eq(partnerDocuments.partnerId, partnerId), eq(partnerDocuments.type, type)));
  const values = { ...file, uploadedAt: new Date() };
  await tx
    .insert(partnerDocuments)
    .values({ partnerId, type, ...values })
    .onConflictDoUpdate({
      target: [partnerDocuments.partnerId, partnerDocuments.type],
      set: values,
    });
  const [rejection] = await tx
    .delete(partnerRejections)
    .where(and(eq(partnerRejections.partnerId, partnerId), eq(partnerRejections.target, type)))
    .returning();
  await recordAudit(tx, partnerId, uploadedBy, {
    subject: type,
    from: previous ? documentStates.onFile : rejection ? documentStates.rejected : null,
    to: documentStates.uploaded,
  });
  return { partner: await refreshStage(tx, partnerId), replacedKey: previous?.storageKey };
}

export async function findDocument(
  db: Db,
  partnerId: string,
  type: DocumentType,
): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(partnerDocuments)
    .where(and(eq(partnerDocuments.partnerId, partnerId), eq(partnerDocuments.type, type)));
  if (!row) throw new HttpError(404, 'document_not_found', messages.documents.notFound);
  return row;
}
