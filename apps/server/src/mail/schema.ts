import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail is written here before any delivery is tried, so an outage of
 * the mail server delays a message but never loses it.
 *
 * status: 'pending' (to be delivered over SMTP, at `nextAttemptAt`),
 * 'sent', or 'held' (no SMTP configured: kept for the dev mailbox).
 *
 * A mail that collects (a partner's stage mails) has a `mergeKey` and its
 * `mergeItems`, and waits until `nextAttemptAt`: one with the same key sent
 * before then joins it, and the mail is rendered again from all the items.
 * Claiming it for delivery clears the key, so nothing joins a mail being sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'held'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    mergeKey: text('merge_key'),
    mergeItems: jsonb('merge_items').$type<unknown[]>(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_recipient_idx').on(sql`lower(${table.to})`, table.createdAt.desc()),
    index('mail_outbox_merge_idx')
      .on(table.mergeKey, table.nextAttemptAt)
      .where(sql`${table.mergeKey} is not null`),
  ],
);
