import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tooManyRequests } from '../http/errors';
import { requestCounts } from './schema';

interface Limit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/** An allowed request names the window it was counted in, for `giveBackRequest`. */
export type Counted =
  | { allowed: true; windowStart: Date }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request for `key` unless `max` requests already fell in the
 * current window, which starts with the first request after the last one
 * ended. One atomic upsert, so concurrent requests in any number of processes
 * are counted exactly; a refused request is not counted, so giving back one
 * that was allowed always frees a place.
 */
export async function countRequest(
  db: Db,
  key: string,
  limit: Limit,
  now = new Date(),
): Promise<Counted> {
  const windowEnded = sql`${requestCounts.windowStart} <= ${new Date(now.getTime() - limit.windowMs)}`;
  const [row] = await db
    .insert(requestCounts)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: requestCounts.key,
      set: {
        count: sql`case when ${windowEnded} then 1 else ${requestCounts.count} + 1 end`,
        windowStart: sql`case when ${windowEnded} then ${now} else ${requestCounts.windowStart} end`,
      },
      setWhere: sql`${windowEnded} or ${requestCounts.count} < ${limit.max}`,
    })
    .returning({ windowStart: requestCounts.windowStart });
  if (row) return { allowed: true, windowStart: row.windowStart };
  const [full] = await db
    .select({ windowStart: requestCounts.windowStart })
    .from(requestCounts)
    .where(eq(requestCounts.key, key));
  const windowEndsAt = (full?.windowStart.getTime() ?? now.getTime()) + limit.windowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(Math.ceil((windowEndsAt - now.getTime()) / 1000), 1),
  };
}

/** Counts one request for `key`, and refuses it with 429 saying when to retry once the window is full. */
export async function consumeRequest(db: Db, key: string, limit: Limit, now = new Date()) {
  const counted = await countRequest(db, key, limit, now);
  if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
}

/**
 * Refuses with 429, counting nothing, while `key`'s current window is full:
 * for limits on failures, which are counted only once they have happened.
 */
export async function refuseWhileLimited(db: Db, key: string, limit: Limit, now = new Date()) {
  const [row] = await db.select().from(requestCounts).where(eq(requestCounts.key, key));
  if (!row || row.count < limit.max) return;
  const windowEndsAt = row.windowStart.getTime() + limit.windowMs;
  if (windowEndsAt <= now.getTime()) return;
  throw tooManyRequests(Math.max(Math.ceil((windowEndsAt - now.getTime()) / 1000), 1));
}

/** Uncounts a request allowed in `windowStart`; nothing once that window has given way to another. */
export async function giveBackRequest(db: Db, key: string, windowStart: Date) {
  await db
    .update(requestCounts)
    .set({ count: sql`${requestCounts.count} - 1` })
    .where(
      and(
        eq(requestCounts.key, key),
        eq(requestCounts.windowStart, windowStart),
        gt(requestCounts.count, 0),
      ),
    );
}

/** Forgets every request counted for `key`. */
export async function forgetRequests(db: Db, key: string) {
  await db.delete(requestCounts).where(eq(requestCounts.key, key));
}
