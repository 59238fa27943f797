import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  type DocumentType,
  isDocumentType,
  maxLengths,
  maxUploadBytes,
  messages,
  uploadContentRefusal,
  uploadSignatureLength,
  uploadSizeError,
  uploadTypeFromSignature,
} from '@shata/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AadhaarPictures, HeldPicture } from '../aadhaar-qr/pictures';
import { HttpError } from '../http/errors';
import type { DocumentStorage } from './storage/storage';

/** A complete, checked document waiting in the spool folder to be put in storage. */
export interface CheckedFile {
  type: DocumentType;
  localPath: string;
  contentType: string;
  extension: string;
  sizeBytes: number;
  /** The partner's name for the file, cleaned for showing back to them. */
  fileName: string | null;
}

/** A checked file as put in storage, not yet on any record. */
export type StoredDocument = Omit<CheckedFile, 'localPath'> & { storageKey: string };

/**
 * Streams the one file of a multipart upload to the spool folder (never whole
 * in memory), decides its type from its bytes, and reads the body to its end,
 * so a second file is refused rather than silently dropped. Anything wrong is
 * a 4xx with nothing left behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  spoolDir: string,
): Promise<CheckedFile> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'upload_arguments_required', messages.api.uploadArgumentsRequired);
  }

  let upload: CheckedFile | undefined;
  try {
    // Fields are held in memory by the parser, so there is room for a few small ones only.
    // A file past the first ends the parts with the files limit's error.
    const limits = { fileSize: maxUploadBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') upload = await spool(part, spoolDir);
    }
  } catch (error) {
    if (upload) await rm(upload.localPath, { force: true });
    throw asUploadError(error);
  }
  if (!upload) {
    throw new HttpError(400, 'upload_arguments_required', messages.api.uploadArgumentsRequired);
  }
  return upload;
}

/** Writes one file part to the spool folder and checks it, or removes what it wrote. */
async function spool(part: MultipartFile, spoolDir: string): Promise<CheckedFile> {
  if (!isDocumentType(part.fieldname)) {
    part.file.resume();
    throw new HttpError(
      400,
      'document_type_unknown',
      messages.api.invalidDocumentType(part.fieldname),
    );
  }
  return spoolFile(part.file, spoolDir, part.fieldname, displayFileName(part.filename));
}

/**
 * Writes a document's bytes, however they came (a multipart part, a
 * finished tus upload), to the spool folder and checks them
 * (`checkSpooledFile`); anything wrong removes what it wrote.
 */
export async function spoolFile(
  source: Readable & { truncated?: boolean },
  spoolDir: string,
  type: DocumentType,
  fileName: string | null,
): Promise<CheckedFile> {
  const localPath = path.join(spoolDir, randomUUID());
  try {
    await pipeline(source, createWriteStream(localPath, { mode: 0o600 }));
    // Past the limit busboy stops the stream short and marks it truncated.
    if (source.truncated)
      throw new HttpError(413, 'file_too_large', messages.documents.fileTooLarge);
    return { type, localPath, fileName, ...(await checkSpooledFile(localPath, fileName)) };
  } catch (error) {
    await rm(localPath, { force: true });
    throw error;
  }
}

/**
 * The checks every document gets once its bytes are all in, however they
 * came: its size, and its type by its first bytes (the browser ran the same
 * check when the file was chosen; a client may skip it). A 4xx otherwise,
 * whose words fit the name the file came with (`uploadContentRefusal`).
 */
export async function checkSpooledFile(
  localPath: string,
  fileName: string | null,
): Promise<Pick<CheckedFile, 'sizeBytes' | 'contentType' | 'extension'>> {
  const { size } = await stat(localPath);
  const sizeError = uploadSizeError(size);
  if (sizeError) {
    throw size > maxUploadBytes
      ? new HttpError(413, 'file_too_large', sizeError)
      : new HttpError(400, 'file_empty', sizeError);
  }
  const bytes = await firstBytes(localPath);
  const allowed = uploadTypeFromSignature(bytes);
  if (!allowed) {
    throw new HttpError(
      415,
      'file_type_not_allowed',
      uploadContentRefusal(fileName ?? '', bytes) ?? messages.documents.fileTypeNotAllowed,
    );
  }
  return { sizeBytes: size, ...allowed };
}

/**
 * The last part of the name the browser sent, without control characters and
 * at most `maxLengths.text` long; null when nothing is left.
 */
export function displayFileName(sent: string | undefined): string | null {
  const name = (sent ?? '')
    .split(/[/\\]/)
    .at(-1)
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, maxLengths.text);
  return name || null;
}

async function firstBytes(localPath: string): Promise<Uint8Array> {
  const file = await open(localPath);
  try {
    const { buffer, bytesRead } = await file.read({
      buffer: Buffer.alloc(uploadSignatureLength),
      position: 0,
    });
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * The parser's complaints about the request, told in words a person
 * understands. Anything else (our disk, our code) stays an error of ours.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, 'file_too_large', messages.documents.fileTooLarge);
  }
  if (['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].includes(code)) {
    return new HttpError(400, 'one_file_per_upload', messages.documents.oneFilePerUpload);
  }
  // The plugin's other request errors (a connection closed early, a bad field), and
  // busboy's: a body ending before its closing boundary, a part cut short, no boundary.
  if (code.startsWith('FST_') || /multipart/i.test(error.message)) {
    return new HttpError(400, 'upload_incomplete', messages.documents.uploadIncomplete);
  }
  return error;
}

/** What storing a checked file needs. */
export interface StoreContext {
  storage: DocumentStorage;
  log: FastifyBaseLogger;
  /** Absent where no Secure QR is to be read (the demo's own pictures). */
  aadhaarPictures?: AadhaarPictures;
}

/**
 * Puts a checked file in storage under a new key of the partner's, then has
 * `record` make it theirs (on file, or staged for Submit) and name the key of
 * the file it replaced. The spool file goes whatever happens. If the put or
 * `record` fails, what was stored goes too and an Aadhaar picture is not read;
 * the replaced file is removed only once `record` is done, so any failure
 * before leaves it as it was.
 */
export async function storeCheckedFile<Recorded extends { replacedKey: string | undefined }>(
  { storage, log, aadhaarPictures }: StoreContext,
  partnerId: string,
  file: CheckedFile,
  record: (stored: StoredDocument) => Promise<Recorded>,
): Promise<Recorded> {
  const { localPath, ...checked } = file;
  const storageKey = `partners/${partnerId}/${file.type}/${randomUUID()}.${file.extension}`;
  const remove = (key: string, what: string) =>
    storage.delete(key).catch((error: unknown) => {
      log.warn({ err: error, key }, `could not remove ${what}`);
    });
  let held: HeldPicture | undefined;
  let recorded: Recorded;
  try {
    try {
      held = await aadhaarPictures?.hold(partnerId, file);
      await storage.put(storageKey, localPath, file.contentType);
    } finally {
      await rm(localPath, { force: true });
    }
    recorded = await record({ ...checked, storageKey });
  } catch (error) {
    await held?.drop();
    // A put that failed part way may have left an object behind.
    await remove(storageKey, 'a file whose record failed');
    throw error;
  }
  if (recorded.replacedKey) await remove(recorded.replacedKey, 'a replaced file');
  await held?.read();
  return recorded;
}
