import type { IdentifierField, PartnerFinding } from '@shata/domain';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';

/**
 * A keyed hash (HMAC with a key derived from the data key) of each of a
 * partner's identifying numbers, so duplicates are found by an index without
 * the numbers themselves being comparable, or guessable from a copy of this table.
 */
export const partnerIdentifiers = pgTable(
  'partner_identifiers',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    field: text('field').$type<IdentifierField>().notNull(),
    digest: text('digest').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.field] }),
    index('partner_identifiers_digest_idx').on(table.field, table.digest),
  ],
);

/**
 * What the checks last found on a partner, recomputed whenever a field they
 * read changes; their count of problems is kept on the partner's row
 * (`partners.problem_count`), where the queue orders and filters.
 */
export const partnerChecks = pgTable('partner_checks', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  findings: jsonb('findings').$type<PartnerFinding[]>().notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
