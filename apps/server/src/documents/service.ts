import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { type DocumentType, messages } from '@shata/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { recordAudit } from '../partners/audit';
import { partnerRejections, partners } from '../partners/schema';
import { refreshStage } from '../partners/service';
import type { DocumentStorage } from '../storage/storage';
import type { ReceivedUpload } from './receive-upload';
import { partnerDocuments } from './schema';

export type DocumentRow = typeof partnerDocuments.$inferSelect;

/** How a document's audit lines read. */
export const documentStates = {
  onFile: 'on file',
  uploaded: 'uploaded',
  rejected: 'rejected',
} as const;

/**
 * Puts a received upload in storage under a new key, then switches the
 * partner's document to it. The previous file is removed only once the
 * switch is committed, so any failure before that leaves it as it was.
 */
export async function replaceDocument(
  {
    db,
    storage,
    log,
  }: {
    db: Db;
    storage: DocumentStorage;
    log: FastifyBaseLogger;
  },
  partnerId: string,
  upload: ReceivedUpload,
  uploadedBy: SessionUser,
): Promise<void> {
  const key = `partners/${partnerId}/${upload.type}/${randomUUID()}.${upload.extension}`;
  try {
    await storage.put(key, upload.localPath, upload.contentType);
  } finally {
    await rm(upload.localPath, { force: true });
  }

  let previousKey: string | undefined;
  try {
    previousKey = await db.transaction(async (tx) => {
      // One document change per partner at a time, so no replaced key is lost track of.
      await tx
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .for('update');
      const [previous] = await tx
        .select({ storageKey: partnerDocuments.storageKey })
        .from(partnerDocuments)
        .where(
          and(eq(partnerDocuments.partnerId, partnerId), eq(partnerDocuments.type, upload.type)),
        );
      const values = {
        storageKey: key,
        contentType: upload.contentType,
        extension: upload.extension,
        sizeBytes: upload.sizeBytes,
        uploadedAt: new Date(),
      };
      await tx
        .insert(partnerDocuments)
        .values({ partnerId, type: upload.type, ...values })
        .onConflictDoUpdate({
          target: [partnerDocuments.partnerId, partnerDocuments.type],
          set: values,
        });
      // Uploaded again: whatever an operator said of the old one is answered.
      const [rejection] = await tx
        .delete(partnerRejections)
        .where(
          and(
            eq(partnerRejections.partnerId, partnerId),
            eq(partnerRejections.target, upload.type),
          ),
        )
        .returning();
      await recordAudit(tx, partnerId, uploadedBy, {
        subject: upload.type,
        from: previous ? documentStates.onFile : rejection ? documentStates.rejected : null,
        to: documentStates.uploaded,
      });
      await refreshStage(tx, partnerId);
      return previous?.storageKey;
    });
  } catch (error) {
    await storage.delete(key).catch((cleanupError: unknown) => {
      log.warn({ err: cleanupError, key }, 'could not remove an upload whose record failed');
    });
    throw error;
  }
  if (previousKey) {
    await storage.delete(previousKey).catch((error: unknown) => {
      log.warn({ err: error, key: previousKey }, 'could not remove a replaced document');
    });
  }
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
  if (!row) throw new HttpError(404, messages.documents.notFound);
  return row;
}
