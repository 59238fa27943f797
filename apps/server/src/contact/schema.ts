import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages sent from the landing page's contact form (spec section 3). Kept
 * before they are mailed to support, so a mail outage loses none.
 */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** The combined name the spec's message carries. */
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  /** When it arrived, written in India time as support reads it ('07 May 2025, 12:15:30 am IST'). */
  indiaTime: text('india_time').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
