import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts per key and fixed window for our own endpoints (better-auth
 * keeps its own in rate_limits). In the database, so limits hold across
 * processes and restarts.
 */
export const requestCounts = pgTable('request_counts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
