import type { DomainEventType, WebhookDeliveryStatus, WebhookEndpointStatus } from '@shata/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The receivers of webhooks an operator added. The signing secret must be
 * read to sign, so it is kept encrypted with the data key (AES-256-GCM,
 * partners/aadhaar-cipher.ts), never in clear; a rotation keeps the one
 * before it, which still signs until `previousSecretUntil`.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  events: text('events').array().$type<DomainEventType[]>().notNull(),
  secretEncrypted: text('secret_encrypted').notNull(),
  previousSecretEncrypted: text('previous_secret_encrypted'),
  previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
  /** active; paused by an operator; failing (a delivery was given up); disabled (the receiver answered 410). */
  status: text('status').$type<WebhookEndpointStatus>().notNull().default('active'),
  statusReason: text('status_reason'),
  createdByUserId: text('created_by_user_id').notNull(),
  createdByEmail: text('created_by_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The endpoints deliveries are sent to: not paused by an operator, not disabled by a 410. */
export const sendingEndpointStatuses: WebhookEndpointStatus[] = ['active', 'failing'];

/**
 * One event to one endpoint, made by the fan-out (delivery.ts) and sent
 * until the receiver answers 2xx or the schedule runs out. `body` is the
 * JSON sent, built once, so every attempt signs the same bytes.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The domain event's id: the `webhook-id` a receiver drops duplicates by. */
    eventId: uuid('event_id').notNull(),
    eventPosition: bigint('event_position', { mode: 'number' }).notNull(),
    eventType: text('event_type').$type<DomainEventType>().notNull(),
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    /** When a pending delivery is tried next, or until when a process holds its claim; null once done. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The fan-out makes each at most once, whichever process runs it.
    uniqueIndex('webhook_deliveries_endpoint_event_key').on(table.endpointId, table.eventId),
    // The claim reads the due ones only.
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    // The console's list of an endpoint's deliveries, newest first.
    index('webhook_deliveries_endpoint_position_idx').on(
      table.endpointId,
      table.eventPosition.desc(),
    ),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A delivery this process has claimed, with the endpoint it goes to. */
export interface ClaimedDelivery {
  delivery: WebhookDeliveryRow;
  endpoint: WebhookEndpointRow;
}

/**
 * The position in `domain_events` up to which deliveries have been made:
 * one row. A process fans out while it holds the row locked, so two never
 * fan out the same events, and one that finds it locked leaves the work to
 * the holder.
 */
export const webhookFanOut = pgTable(
  'webhook_fan_out',
  {
    id: integer('id').primaryKey().default(1),
    position: bigint('position', { mode: 'number' }).notNull(),
  },
  (table) => [check('webhook_fan_out_one_row', sql`${table.id} = 1`)],
);
