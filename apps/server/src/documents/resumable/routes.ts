import {
  type DocumentType,
  type ErrorCode,
  isDocumentType,
  maxUploadBytes,
  messages,
  uploadMetadataSchema,
  uploadSizeError,
} from '@shata/domain';
import { Metadata } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest } from 'srvx/node';
import { z } from 'zod';
import { caller, guard, requireVerifiedUser, type Sessions } from '../../auth/session';
import { HttpError, sendError } from '../../http/errors';
import { idParams, withZodSchemas } from '../../http/validation';
import type { AadhaarCipher } from '../../partners/aadhaar-cipher';
import { findOwnPartnerId } from '../../partners/access';
import { partnerResponse } from '../../partners/service';
import { consumeRequest } from '../../rate-limit/limiter';
import { consumeUploadStart } from '../../rate-limit/upload-starts';
import { displayFileName } from '../intake';
import {
  commitStaged,
  discardIfForgotten,
  dropStaged,
  findHeldUpload,
  findUpload,
  forgetUpload,
  recordNewUpload,
  stageUpload,
  type UploadRow,
  type UploadsContext,
} from './service';
import { isUploadId } from './tus-server';

/** The media type of a tus PATCH body. */
const chunkMediaType = 'application/offset+octet-stream';

/** Four 50 MB documents in chunks, with the retries of a flapping phone connection, fit well within. */
const uploadRequestLimit = { max: 600, windowMs: 10 * 60_000 };

const uploadParams = idParams.extend({ uploadId: z.string() });
const stagedParams = idParams.extend({ type: z.string() });

/** tus's answers that are not success, in words a partner understands. */
const tusMessages: Record<number, string> = {
  404: messages.uploads.notFound,
  409: messages.uploads.offsetConflict,
  410: messages.uploads.notFound,
  413: messages.documents.fileTooLarge,
  415: messages.uploads.chunkTypeOnly,
};

/** The code of each of tus's refusals; any other is a request tus could not read. */
const tusCodes: Record<number, ErrorCode> = {
  404: 'upload_not_found',
  409: 'upload_offset_conflict',
  410: 'upload_not_found',
  413: 'file_too_large',
  415: 'unsupported_content_type',
};

type Routes = ReturnType<typeof withZodSchemas>;

/** What each group of the routes below is registered with. */
interface ResumableRoutes {
  routes: Routes;
  preValidation: ReturnType<typeof guard>;
  uploads: UploadsContext;
  aadhaarCipher: AadhaarCipher;
}

/**
 * Resumable uploads (the tus protocol, `@tus/server`) under our own checks:
 * the owner only, the origin and body-type guards every write has, per-partner
 * rate limits, a declared size within the limit and a valid document type
 * before a byte is stored. A finished upload is checked and staged; Submit
 * commits staged documents through `staged-documents`.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  {
    sessions,
    uploads,
    aadhaarCipher,
  }: { sessions: Sessions; uploads: UploadsContext; aadhaarCipher: AadhaarCipher },
) {
  // The bytes are left in the request for the tus server to stream to its store.
  app.addContentTypeParser(chunkMediaType, (_request, _payload, done) => done(null));
  const context: ResumableRoutes = {
    routes: withZodSchemas(app),
    preValidation: guard(sessions, requireVerifiedUser),
    uploads,
    aadhaarCipher,
  };
  creationRoutes(context);
  transferRoutes(context);
  stagedDocumentRoutes(context);
}

/** tus creation: a POST with the length and metadata, and no body. */
function creationRoutes({ routes, preValidation, uploads }: ResumableRoutes) {
  const options = { preValidation, schema: { params: idParams }, config: { uploadChunks: true } };
  for (const url of ['/api/partners/:id/uploads', '/api/partners/:id/uploads/']) {
    routes.post(url, options, (request, reply) =>
      createUpload(uploads, request, reply, request.params.id),
    );
  }
}

async function createUpload(
  uploads: UploadsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
) {
  const partnerId = await ownPartnerId(uploads, request, id);
  await consumeUploadStart(uploads.db, partnerId);
  if (request.headers['content-type'] !== undefined) {
    throw new HttpError(400, 'upload_body_not_allowed', messages.uploads.bodyNotAllowed);
  }
  // tus's concatenation (parallel parts) is not offered: one document, one upload.
  if (request.headers['upload-concat'] !== undefined) {
    throw new HttpError(
      400,
      'upload_concatenation_not_offered',
      messages.uploads.concatenationNotOffered,
    );
  }
  const sizeBytes = declaredLength(request);
  const metadata = declaredMetadata(request);
  const answer = await uploads.tus.server.handleWeb(tusRequest(request, reply));
  if (answer.status === 201) {
    await recordNewUpload(uploads, {
      id: answer.headers.get('location')?.split('/').at(-1) ?? '',
      partnerId,
      type: metadata.type,
      fileName: displayFileName(metadata.filename ?? undefined),
      sizeBytes,
      fingerprint: metadata.fingerprint ?? null,
    });
  }
  return sendTusAnswer(request, reply, answer);
}

