import { eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { partnerUploads } from './schema';
import { discardFromStore, type UploadsContext } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one sweep of expired uploads now, as if at `now`: tests call it. */
    sweepExpiredUploads(now?: Date): Promise<number>;
  }
}

/** Sweeps at most hourly, and more often when uploads expire within a few hours. */
const maxSweepIntervalMs = 3_600_000;

/**
 * Removes uploads older than the expiry: their rows, and in the store the
 * bytes of unfinished ones (on disk the file, in a bucket the multipart
 * upload, aborted). One a request holds is left for the next sweep, so a
 * PATCH under way is not answered for bytes removed under it. Then the
 * store's own sweep, for anything a crash left without a row. Answers how
 * many rows went.
 */
export async function sweepExpiredUploads(
  context: UploadsContext,
  now = new Date(),
): Promise<number> {
  const { db } = context;
  const expired = await db
    .select({ id: partnerUploads.id, finishedAt: partnerUploads.finishedAt })
    .from(partnerUploads)
    .where(lte(partnerUploads.createdAt, new Date(now.getTime() - context.expiryMs)));
  let removed = 0;
  for (const upload of expired) {
    await context.tus.locks.tryHold(upload.id, async () => {
      const gone = await db
        .delete(partnerUploads)
        .where(eq(partnerUploads.id, upload.id))
        .returning({ id: partnerUploads.id });
      removed += gone.length;
      if (!upload.finishedAt) await discardFromStore(context, upload.id);
    });
  }
  await context.tus.server.cleanUpExpiredUploads();
  return removed;
}

/**
 * Sweeps once the app is ready and then every quarter of the expiry (at most
 * hourly), in every process: a sweep is idempotent, and whichever runs first
 * removes what has expired.
 */
export function scheduleUploadSweep(app: FastifyInstance, context: UploadsContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepExpiredUploads(context).catch((error: unknown) => {
      context.log.warn({ err: error }, 'the sweep of expired uploads failed');
    });
  };
  app.decorate('sweepExpiredUploads', (now?: Date) => sweepExpiredUploads(context, now));
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, Math.min(context.expiryMs / 4, maxSweepIntervalMs));
    timer.unref();
  });
  // The database closes after this: a sweep under way finishes first.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
