import { messages } from '@shata/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { countRequest } from '../rate-limit/limiter';

/**
 * A person chooses a few files; a script starting uploads by the hundred is
 * stopped. One budget for both ways in, the resumable start and the upload in
 * one request, so neither is a way around the other.
 */
const uploadStartLimit = { max: 20, windowMs: 10 * 60_000 };

/** Counts an upload the partner starts; refuses it with 429 and Retry-After once the budget is spent. */
export async function countUploadStart(db: Db, partnerId: string, reply: FastifyReply) {
  const counted = await countRequest(db, `upload-starts:${partnerId}`, uploadStartLimit);
  if (!counted.allowed) {
    reply.header('retry-after', String(counted.retryAfterSeconds));
    throw new HttpError(429, messages.limits.tryAgainIn(counted.retryAfterSeconds));
  }
}
