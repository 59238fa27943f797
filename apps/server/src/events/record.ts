import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type DomainEventPayload, type DomainEventType, domainEvents } from './schema';

export interface DomainEvent {
  type: DomainEventType;
  partnerId: string;
  payload: DomainEventPayload;
}

/** The advisory lock each event's writer holds to its commit: any number, apart from our other locks. */
const eventOrderLockKey = 7_301_946_229;

/**
 * Writes one event to the outbox; call it in the transaction of the change it
 * tells of. Writers take turns from here to their commit, so positions are
 * committed in order: a reader that has seen position n will never later find
 * a smaller one committed (the identity alone would give positions at insert,
 * and a slower transaction could commit a smaller one after a reader moved
 * past it). Only the end of a change is serialised: its event and its mail.
 */
export async function recordEvent(db: Db, event: DomainEvent): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${eventOrderLockKey})`);
  await db.insert(domainEvents).values(event);
}

export type StoredEvent = typeof domainEvents.$inferSelect;

/** Up to `limit` events after position `after`, in order: what a reader that has seen `after` reads next. */
export function eventsAfter(db: Db, after: number, limit: number): Promise<StoredEvent[]> {
  return db
    .select()
    .from(domainEvents)
    .where(gt(domainEvents.position, after))
    .orderBy(asc(domainEvents.position))
    .limit(limit);
}

const committedListeners = new Set<() => void>();

/**
 * Calls `listener` each time a change of this process has committed its
 * event: the webhooks' delivery wakes on it rather than waiting for its next
 * poll. Only a hint: other processes' events are found by polling. Returns
 * the unsubscribe.
 */
export function onEventsCommitted(listener: () => void): () => void {
  committedListeners.add(listener);
  return () => committedListeners.delete(listener);
}

/** Tells the listeners that events were committed; called after a change's transaction. */
export function eventsCommitted(): void {
  for (const listener of committedListeners) listener();
}
