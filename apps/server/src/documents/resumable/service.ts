import {
  type DocumentType,
  type DraftUploads,
  messages,
  nothingStagedMessage,
  resumableUploadsPath,
} from '@shata/domain';
import { ERRORS } from '@tus/utils';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AadhaarPictures } from '../../aadhaar-qr/pictures';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { PartnerRow } from '../../partners/access';
import { type ChangeOutcome, changePartner } from '../../partners/change';
import { type CheckedFile, type StoredDocument, spoolFile, storeCheckedFile } from '../intake';
import { putOnFile } from '../record';
import type { DocumentStorage } from '../storage/storage';
import { partnerUploads, stagedDocuments } from './schema';
import type { TusUploads } from './tus-server';

export type UploadRow = typeof partnerUploads.$inferSelect;

/** What the uploads' services work with. */
export interface UploadsContext {
  db: Db;
  storage: DocumentStorage;
  tus: TusUploads;
  /** This process's spool folder, where a finished upload is checked. */
  spoolDir: string;
  /** How long after it began an unfinished upload is removed. */
  expiryMs: number;
  log: FastifyBaseLogger;
  aadhaarPictures: AadhaarPictures;
}

/** Removes what the tus store holds of an upload; one already gone is no error. */
export async function discardFromStore(context: UploadsContext, uploadId: string): Promise<void> {
  try {
    await context.tus.store.remove(context.tus.storeId(uploadId));
  } catch (error) {
    if (error === ERRORS.FILE_NOT_FOUND) return;
    context.log.warn({ err: error, uploadId }, 'could not remove an upload from the tus store');
  }
}

/**
 * Removes what the store holds of an upload unless a request holds it (as
 * `UploadLocks.tryHold`), so no request's bytes are removed while it writes
 * them. The row goes first: a holder then finds it gone when it is done,
 * answers that its bytes were not kept, and removes them itself.
 */
async function discardUnheld(context: UploadsContext, uploadId: string): Promise<void> {
  try {
    await context.tus.locks.tryHold(uploadId, () => discardFromStore(context, uploadId));
  } catch (error) {
    // The upload is forgotten already; its bytes go with the store's own sweep.
    context.log.warn({ err: error, uploadId }, 'could not remove an upload from the tus store');
  }
}

/**
 * Called once a request lets go of an upload: if its row went (replaced, or
 * swept) after the request last looked, while it held the upload, the
 * store's part of it is removed now, which the removal left to the holder.
 */
export async function discardIfForgotten(context: UploadsContext, uploadId: string): Promise<void> {
  const [row] = await context.db
    .select({ id: partnerUploads.id })
    .from(partnerUploads)
    .where(eq(partnerUploads.id, uploadId));
  if (!row) await discardUnheld(context, uploadId);
}

/**
 * Records an upload the tus server has just created for the partner. A
 * partner has one unfinished upload per document: choosing another file for
 * that step ends the one before, at once if no request holds it, else when
 * its request is done (`discardIfForgotten`).
 */
export async function recordNewUpload(
  context: UploadsContext,
  upload: Omit<typeof partnerUploads.$inferInsert, 'createdAt' | 'finishedAt'>,
): Promise<void> {
  const replaced = await context.db.transaction(async (tx) => {
    await tx.insert(partnerUploads).values(upload);
    return tx
      .delete(partnerUploads)
      .where(
        and(
          eq(partnerUploads.partnerId, upload.partnerId),
          eq(partnerUploads.type, upload.type),
          ne(partnerUploads.id, upload.id),
          isNull(partnerUploads.finishedAt),
        ),
      )
      .returning({ id: partnerUploads.id });
  });
  for (const { id } of replaced) await discardUnheld(context, id);
}

/** The partner's upload `uploadId`; any other, finished and staged or not, is the same 404. */
export async function findUpload(db: Db, partnerId: string, uploadId: string): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(partnerUploads)
    .where(and(eq(partnerUploads.id, uploadId), eq(partnerUploads.partnerId, partnerId)));
  if (!row) throw new HttpError(404, 'upload_not_found', messages.uploads.notFound);
  return row;
}

