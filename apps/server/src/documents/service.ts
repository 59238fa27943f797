import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { type DocumentType, messages } from '@shata/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { partners } from '../partners/schema';
import type { DocumentStorage } from '../storage/storage';
import type { ReceivedUpload } from './receive-upload';
import { partnerDocuments } from './schema';

export type DocumentRow = typeof partnerDocuments.$inferSelect;

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
