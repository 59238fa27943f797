import type { AadhaarQrResult, AadhaarQrReview } from '@shata/domain';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';

/**
 * The latest Aadhaar Secure QR check of a partner: its outcome, the
 * certificate that signed it, and the details read from it. Never the photo
 * or the code itself.
 */
export const aadhaarQrChecks = pgTable('aadhaar_qr_checks', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  /** verified, mismatch (signed, but not the Aadhaar number typed) or signatureInvalid. */
  result: text('result').$type<AadhaarQrResult>().notNull(),
  source: text('source').$type<AadhaarQrReview['source']>().notNull().default('scan'),
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