/** An upload's bytes: how far it got, the next ones, and its end. */
function transferRoutes({ routes, preValidation, uploads }: ResumableRoutes) {
  const url = '/api/partners/:id/uploads/:uploadId';
  const options = { preValidation, schema: { params: uploadParams } };

  /** How far an upload got (tus HEAD). */
  routes.head(url, options, async (request, reply) => {
    const upload = await ownUpload(uploads, request, request.params);
    if (upload.finishedAt) return sendFinished(reply, upload, 200);
    return holding(uploads, request, reply, upload, async (held, tus) => {
      if (held.finishedAt) return sendFinished(reply, held, 200);
      const answer = await uploads.tus.server.handleWeb(tus);
      // Whole, but its last PATCH failed on our side: staged now, or the client would
      // take the upload for done while nothing was staged.
      const offset = Number(answer.headers.get('upload-offset'));
      if (answer.status === 200 && offset === held.sizeBytes) await stageUpload(uploads, held);
      return sendTusAnswer(request, reply, answer);
    });
  });

  /** The next bytes of an upload (tus PATCH); the last ones stage it, within the same hold. */
  routes.patch(url, { ...options, config: { uploadChunks: true } }, async (request, reply) => {
    const upload = await ownUpload(uploads, request, request.params);
    if (upload.finishedAt) return sendFinishedToPatch(request, reply, upload);
    return holding(uploads, request, reply, upload, async (held, tus) => {
      if (held.finishedAt) return sendFinishedToPatch(request, reply, held);
      const answer = await uploads.tus.server.handleWeb(tus);
      const offset = Number(answer.headers.get('upload-offset'));
      if (answer.status === 204) {
        if (offset === held.sizeBytes) await stageUpload(uploads, held);
        // Replaced or swept while its bytes arrived: they are not kept, so 404, not 204.
        else await findHeldUpload(uploads, held.partnerId, held.id);
      }
      return sendTusAnswer(request, reply, answer);
    });
  });

  /** Ends an upload and forgets what arrived of it (tus termination). */
  routes.delete(url, options, async (request, reply) => {
    const upload = await ownUpload(uploads, request, request.params);
    await holding(uploads, request, reply, upload, (held) => forgetUpload(uploads, held));
    return reply.code(204).header('tus-resumable', '1.0.0').send();
  });
}

/** Submit's staging slots: a staged document committed, or one dropped. */
function stagedDocumentRoutes({ routes, preValidation, uploads, aadhaarCipher }: ResumableRoutes) {
  const options = { preValidation, schema: { params: stagedParams } };

  /** Submit: the staged document of `type` becomes the partner's; answers the partner. */
  routes.post('/api/partners/:id/staged-documents/:type/commit', options, async (request) => {
    const partnerId = await ownPartnerId(uploads, request, request.params.id);
    const partner = await commitStaged(
      uploads,
      partnerId,
      documentTypeOf(request.params.type),
      caller(request),
    );
    return partnerResponse(uploads.db, partner, aadhaarCipher);
  });

  /** Empties a staging slot (a PAN chosen, then skipped). */
  routes.delete('/api/partners/:id/staged-documents/:type', options, async (request, reply) => {
    const partnerId = await ownPartnerId(uploads, request, request.params.id);
    await dropStaged(uploads, partnerId, documentTypeOf(request.params.type));
    return reply.code(204).send();
  });
}

const ownPartnerId = (uploads: UploadsContext, request: FastifyRequest, id: string) =>
  findOwnPartnerId(uploads.db, caller(request).email, id);

/** The caller's upload, counted against the partner's request limit. */
async function ownUpload(
  uploads: UploadsContext,
  request: FastifyRequest,
  { id, uploadId }: { id: string; uploadId: string },
): Promise<UploadRow> {
  const partnerId = await ownPartnerId(uploads, request, id);
  await consumeRequest(uploads.db, `uploads:${partnerId}`, uploadRequestLimit);
  if (!isUploadId(uploadId)) {
    throw new HttpError(404, 'upload_not_found', messages.uploads.notFound);
  }
  return findUpload(uploads.db, partnerId, uploadId);
}

/**
 * Runs `work` with the upload held by this request (`UploadLocks`), on its
 * row as it is once held: a request that waited sees what the one before
 * it did. `tus` is the request to hand to the tus server within the hold.
 * Bytes of an upload removed while held go once it is let go.
 */
