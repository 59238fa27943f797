import type { DocumentType } from '@shata/domain';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners, storedDocumentColumns } from '../../partners/schema';

/**
 * A resumable (tus) upload a partner has begun: whose it is and what it will
 * be. The bytes live in the tus store under `id`; this row is what every
 * request on the upload is checked against. `finished_at` is set once it
 * arrived whole and was staged, so a client that missed that answer learns it.
 */
export const partnerUploads = pgTable(
  'partner_uploads',
  {
    id: text('id').primaryKey(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    type: text('type').$type<DocumentType>().notNull(),
    /** The partner's name for the file, shown back to them; never used to find or serve it. */
    fileName: text('file_name'),
    /** Declared in Upload-Length when it began. */
    sizeBytes: integer('size_bytes').notNull(),
    /** The client's fingerprint of the bytes, so the same file chosen again continues this upload. */
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('partner_uploads_partner_idx').on(table.partnerId, table.type),
    index('partner_uploads_created_idx').on(table.createdAt),
  ],
);

/**
 * A document that arrived whole and passed the checks, in storage but not yet
 * the partner's: operators see only `partner_documents`. Submit moves it there.
 */
export const stagedDocuments = pgTable(
  'staged_documents',
  {
    ...storedDocumentColumns(),
    stagedAt: timestamp('staged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.type] })],
);
