import type { CompanyAddress } from '@shata/domain';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  jsonb,
  pgTable,
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
    cinNo: text('cin_no'),
    /** AES-256-GCM ciphertext (see aadhaar-cipher.ts); never the number itself. */
    aadharNoEncrypted: text('aadhar_no_encrypted'),
    /** The parts `company_location` was joined from, so the form can be filled in again. */
    companyAddress: jsonb('company_address').$type<CompanyAddress>(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status'),
    videoUrl: text('video_url'),
    kycStatus: text('kyc_status'),
    cvStatus: text('cv_status'),
    ipvStatus: text('ipv_status'),
    ...timestamps,
  },
  // The spec looks partners up by e-mail ignoring case, so uniqueness ignores case too.
  (table) => [
    uniqueIndex('partners_personal_email_lower_key').on(sql`lower(${table.personalEmail})`),
  ],
);
