import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { maxThumbnailBytes, messages } from '@shata/domain';
import type { FastifyRequest } from 'fastify';
import { checkSpooledFile } from '../documents/intake';
import { HttpError } from '../http/errors';

/** A checked thumbnail in the spool folder: the caller puts it in storage, then removes the file. */
export interface SpooledImage {
  localPath: string;
  contentType: string;
  extension: string;
  sha256: string;
}

const imageTypes = new Set(['image/jpeg', 'image/png']);

/** The multipart parser's complaints, told in the API's words. */
function asThumbnailError(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  const code = (error as { code?: string }).code ?? '';
  if (['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].includes(code)) {
    return new HttpError(400, 'one_file_per_upload', messages.integration.thumbnailRequired);
  }
  if (code.startsWith('FST_') || /multipart/i.test(error.message)) {
    return new HttpError(400, 'upload_incomplete', messages.documents.uploadIncomplete);
  }
  return error;
}

/** Streams one part to the spool folder, hashing it on the way; refuses it past 5 MB or not an image. */
async function spoolImage(
  file: NodeJS.ReadableStream & { truncated?: boolean },
  spoolDir: string,
): Promise<SpooledImage> {
  const localPath = path.join(spoolDir, randomUUID());
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, hashing, createWriteStream(localPath, { mode: 0o600 }));
    if (file.truncated) {
      throw new HttpError(413, 'file_too_large', messages.integration.thumbnailTooLarge);
    }
    // The documents' checks: not empty, and the type its first bytes show, whatever it is called.
    const checked = await checkSpooledFile(localPath, null);
    if (!imageTypes.has(checked.contentType)) {
      throw new HttpError(
        415,
        'file_type_not_allowed',
        messages.integration.thumbnailTypeNotAllowed,
      );
    }
    return { localPath, ...checked, sha256: hash.digest('hex') };
  } catch (error) {
    await rm(localPath, { force: true });
    // A PDF, or no image at all: told in the thumbnail's words, not a document's.
    throw error instanceof HttpError && error.code === 'file_type_not_allowed'
      ? new HttpError(415, 'file_type_not_allowed', messages.integration.thumbnailTypeNotAllowed)
      : error;
  }
}

/**
 * The one image of a multipart body, in a file part named `thumbnail`,
 * spooled and checked; the body is read to its end, so a second file is
 * refused rather than dropped.
 */
export async function receiveThumbnail(
  request: FastifyRequest,
  spoolDir: string,
): Promise<SpooledImage> {
  const required = new HttpError(
    400,
    'upload_arguments_required',
    messages.integration.thumbnailRequired,
  );
  if (!request.isMultipart()) throw required;
  let image: SpooledImage | undefined;
  try {
    const limits = { fileSize: maxThumbnailBytes, files: 1, fields: 0, parts: 1 };
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file' || part.fieldname !== 'thumbnail') {
        if (part.type === 'file') part.file.resume();
        throw required;
      }
      image = await spoolImage(part.file, spoolDir);
    }
  } catch (error) {
    if (image) await rm(image.localPath, { force: true });
    throw asThumbnailError(error);
  }
  if (!image) throw required;
  return image;
}