/**
 * The upload a request holds, as its row is now. A row gone meanwhile was
 * removed (replaced, or swept) while the upload was held, which left its
 * bytes to the holder: they go before the 404, so no answer calls them kept.
 */
export async function findHeldUpload(
  context: UploadsContext,
  partnerId: string,
  uploadId: string,
): Promise<UploadRow> {
  try {
    return await findUpload(context.db, partnerId, uploadId);
  } catch (error) {
    if (error instanceof HttpError) await discardFromStore(context, uploadId);
    throw error;
  }
}

/** Forgets an upload the partner ended (tus termination), whatever the store held. */
export async function forgetUpload(context: UploadsContext, upload: UploadRow): Promise<void> {
  await context.db.delete(partnerUploads).where(eq(partnerUploads.id, upload.id));
  if (!upload.finishedAt) await discardFromStore(context, upload.id);
}

/**
 * An upload has arrived whole: its bytes get the checks every document gets
 * (size, type by signature), then go to storage under a document key and
 * into the partner's staging slot for its type, where operators do not see
 * them. A refused file is removed from the tus store and forgotten, and any
 * file staged before stays. A failure of ours leaves the upload as it was, so
 * the client's retry finishes it. The caller holds the upload
 * (`UploadLocks`), so no other request writes or stages it meanwhile.
 */
export async function stageUpload(context: UploadsContext, upload: UploadRow): Promise<void> {
  const { tus } = context;
  let file: CheckedFile;
  try {
    const bytes = await tus.store.read(tus.storeId(upload.id));
    file = await spoolFile(bytes, context.spoolDir, upload.type, upload.fileName);
  } catch (error) {
    // Removed meanwhile (ended, replaced, expired): nothing is left to stage.
    const refusal =
      error instanceof HttpError
        ? error
        : (await tus.isGone(upload.id))
          ? new HttpError(404, 'upload_not_found', messages.uploads.notFound)
          : undefined;
    if (!refusal) throw error;
    await forgetUpload(context, upload);
    throw refusal;
  }
  try {
    await storeCheckedFile(context, upload.partnerId, file, async (stored) => ({
      replacedKey: await putInStaging(context.db, upload, stored),
    }));
  } catch (error) {
    // Replaced or swept while its bytes arrived: they go with it.
    if (error instanceof HttpError) await discardFromStore(context, upload.id);
    throw error;
  }
  await discardFromStore(context, upload.id);
}

/**
 * Puts a stored upload in the partner's staging slot for its type, as one
 * partner change; answers the key of the file staged before, if any.
 */
async function putInStaging(
  db: Db,
  upload: UploadRow,
  file: StoredDocument,
): Promise<string | undefined> {
  // One staging change per partner at a time (`changePartner` holds its row), so no replaced key is lost track of.
  const { result } = await changePartner(db, upload.partnerId, {}, async (tx) => {
    // Replaced or swept while its bytes arrived: not staged, and not answered as stored.
    const [finished] = await tx
      .update(partnerUploads)
      .set({ finishedAt: new Date() })
      .where(and(eq(partnerUploads.id, upload.id), isNull(partnerUploads.finishedAt)))
      .returning({ id: partnerUploads.id });
    if (!finished) throw new HttpError(404, 'upload_not_found', messages.uploads.notFound);
    const [previous] = await tx
      .select({ storageKey: stagedDocuments.storageKey })
      .from(stagedDocuments)
      .where(
        and(eq(stagedDocuments.partnerId, upload.partnerId), eq(stagedDocuments.type, upload.type)),
      );
    const { type, ...stored } = file;
    const values = { ...stored, stagedAt: new Date() };
    await tx
      .insert(stagedDocuments)
      .values({ partnerId: upload.partnerId, type, ...values })
      .onConflictDoUpdate({
        target: [stagedDocuments.partnerId, stagedDocuments.type],
        set: values,
      });
    return {
      event: {
        type: 'partner.document_added',
        payload: { documentType: upload.type, status: 'staged' },
      },
      result: previous?.storageKey,
    };
  });
  return result;
}

/** Removes a file no row names any more (a staged or submitted file replaced); a failure is logged, not answered. */
export async function removeStored(context: UploadsContext, key: string): Promise<void> {
  await context.storage.delete(key).catch((error: unknown) => {
    context.log.warn({ err: error, key }, 'could not remove a replaced staged file');
  });
}

