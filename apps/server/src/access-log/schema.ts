import type { AccessSubject, DocumentType, UserRole } from '@shata/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who opened which partner's document (or, should the console ever show
 * one, an Aadhaar number beyond its last 4 digits), when and from which
 * address: issue 30, after the DPDP Rules' Rule 6. Rows are only ever added,
 * and kept at least a year: nothing deletes them. No foreign key to the
 * partner, so a partner's removal neither waits on nor takes their log; the
 * actor's e-mail and role are copied as they were.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').$type<UserRole>().notNull(),
    partnerId: uuid('partner_id').notNull(),
    what: text('what').$type<AccessSubject>().notNull(),
    documentType: text('document_type').$type<DocumentType>(),
    /** The file as it was served (`panCard.pdf`). */
    fileName: text('file_name'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A partner's history, newest first (read backwards), and the next page after a cursor.
    index('access_log_partner_created_id_idx').on(table.partnerId, table.createdAt, table.id),
    // The export of a period, in time order.
    index('access_log_created_id_idx').on(table.createdAt, table.id),
  ],
);
