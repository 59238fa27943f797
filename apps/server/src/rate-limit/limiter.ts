import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { requestCounts } from './schema';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Counts one request for `key` and refuses it with 429 once `max` requests
 * fell in the current window. One atomic upsert, so concurrent requests in
 * any number of processes are all counted.
 */
export async function consumeRequest(db: Db, key: string, limit: Limit, now = new Date()) {
  const windowStartsAfter = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .insert(requestCounts)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: requestCounts.key,
      set: {
        count: sql`case when ${requestCounts.windowStart} <= ${windowStartsAfter} then 1 else ${requestCounts.count} + 1 end`,
        windowStart: sql`case when ${requestCounts.windowStart} <= ${windowStartsAfter} then ${now} else ${requestCounts.windowStart} end`,
      },
    })
    .returning({ count: requestCounts.count, windowStart: requestCounts.windowStart });
  if (row && row.count > limit.max) {
    const retryAfterSeconds = Math.ceil(
      (row.windowStart.getTime() + limit.windowMs - now.getTime()) / 1000,
    );
    throw new HttpError(
      429,
      `Too many requests. Please try again in ${Math.max(retryAfterSeconds, 1)} seconds.`,
    );
  }
}
