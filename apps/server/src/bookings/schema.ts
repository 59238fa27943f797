import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';

/**
 * The three kinds of record a booking points at (spec section 3): an event,
 * a catering order, a photography shoot. Each has a name and a thumbnail, the
 * url of a local image so no page loads images from elsewhere.
 */
const recordColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  thumbnailUrl: text('thumbnail_url'),
  /**
   * An image the marketplace uploaded (PUT /api/v1/records/.../thumbnail): its
   * storage key, type and SHA-256; `thumbnail_url` then points at the portal's
   * own copy (/api/events/:id/thumbnail and the like).
   */
  thumbnailKey: text('thumbnail_key'),
  thumbnailContentType: text('thumbnail_content_type'),
  thumbnailSha256: text('thumbnail_sha256'),
  /** The marketplace's own id of the record (PUT /api/v1/records/...); null for one made in the console. */
  externalId: text('external_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Equal to `createdAt` until the record is first changed: a repeated create answers 201 again. */
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const events = pgTable('events', recordColumns());
export const catering = pgTable('catering', recordColumns());
export const photography = pgTable('photography', recordColumns());

/** A partner's booking (spec section 3); its kind follows from the record it links. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    partnerName: text('partner_name').notNull(),
    /** The start day; a day, not an instant, so every time zone shows the same date. */
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    eventId: uuid('event_id').references(() => events.id),
    cateringEvent: uuid('catering_event').references(() => catering.id),
    photographyEvent: uuid('photography_event').references(() => photography.id),
    /** The marketplace's own id of the booking (PUT /api/v1/bookings/:externalId); null for one made in the console. */
    externalId: text('external_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // A partner's page of bookings by date, read from the index in order: the
    // cost of a page does not grow with the table or the partner's count.
    index('bookings_partner_date_idx').on(table.partnerId, table.dateFrom, table.id),
    // The operators' list of every booking, in the same order.
    index('bookings_date_idx').on(table.dateFrom, table.id),
    // Whether a partner's bookings link a record, before the record is shown to them.
    index('bookings_event_partner_idx').on(table.eventId, table.partnerId),
    index('bookings_catering_partner_idx').on(table.cateringEvent, table.partnerId),
    index('bookings_photography_partner_idx').on(table.photographyEvent, table.partnerId),
  ],
);
