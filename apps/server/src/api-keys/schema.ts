import type { ApiScope } from '@shata/domain';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The API keys of machine clients. A key is shown once, when made: the table
 * keeps its SHA-256 (a key has 256 bits of randomness, so a fast hash is as
 * good as a slow one), and its first characters for the console to show.
 */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  /** SHA-256 of the whole key, hex: how a request's key is found. */
  keyHash: text('key_hash').notNull().unique(),
  scopes: text('scopes').array().$type<ApiScope[]>().notNull(),
  createdByUserId: text('created_by_user_id').notNull(),
  createdByEmail: text('created_by_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
