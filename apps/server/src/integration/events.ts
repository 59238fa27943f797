import type { IntegrationEventPage } from '@shata/domain';
import type { Db } from '../db/client';
import { eventsAfter } from '../events/record';

/** The outbox after position `after`, in order: a reader asks again after `lastPosition`. */
export async function eventPage(
  db: Db,
  after: number,
  limit: number,
): Promise<IntegrationEventPage> {
  const rows = await eventsAfter(db, after, limit);
  return {
    events: rows.map((row) => ({
      id: row.id,
      position: row.position,
      type: row.type,
      partnerId: row.partnerId,
      occurredAt: row.occurredAt.toISOString(),
      data: row.payload,
    })),
    lastPosition: rows.at(-1)?.position ?? after,
  };
}