/**
 * Submit's step for one document: the staged file becomes the partner's
 * document of its type (the audit line, the stage, the end of a rejection:
 * as an upload in one request does), as one partner change. Answers the partner.
 */
export async function commitStaged(
  context: UploadsContext,
  partnerId: string,
  type: DocumentType,
  uploadedBy: SessionUser,
): Promise<PartnerRow> {
  const { partner, result: replacedKey } = await changePartner(context.db, partnerId, {}, (tx) =>
    commitStagedIn(tx, partnerId, type, uploadedBy),
  );
  if (replacedKey) await removeStored(context, replacedKey);
  return partner;
}

/**
 * `commitStaged`'s change, for a change that does more (the submission): run
 * it inside `changePartner`. A 409 when nothing of `type` is staged; its
 * result is the key of the file replaced, to remove once committed.
 */
export async function commitStagedIn(
  tx: Db,
  partnerId: string,
  type: DocumentType,
  uploadedBy: SessionUser,
): Promise<ChangeOutcome<string | undefined>> {
  const [staged] = await tx
    .delete(stagedDocuments)
    .where(and(eq(stagedDocuments.partnerId, partnerId), eq(stagedDocuments.type, type)))
    .returning();
  if (!staged) throw new HttpError(409, 'nothing_staged', nothingStagedMessage(type));
  await deleteFinishedUploads(tx, partnerId, type);
  const { storageKey, contentType, extension, sizeBytes, fileName } = staged;
  return putOnFile(
    tx,
    partnerId,
    { type, storageKey, contentType, extension, sizeBytes, fileName },
    uploadedBy,
  );
}

/** Empties the staging slot of `type` (a PAN the partner chose, then skipped). */
export async function dropStaged(
  context: UploadsContext,
  partnerId: string,
  type: DocumentType,
): Promise<void> {
  const [staged] = await context.db.transaction(async (tx) => {
    await deleteFinishedUploads(tx, partnerId, type);
    return tx
      .delete(stagedDocuments)
      .where(and(eq(stagedDocuments.partnerId, partnerId), eq(stagedDocuments.type, type)))
      .returning({ storageKey: stagedDocuments.storageKey });
  });
  if (staged) await removeStored(context, staged.storageKey);
}

function deleteFinishedUploads(db: Db, partnerId: string, type: DocumentType) {
  return db
    .delete(partnerUploads)
    .where(
      and(
        eq(partnerUploads.partnerId, partnerId),
        eq(partnerUploads.type, type),
        isNotNull(partnerUploads.finishedAt),
      ),
    );
}

/**
 * What the server holds of the partner's documents before Submit: uploads it
 * has part of (with the URL to continue them at and how far they got) and
 * staged documents. Kept with the draft, never in the browser.
 */
export async function draftUploads(
  context: UploadsContext,
  partnerId: string,
): Promise<DraftUploads> {
  const { db, tus } = context;
  const [unfinished, staged] = await Promise.all([
    db
      .select()
      .from(partnerUploads)
      .where(and(eq(partnerUploads.partnerId, partnerId), isNull(partnerUploads.finishedAt))),
    db.select().from(stagedDocuments).where(eq(stagedDocuments.partnerId, partnerId)),
  ]);
  const answer: DraftUploads = { unfinished: {}, staged: {} };
  for (const upload of unfinished) {
    const offset = await tus.store
      .getUpload(tus.storeId(upload.id))
      .then((stored) => stored.offset)
      // Gone from the store (expired, or removed by another process): nothing to continue.
      .catch(() => undefined);
    if (offset === undefined) continue;
    answer.unfinished[upload.type] = {
      url: `${resumableUploadsPath(partnerId)}/${upload.id}`,
      fileName: upload.fileName,
      sizeBytes: upload.sizeBytes,
      offset,
      fingerprint: upload.fingerprint,
    };
  }
  for (const document of staged) {
    answer.staged[document.type] = {
      fileName: document.fileName,
      sizeBytes: document.sizeBytes,
      stagedAt: document.stagedAt.toISOString(),
    };
  }
  return answer;
}
