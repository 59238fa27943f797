import type { Db } from '../db/client';
import { consumeRequest } from './limiter';

/**
 * A person chooses a few files; a script starting uploads by the hundred is
 * stopped. One budget for both ways in, the resumable start and the upload in
 * one request, so neither is a way around the other.
 */
const uploadStartLimit = { max: 20, windowMs: 10 * 60_000 };

/** Counts an upload the partner starts; refuses it with 429 and Retry-After once the budget is spent. */
export function consumeUploadStart(db: Db, partnerId: string) {
  return consumeRequest(db, `upload-starts:${partnerId}`, uploadStartLimit);
}
