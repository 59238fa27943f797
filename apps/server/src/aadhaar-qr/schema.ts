import type { AadhaarQrResult, AadhaarQrSource } from '@shata/domain';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';

/**
 * The Aadhaar Secure QR check kept for a partner: the one that proves the
 * most (`replacesKeptQrResult`: the latest of equals), with its outcome, the
 * certificate that signed it, and the details read from it. Never the photo
 * or the code itself. Every attempt is in `aadhaar_qr_attempts` too.
 */
export const aadhaarQrChecks = pgTable('aadhaar_qr_checks', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  /** verified, mismatch (signed, but not the Aadhaar number typed) or signatureInvalid. */
  result: text('result').$type<AadhaarQrResult>().notNull(),
  source: text('source').$type<AadhaarQrSource>().notNull().default('scan'),
  signerFingerprint: text('signer_fingerprint'),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  last4: text('last4'),
  name: text('name'),
  yearOfBirth: integer('year_of_birth'),
  gender: text('gender'),
  state: text('state'),
  district: text('district'),
  pincode: text('pincode'),
});

/**
 * Every reading of a partner's Secure QR that was one (a scan, or the QR of
 * an uploaded picture), signed or not: rows are only ever added, so a forged
 * code stays on record whatever comes after it. The number's last 4 digits
 * only, as the code itself carries; never the photo, the code or the details.
 */
export const aadhaarQrAttempts = pgTable(
  'aadhaar_qr_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** As judged when it was read, against the number typed then. */
    result: text('result').$type<AadhaarQrResult>().notNull(),
    source: text('source').$type<AadhaarQrSource>().notNull(),
    signerFingerprint: text('signer_fingerprint'),
    last4: text('last4'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('aadhaar_qr_attempts_partner_checked_idx').on(table.partnerId, table.checkedAt),
  ],
);
