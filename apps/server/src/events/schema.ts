import type { DomainEventType } from '@shata/domain';
import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The types live in the domain, so the console can offer them to a webhook endpoint.
export type { DomainEventType };

/**
 * What an event says: ids and statuses, flat. Never an Aadhaar number, a
 * document's bytes, a token, a URL or a QR payload: the table is read by
 * systems outside the portal.
 */
export type DomainEventPayload = Record<string, string | number | boolean | null>;

/**
 * The outbox of domain events: one row per change, written in the change's
 * transaction, so a rolled-back change leaves none. (`events` is the spec's
 * collection of event records, hence `domain_events`.) A reader takes the
 * rows after the last `position` it has seen, in order (`eventsAfter`):
 * positions are committed in order (`recordEvent`), so none is skipped.
 */
export const domainEvents = pgTable('domain_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Unique, so its index reads the table in order from any position.
  position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity().unique().notNull(),
  type: text('type').$type<DomainEventType>().notNull(),
  // No reference to the partner: an event outlives whatever it tells of.
  partnerId: uuid('partner_id').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  payload: jsonb('payload').$type<DomainEventPayload>().notNull(),
});
