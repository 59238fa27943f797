import { asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { StoredEvent } from '../events/record';
import { domainEvents } from '../events/schema';
import { partners } from '../partners/schema';
import {
  type ClaimedDelivery,
  sendingEndpointStatuses,
  webhookDeliveries,
  webhookEndpoints,
  webhookFanOut,
} from './schema';

/** Events read per batch; a run reads again while batches come back full. */
const fanOutBatchSize = 200;

/** The partner's four statuses and stage, as a body carries them. */
const partnerStatuses = {
  stage: partners.stage,
  kycStatus: partners.kycStatus,
  cvStatus: partners.cvStatus,
  ipvStatus: partners.ipvStatus,
  status: partners.status,
};

type PartnerStatuses = Record<keyof typeof partnerStatuses, unknown>;

/**
 * Up to a batch of the events after the fan-out's cursor, in order, each
 * with its partner's statuses as they are now (null when the partner is
 * gone): the idle poll's one query.
 */
function eventsAfterCursor(db: Db) {
  return db
    .select({ event: domainEvents, partner: partnerStatuses })
    .from(domainEvents)
    .leftJoin(partners, eq(partners.id, domainEvents.partnerId))
    .where(gt(domainEvents.position, sql`(select ${webhookFanOut.position} from ${webhookFanOut})`))
    .orderBy(asc(domainEvents.position))
    .limit(fanOutBatchSize);
}

/**
 * What a receiver is sent: the event, and the partner's statuses and stage
 * as they are when the delivery is made, so a receiver that gets events out
 * of order can act on the latest. Never an Aadhaar number, a document, a
 * token or a URL: the event's payload holds none (events/schema.ts), and
 * neither does this.
 */
function bodyOf(event: StoredEvent, partner: PartnerStatuses | null): string {
  return JSON.stringify({
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    data: {
      ...event.payload,
      partnerId: event.partnerId,
      partner,
    },
  });
}

/**
 * One batch: the events after the cursor become deliveries to each endpoint
 * that subscribed to their type and existed when they happened, and the
 * cursor moves past them, in one statement. No lock: the unique key on
 * endpoint and event makes each delivery once, whichever process gets
 * there first; two that read the same events make them once between them.
 * A delivery to a sending endpoint is made claimed until `claimUntil`,
 * when given, and answered to be sent.
 */
async function fanOutBatch(
  db: Db,
  now: Date,
  claimUntil: Date | undefined,
): Promise<{ read: number; made: ClaimedDelivery[] }> {
  const events = await eventsAfterCursor(db);
  const last = events.at(-1);
  if (!last) return { read: 0, made: [] };
  const endpoints = await db
    .select()
    .from(webhookEndpoints)
    .where(ne(webhookEndpoints.status, 'disabled'));
  const rows = events.flatMap(({ event, partner }) => {
    const receivers = endpoints.filter(
      (e) => e.events.includes(event.type) && e.createdAt <= event.occurredAt,
    );
    const body = receivers.length > 0 ? bodyOf(event, partner) : '';
    return receivers.map((endpoint) => ({
      endpointId: endpoint.id,
      eventId: event.id,
      eventPosition: event.position,
      eventType: event.type,
      body,
      nextAttemptAt:
        claimUntil && sendingEndpointStatuses.includes(endpoint.status) ? claimUntil : now,
    }));
  });
  const move = db
    .update(webhookFanOut)
    .set({ position: sql`greatest(${webhookFanOut.position}, ${last.event.position})` })
    .where(eq(webhookFanOut.id, 1));
  if (rows.length === 0) {
    await move;
    return { read: events.length, made: [] };
  }
  // One statement, so the cursor never moves past deliveries that were not made.
  const inserted = db
    .$with('inserted')
    .as(db.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning());
  const moved = db.$with('moved').as(move.returning({ position: webhookFanOut.position }));
  const made = await db.with(inserted, moved).select().from(inserted);
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return {
    read: events.length,
    made: claimUntil
      ? made.flatMap((delivery) => {
          const endpoint = byId.get(delivery.endpointId);
          return endpoint && sendingEndpointStatuses.includes(endpoint.status)
            ? [{ delivery, endpoint }]
            : [];
        })
      : [],
  };
}

/**
 * Makes the deliveries of every event not yet fanned out; answers those
 * made claimed until `claimUntil` (none without it: all are left due).
 */
export async function fanOut(db: Db, now: Date, claimUntil?: Date): Promise<ClaimedDelivery[]> {
  const made: ClaimedDelivery[] = [];
  for (;;) {
    const batch = await fanOutBatch(db, now, claimUntil);
    made.push(...batch.made);
    if (batch.read < fanOutBatchSize) return made;
  }
}
