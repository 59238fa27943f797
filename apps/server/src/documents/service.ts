import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AadhaarPictures } from '../aadhaar-qr/pictures';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import type { PartnerRow } from '../partners/access';
import type { ReceivedUpload } from './intake';
import { recordDocument } from './record';
import type { DocumentStorage } from './storage/storage';

/**
 * Puts a received upload in storage under a new key, then has the partner
 * record it. The previous file is removed only once that is committed, so
 * any failure before leaves it as it was. Answers the partner as recorded.
 */
export async function replaceDocument(
  {
    db,
    storage,
    log,
    aadhaarPictures,
  }: {
    db: Db;
    storage: DocumentStorage;
    log: FastifyBaseLogger;
    /** Absent where no Secure QR is to be read (the demo's own pictures). */
    aadhaarPictures?: AadhaarPictures;
  },
  partnerId: string,
  upload: ReceivedUpload,
  uploadedBy: SessionUser,
): Promise<PartnerRow> {
  const { type, localPath, contentType, extension, sizeBytes, fileName } = upload;
  const storageKey = `partners/${partnerId}/${type}/${randomUUID()}.${extension}`;
  const held = await aadhaarPictures?.hold(partnerId, upload);
  try {
    await storage.put(storageKey, localPath, contentType);
  } catch (error) {
    await held?.drop();
    throw error;
  } finally {
    await rm(localPath, { force: true });
  }

  const { partner, replacedKey } = await recordDocument(
    db,
    partnerId,
    { type, storageKey, contentType, extension, sizeBytes, fileName },
    uploadedBy,
  ).catch(async (error: unknown) => {
    await held?.drop();
    await storage.delete(storageKey).catch((cleanupError: unknown) => {
      log.warn(
        { err: cleanupError, key: storageKey },
        'could not remove an upload whose record failed',
      );
    });
    throw error;
  });
  if (replacedKey) {
    await storage.delete(replacedKey).catch((error: unknown) => {
      log.warn({ err: error, key: replacedKey }, 'could not remove a replaced document');
    });
  }
  await held?.read();
  return partner;
}
