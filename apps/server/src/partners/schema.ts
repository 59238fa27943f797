import type {
  AuditActorRole,
  AuditSubject,
  BusinessType,
  CompanyAddress,
  DocumentType,
  VerificationStage,
} from '@shata/domain';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** The partner of spec section 3: the business profile and its verification state. */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personalEmail: text('personal_email').notNull(),
    name: text('name'),
    companyName: text('company_name'),
    companyLocation: text('company_location'),
    companyEmail: text('company_email'),
    servicesSelected: text('services_selected').array().notNull().default(sql`'{}'::text[]`),
    mobileNo: text('mobile_no'),
    gstNo: text('gst_no'),
    panNo: text('pan_no'),
    cinNo: text('cin_no'),
    /** An LLP's identification number (AAA-1234). */
    llpinNo: text('llpin_no'),
    /** What kind of business (issue 26); null for partners who registered before it was asked, read as a company. */
    businessType: text('business_type').$type<BusinessType>(),
    /** AES-256-GCM ciphertext (see aadhaar-cipher.ts); never the number itself. */
    aadhaarNoEncrypted: text('aadhaar_no_encrypted'),
    /** The parts `company_location` was joined from, so the form can be filled in again. */
    companyAddress: jsonb('company_address').$type<CompanyAddress>(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status'),
    videoUrl: text('video_url'),
    kycStatus: text('kyc_status'),
    cvStatus: text('cv_status'),
    ipvStatus: text('ipv_status'),
    /** `verificationStage` of the record, kept with every change so the queue can filter on it. */
    stage: text('stage').$type<VerificationStage>().notNull().default('profileIncomplete'),
    /** When the profile and the required documents were first all in: the queue's order. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The browser's id of the last submission kept, so a retry of it changes nothing (partners/submission.ts). */
    lastSubmissionId: uuid('last_submission_id'),
    /** How many of the partner's checks found a problem (checks/), kept with every refresh. */
    problemCount: integer('problem_count').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    // The spec looks partners up by e-mail ignoring case, so uniqueness ignores case too.
    uniqueIndex('partners_personal_email_lower_key').on(sql`lower(${table.personalEmail})`),
    // The queue's order, whole and within a stage, so a page reads 20 index entries.
    index('partners_queue_idx').on(table.submittedAt.asc().nullsLast(), table.createdAt, table.id),
    index('partners_stage_queue_idx').on(
      table.stage,
      table.submittedAt.asc().nullsLast(),
      table.createdAt,
      table.id,
    ),
    // The queue's 'has problems' filter: the partners with a problem, in the queue's order.
    index('partners_problems_queue_idx')
      .on(table.submittedAt.asc().nullsLast(), table.createdAt, table.id)
      .where(sql`${table.problemCount} > 0`),
    // The integration API's list of partners changed since an instant, in (updated_at, id) order.
    index('partners_updated_idx').on(table.updatedAt, table.id),
    // The queue's search (case-insensitive, anywhere in name, e-mail or company).
    index('partners_search_idx').using(
      'gin',
      table.name.op('gin_trgm_ops'),
      table.personalEmail.op('gin_trgm_ops'),
      table.companyName.op('gin_trgm_ops'),
    ),
  ],
);

/**
 * How many partners are at each stage, kept by a trigger on `partners`
 * (migration 0013), so the queue's totals need no count over the table.
 */
export const partnerStageCounts = pgTable('partner_stage_counts', {
  stage: text('stage').$type<VerificationStage>().primaryKey(),
  count: integer('count').notNull(),
});

/**
 * A document file in storage, one per partner and type: the columns of a
 * submitted document and of one staged for Submit (documents/resumable/schema.ts).
 */
export const storedDocumentColumns = () => ({
  partnerId: uuid('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  type: text('type').$type<DocumentType>().notNull(),
  storageKey: text('storage_key').notNull(),
  /** Decided from the file's bytes, never from its name or the browser's claim. */
  contentType: text('content_type').notNull(),
  extension: text('extension').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** The name the partner's file had, shown back to them; never used to find or serve it. */
  fileName: text('file_name'),
});

/**
 * The partner's current KYC documents, one per type. The file lives in
 * storage under `storage_key`; a new upload gets a new key and this row
 * switches to it, so the previous file stays whole until then.
 */
export const partnerDocuments = pgTable(
  'partner_documents',
  {
    ...storedDocumentColumns(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.type] })],
);

/**
 * What an operator turned down and the partner has not yet redone: a
 * verification (target kycStatus, cvStatus, ipvStatus or status) or a
 * document (target its type). The row goes once it is approved or uploaded again.
 */
export const partnerRejections = pgTable(
  'partner_rejections',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    reason: text('reason').notNull(),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.target] })],
);

/** Who changed what on a partner, when, from what to what, and why. Never updated or deleted. */
export const partnerAudit = pgTable(
  'partner_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    actorUserId: text('actor_user_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').$type<AuditActorRole>().notNull(),
    subject: text('subject').$type<AuditSubject>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A page of a partner's trail, newest first (read backwards), and the next after a cursor on (created_at, id);
  // the export of a period of every partner's (exports/), in time order.
  (table) => [
    index('partner_audit_partner_created_id_idx').on(table.partnerId, table.createdAt, table.id),
    index('partner_audit_created_id_idx').on(table.createdAt, table.id),
  ],
);

/**
 * A partner's unsent registration form (GET/PUT /api/partners/:id/draft), one
 * per partner, gone once the profile is saved. Encrypted whole with the
 * Aadhaar key: it may hold an Aadhaar number.
 */
export const registrationDrafts = pgTable('registration_drafts', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  valuesEncrypted: text('values_encrypted').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});
