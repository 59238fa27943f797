import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type DocumentType,
  isDocumentType,
  maxUploadBytes,
  messages,
  uploadMimeTypeByExtension,
} from '@shata/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { HttpError } from '../http/errors';

/** A complete, checked upload waiting in the spool folder to be put in storage. */
export interface ReceivedUpload {
  type: DocumentType;
  localPath: string;
  contentType: string;
  extension: string;
  sizeBytes: number;
}

/** Extensions file-type reports for the types spec section 5 allows. */
const allowedByDetectedExtension: Record<string, { contentType: string; extension: string }> = {
  jpg: { contentType: uploadMimeTypeByExtension.jpg, extension: 'jpg' },
  png: { contentType: uploadMimeTypeByExtension.png, extension: 'png' },
  pdf: { contentType: uploadMimeTypeByExtension.pdf, extension: 'pdf' },
};

/** The spool folder under DATA_DIR, on the same file system as disk storage so a move is a rename. */
export function uploadSpoolDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * Removes spool files a crashed process left behind. Anything older than
 * `olderThanMs` cannot belong to a request still arriving.
 */
export async function sweepUploadSpool(spoolDir: string, olderThanMs: number, now = Date.now()) {
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  for (const name of await readdir(spoolDir)) {
    const file = path.join(spoolDir, name);
    const { mtimeMs } = await stat(file);
    if (now - mtimeMs > olderThanMs) await rm(file, { force: true });
  }
}

/**
 * Streams the one file of a multipart upload to the spool folder (never whole
 * in memory), then decides its type from its bytes. Anything wrong is a 4xx
 * with nothing left behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  spoolDir: string,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(400, messages.api.uploadArgumentsRequired);

  const part = await request
    .file({ limits: { fileSize: maxUploadBytes, files: 1 } })
    .catch((error: unknown) => {
      throw asUploadError(error);
    });
  if (!part) throw new HttpError(400, messages.api.uploadArgumentsRequired);
  if (!isDocumentType(part.fieldname)) {
    part.file.resume();
    throw new HttpError(400, messages.api.invalidDocumentType(part.fieldname));
  }

  const localPath = path.join(spoolDir, randomUUID());
  try {
    await pipeline(part.file, createWriteStream(localPath, { mode: 0o600 }));
    // Past the limit busboy stops the stream short and marks it truncated.
    if (part.file.truncated) throw new HttpError(413, messages.documents.fileTooLarge);
    const { size } = await stat(localPath);
    if (size === 0) throw new HttpError(400, messages.documents.fileEmpty);
    const detected = await fileTypeFromFile(localPath);
    const allowed = detected && allowedByDetectedExtension[detected.ext];
    if (!allowed) throw new HttpError(415, messages.documents.fileTypeNotAllowed);
    return { type: part.fieldname, localPath, sizeBytes: size, ...allowed };
  } catch (error) {
    await rm(localPath, { force: true });
    throw asUploadError(error);
  }
}

/** Busboy's and the plugin's failures, told in words a person understands. */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, messages.documents.fileTooLarge);
  // Our own disk failing (full, unwritable) is ours to fix, not the caller's.
  if (error instanceof Error && 'syscall' in error) return error;
  // A body that ends before its closing boundary, a malformed part, a connection closed early.
  return new HttpError(400, messages.documents.uploadIncomplete);
}
