import type { DocumentType } from '@shata/domain';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';

/**
 * The partner's current KYC documents, one per type. The file lives in
 * storage under `storage_key`; a new upload gets a new key and this row
 * switches to it, so the previous file stays whole until then.
 */
export const partnerDocuments = pgTable(
  'partner_documents',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    type: text('type').$type<DocumentType>().notNull(),
    storageKey: text('storage_key').notNull(),
    /** Decided from the file's bytes, never from its name or the browser's claim. */
    contentType: text('content_type').notNull(),
    extension: text('extension').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.type] })],
);
