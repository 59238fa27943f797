import type { DocumentType, NoteStage } from '@shata/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';

/**
 * Operators' internal notes on a partner (issue 30). Rows are only ever
 * added: a note is never edited or deleted, and no partner-facing answer
 * reads this table. The author's e-mail is copied, so the note still reads
 * after their account changes. A note goes with its partner.
 */
export const partnerNotes = pgTable(
  'partner_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').notNull(),
    authorEmail: text('author_email').notNull(),
    text: text('text').notNull(),
    /** The stage the note is about, or null. */
    stage: text('stage').$type<NoteStage>(),
    /** The document the note is about, or null; never both a stage and a document. */
    documentType: text('document_type').$type<DocumentType>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A page of a partner's notes, newest first (read backwards), and the next after a cursor.
  (table) => [
    index('partner_notes_partner_created_id_idx').on(table.partnerId, table.createdAt, table.id),
  ],
);
