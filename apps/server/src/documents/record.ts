import { type DocumentType, messages } from '@shata/domain';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { PartnerRow } from '../partners/access';
import { type ChangeOutcome, changePartner } from '../partners/change';
import { partnerDocuments, partnerRejections } from '../partners/schema';
import {
  type CheckedFile,
  type StoreContext,
  type StoredDocument,
  storeCheckedFile,
} from './intake';

type DocumentRow = typeof partnerDocuments.$inferSelect;

/** How a document's audit lines read. */
export const documentStates = {
  onFile: 'on file',
  uploaded: 'uploaded',
  rejected: 'rejected',
} as const;

/**
 * The one-request upload's end: a checked file stored and made the
 * partner's document of its type (`storeCheckedFile`, `recordDocument`).
 * Answers the partner as recorded.
 */
export async function replaceDocument(
  { db, ...context }: StoreContext & { db: Db },
  partnerId: string,
  file: CheckedFile,
  uploadedBy: SessionUser,
): Promise<PartnerRow> {
  const { partner } = await storeCheckedFile(context, partnerId, file, (stored) =>
    recordDocument(db, partnerId, stored, uploadedBy),
  );
  return partner;
}

/**
 * Makes a stored file the partner's document of its type, as one partner
 * change (`changePartner`: one document change per partner at a time, so no
 * replaced key is lost track of): the document, the end of what an operator
 * said of the old one, the audit line, the new stage and the event. Answers
 * the partner and the key of the file replaced, which the caller removes
 * from storage once this is committed.
 */
export async function recordDocument(
  db: Db,
  partnerId: string,
  document: StoredDocument,
  uploadedBy: SessionUser,
): Promise<{ partner: PartnerRow; replacedKey: string | undefined }> {
  const { partner, result } = await changePartner(db, partnerId, {}, (tx) =>
    putOnFile(tx, partnerId, document, uploadedBy),
  );
  return { partner, replacedKey: result };
}

/**
 * The change `recordDocument` makes, for a change that does more (a staged
 * document committed): run it inside `changePartner`. Its result is the key
 * of the file replaced.
 */
export async function putOnFile(
  tx: Db,
  partnerId: string,
  document: StoredDocument,
  uploadedBy: SessionUser,
): Promise<ChangeOutcome<string | undefined>> {
  const { type, ...file } = document;
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
  const from = previous ? documentStates.onFile : rejection ? documentStates.rejected : null;
  return {
    audit: { by: uploadedBy, lines: [{ subject: type, from, to: documentStates.uploaded }] },
    event: { type: 'partner.document_added', payload: { documentType: type, status: 'on_file' } },
    result: previous?.storageKey,
  };
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
