import type { Db } from '../db/client';
import { type DomainEventPayload, type DomainEventType, domainEvents } from './schema';

export interface DomainEvent {
  type: DomainEventType;
  partnerId: string;
  payload: DomainEventPayload;
}

/** Writes one event to the outbox; call it in the transaction of the change it tells of. */
export async function recordEvent(db: Db, event: DomainEvent): Promise<void> {
  await db.insert(domainEvents).values(event);
}