async function holding<T>(
  uploads: UploadsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  upload: UploadRow,
  work: (held: UploadRow, tus: Request) => Promise<T>,
): Promise<T> {
  const tus = tusRequest(request, reply);
  // A request whose client has gone stops waiting for the upload.
  const stop = new AbortController();
  reply.raw.once('close', () => stop.abort());
  let found = false;
  try {
    return await uploads.tus.locks.hold(
      { uploadId: upload.id, stopSignal: stop.signal, tusRequest: tus },
      async () => {
        const held = await findHeldUpload(uploads, upload.partnerId, upload.id);
        found = true;
        return work(held, tus);
      },
    );
  } finally {
    // A replace or a sweep that found the upload held after this request found its row
    // left the bytes to it.
    if (found) await discardIfForgotten(uploads, upload.id);
  }
}

function documentTypeOf(type: string): DocumentType {
  if (!isDocumentType(type)) {
    throw new HttpError(400, 'document_type_unknown', messages.api.invalidDocumentType(type));
  }
  return type;
}

/** Upload-Length, required (no deferred lengths) and within the document size rule. */
function declaredLength(request: FastifyRequest): number {
  const header = request.headers['upload-length'];
  if (typeof header !== 'string' || !/^\d{1,16}$/.test(header)) {
    throw new HttpError(400, 'upload_length_required', messages.uploads.lengthRequired);
  }
  const sizeBytes = Number(header);
  const sizeError = uploadSizeError(sizeBytes);
  if (sizeError) {
    throw sizeBytes > maxUploadBytes
      ? new HttpError(413, 'file_too_large', sizeError)
      : new HttpError(400, 'file_empty', sizeError);
  }
  return sizeBytes;
}

/** Upload-Metadata, decoded and checked: the document type key, the file name, the fingerprint. */
function declaredMetadata(request: FastifyRequest) {
  const header = request.headers['upload-metadata'];
  let decoded: Record<string, string | null | undefined> = {};
  if (header !== undefined) {
    try {
      decoded = Metadata.parse(String(header));
    } catch {
      throw new HttpError(400, 'upload_metadata_invalid', messages.uploads.metadataInvalid);
    }
  }
  if (!decoded.type) {
    throw new HttpError(400, 'upload_arguments_required', messages.api.uploadArgumentsRequired);
  }
  const parsed = uploadMetadataSchema.safeParse(decoded);
  if (!parsed.success) {
    throw new HttpError(
      400,
      'upload_metadata_invalid',
      parsed.error.issues.map((issue) => issue.message).join(' '),
    );
  }
  return parsed.data;
}

/** The request as the tus server reads it: the same headers, and the body still unread. */
function tusRequest(request: FastifyRequest, reply: FastifyReply): Request {
  return new NodeRequest({ req: request.raw, res: reply.raw });
}

/**
 * Hands tus's answer on through Fastify (so our hooks and headers apply),
 * without tus's CORS headers: only the portal's own pages upload. Refusals
 * get our JSON error body, in words a partner understands.
 */
async function sendTusAnswer(request: FastifyRequest, reply: FastifyReply, answer: Response) {
  const body = await answer.text();
  if (answer.status >= 400) {
    if (answer.status >= 500) {
      request.log.warn({ statusCode: answer.status, tus: body.trim() }, 'tus server failed');
      return sendError(reply, answer.status, 'internal_error', messages.api.serverError);
    }
    const code = tusCodes[answer.status] ?? 'invalid_request';
    return sendError(reply, answer.status, code, tusMessages[answer.status] ?? body.trim());
  }
  for (const [name, value] of answer.headers) {
    if (!name.startsWith('access-control-') && name !== 'content-length') reply.header(name, value);
  }
  return reply.code(answer.status).send(body || undefined);
}

/**
 * A PATCH to an upload already whole: complete only if it claims no bytes
 * (its offset is the end), since bytes sent now are not stored; a second
 * sender's are refused as tus refuses any offset but the upload's.
 */
function sendFinishedToPatch(request: FastifyRequest, reply: FastifyReply, upload: UploadRow) {
  if (request.headers['upload-offset'] !== String(upload.sizeBytes)) {
    throw new HttpError(409, 'upload_offset_conflict', messages.uploads.offsetConflict);
  }
  return sendFinished(reply, upload, 204);
}

/** An upload that arrived whole and was staged: tus's answer for a complete upload. */
function sendFinished(reply: FastifyReply, upload: UploadRow, status: 200 | 204) {
  return reply
    .code(status)
    .header('tus-resumable', '1.0.0')
    .header('upload-offset', String(upload.sizeBytes))
    .header('upload-length', String(upload.sizeBytes))
    .send();
}
