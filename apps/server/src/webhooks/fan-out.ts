import { eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventsAfter, type StoredEvent } from '../events/record';
import { domainEvents } from '../events/schema';
import { partners } from '../partners/schema';
import { webhookDeliveries, webhookEndpoints, webhookFanOut } from './schema';

/** Events read per transaction; a run reads again while batches come back full. */
const fanOutBatchSize = 200;

/** Whether events were written after the last one fanned out: the idle poll's one query. */
async function eventsWaiting(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ waiting: sql<boolean>`true` })
    .from(domainEvents)
    .where(gt(domainEvents.position, sql`(select ${webhookFanOut.position} from ${webhookFanOut})`))
    .limit(1);
  return row !== undefined;
}

/**
 * What a receiver is sent: the event, and the partner's statuses and stage
 * as they are when the delivery is made, so a receiver that gets events out
 * of order can act on the latest. Never an Aadhaar number, a document, a
 * token or a URL: the event's payload holds none (events/schema.ts), and
 * neither does this.
 */
function bodyOf(event: StoredEvent, partner: PartnerStatuses | undefined): string {
  return JSON.stringify({
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    data: {
      ...event.payload,
      partnerId: event.partnerId,
      partner: partner ?? null,
    },
  });
}

/** The partner's four statuses and stage; null when the partner is gone. */
type PartnerStatuses = Record<'stage' | 'kycStatus' | 'cvStatus' | 'ipvStatus' | 'status', unknown>;

async function statusesOf(db: Db, partnerIds: string[]): Promise<Map<string, PartnerStatuses>> {
  const rows = await db
    .select({
      id: partners.id,
      stage: partners.stage,
      kycStatus: partners.kycStatus,
      cvStatus: partners.cvStatus,
      ipvStatus: partners.ipvStatus,
      status: partners.status,
    })
    .from(partners)
    .where(inArray(partners.id, partnerIds));
  return new Map(rows.map(({ id, ...statuses }) => [id, statuses]));
}

/**
 * One batch: the events after the cursor become deliveries to each endpoint
 * that subscribed to their type and existed when they happened, and the
 * cursor moves past them, in one transaction. The cursor's row is locked
 * for it; a process that finds it locked skips (another is fanning out).
 * Answers how many events were read.
 */
async function fanOutBatch(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [cursor] = await tx
      .select()
      .from(webhookFanOut)
      .where(eq(webhookFanOut.id, 1))
      .for('update', { skipLocked: true });
    if (!cursor) return 0;
    const events = await eventsAfter(tx, cursor.position, fanOutBatchSize);
    const last = events.at(-1);
    if (!last) return 0;
    const endpoints = await tx
      .select({
        id: webhookEndpoints.id,
        events: webhookEndpoints.events,
        createdAt: webhookEndpoints.createdAt,
      })
      .from(webhookEndpoints)
      .where(ne(webhookEndpoints.status, 'disabled'));
    const receivers = (event: StoredEvent) =>
      endpoints.filter((e) => e.events.includes(event.type) && e.createdAt <= event.occurredAt);
    const wanted = events.filter((event) => receivers(event).length > 0);
    const statuses = wanted.length
      ? await statusesOf(tx, [...new Set(wanted.map((event) => event.partnerId))])
      : new Map<string, PartnerStatuses>();
    const rows = wanted.flatMap((event) => {
      const body = bodyOf(event, statuses.get(event.partnerId));
      return receivers(event).map((endpoint) => ({
        endpointId: endpoint.id,
        eventId: event.id,
        eventPosition: event.position,
        eventType: event.type,
        body,
        nextAttemptAt: now,
      }));
    });
    if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing();
    await tx.update(webhookFanOut).set({ position: last.position }).where(eq(webhookFanOut.id, 1));
    return events.length;
  });
}

/** Makes the deliveries of every event not yet fanned out; answers how many events were read. */
export async function fanOut(db: Db, now: Date): Promise<number> {
  if (!(await eventsWaiting(db))) return 0;
  let read = 0;
  for (;;) {
    const batch = await fanOutBatch(db, now);
    read += batch;
    if (batch < fanOutBatchSize) return read;
  }
}
