import type { Partner } from '@shata/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partners } from './schema';

type PartnerRow = typeof partners.$inferSelect;

/** The partner as the API answers it: the "read" shape of spec section 3. */
export function toPartnerResponse(row: PartnerRow): Partner {
  return {
    _id: row.id,
    name: row.name,
    companyName: row.companyName,
    companyLocation: row.companyLocation,
    servicesSelected: row.servicesSelected,
    personalEmail: row.personalEmail,
    companyEmail: row.companyEmail,
    mobileNo: row.mobileNo,
    status: row.status,
    gstNo: row.gstNo,
    cinNo: row.cinNo,
    aadharNo: null,
    videoUrl: row.videoUrl,
    kycStatus: row.kycStatus,
    cvStatus: row.cvStatus,
    ipvStatus: row.ipvStatus,
    aadharUrl: null,
    panCardUrl: null,
    gstCertificateUrl: null,
    incorporationCertificateUrl: null,
  };
}

/**
 * The spec's sign-in sync: the partner whose personal e-mail is the signed-in
 * e-mail, ignoring case, created with that e-mail alone the first time. Two
 * first requests at once create one partner (the unique index decides).
 */
export async function findOrCreatePartnerByEmail(db: Db, email: string): Promise<PartnerRow> {
  const byEmail = sql`lower(${partners.personalEmail}) = lower(${email})`;
  const [existing] = await db.select().from(partners).where(byEmail);
  if (existing) return existing;
  await db.insert(partners).values({ personalEmail: email }).onConflictDoNothing();
  const [created] = await db.select().from(partners).where(byEmail);
  if (!created) throw new Error('partner vanished right after it was created');
  return created;
}
