/**
 * Resumable document uploads (ours, over the tus protocol): a document is sent
 * as soon as it is chosen, in chunks the server keeps, into a staging slot the
 * operator does not see; Submit commits the staged documents in wizard order.
 */
import { z } from 'zod';
import { type DocumentType, documentTypeInfo, isDocumentType } from './documents';
import { messages } from './messages';
import { maxLengths } from './schema-fields';

/** Where a partner's resumable uploads are created (tus creation, POST). */
export function resumableUploadsPath(partnerId: string): string {
  return `/api/partners/${encodeURIComponent(partnerId)}/uploads`;
}

/** Where a partner's staged document of `type` is committed or dropped. */
export function stagedDocumentPath(partnerId: string, type: DocumentType): string {
  return `/api/partners/${encodeURIComponent(partnerId)}/staged-documents/${type}`;
}

/**
 * The size of each PATCH: at 1 Mbit/s a chunk takes about 40 s, well within
 * the server's request timeout, and a chunk cut off costs little to resend.
 */
export const resumableUploadChunkBytes = 5 * 1024 * 1024;

/**
 * How long the client waits before each retry after a failed request: a
 * phone passing through a tunnel or a lift is back within a minute, and one
 * that is not is resumed by the browser's `online` event instead.
 */
export const resumableUploadRetryDelaysMs = [1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

/** The default hours an unfinished upload is kept (UPLOAD_EXPIRY_HOURS). */
export const defaultUploadExpiryHours = 24;

/**
 * A fingerprint of the bytes being sent, so a partner who chooses the same
 * file again (after a closed tab) continues the upload the server kept; a
 * different file starts afresh.
 */
const fingerprint = z
  .string()
  .regex(/^[A-Za-z0-9:_-]{1,128}$/, messages.uploads.fingerprintInvalid)
  .optional();

/**
 * The tus `Upload-Metadata` a new upload carries (decoded): the document type
 * key, the file's name and the fingerprint of its bytes.
 */
export const uploadMetadataSchema = z.object({
  type: z.custom<DocumentType>(isDocumentType, {
    error: (issue) => messages.api.invalidDocumentType(String(issue.input ?? '')),
  }),
  filename: z.string().max(maxLengths.text).nullish(),
  fingerprint,
});

export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/** An upload the server holds part of, as the registration draft answers it. */
export interface UnfinishedUpload {
  url: string;
  fileName: string | null;
  sizeBytes: number;
  /** Bytes the server has; the upload continues from here. */
  offset: number;
  fingerprint: string | null;
}

/** A document that arrived whole and passed the checks, waiting for Submit. */
export interface StagedDocument {
  fileName: string | null;
  sizeBytes: number;
  stagedAt: string;
}

/** What the server holds of the wizard's documents before Submit, with the draft. */
export interface DraftUploads {
  unfinished: Partial<Record<DocumentType, UnfinishedUpload>>;
  staged: Partial<Record<DocumentType, StagedDocument>>;
}

/** The answer when Submit asks for a staged document that is not there. */
export function nothingStagedMessage(type: DocumentType): string {
  return messages.uploads.nothingStaged(documentTypeInfo[type].label);
}
