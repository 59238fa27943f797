import {
  type DocumentType,
  isMaskedAadhaar,
  maskAadhaar,
  messages,
  type Partner,
  type PartnerUpdateValues,
  partnerDocumentPath,
} from '@shata/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isOperator, type SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { partnerDocuments } from '../documents/schema';
import { HttpError } from '../http/errors';
import type { AadhaarCipher } from './aadhaar-cipher';
import { partners } from './schema';

export type PartnerRow = typeof partners.$inferSelect;

/**
 * The partner as the API answers it: the "read" shape of spec section 3,
 * Aadhaar masked, and each document on file as the address it is downloaded from.
 */
export function toPartnerResponse(
  row: PartnerRow,
  cipher: AadhaarCipher,
  documentsOnFile: readonly DocumentType[],
): Partner {
  const documentUrl = (type: DocumentType) =>
    documentsOnFile.includes(type) ? partnerDocumentPath(row.id, type) : null;
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
    aadharNo: row.aadharNoEncrypted ? maskAadhaar(cipher.decrypt(row.aadharNoEncrypted)) : null,
    videoUrl: row.videoUrl,
    kycStatus: row.kycStatus,
    cvStatus: row.cvStatus,
    ipvStatus: row.ipvStatus,
    aadharUrl: documentUrl('aadharCard'),
    panCardUrl: documentUrl('panCard'),
    gstCertificateUrl: documentUrl('gstCertificate'),
    incorporationCertificateUrl: documentUrl('incorporationCertificate'),
    companyAddress: row.companyAddress,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** `toPartnerResponse` with the partner's documents read from the database. */
export async function partnerResponse(
  db: Db,
  row: PartnerRow,
  cipher: AadhaarCipher,
): Promise<Partner> {
  const documents = await db
    .select({ type: partnerDocuments.type })
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partnerId, row.id));
  return toPartnerResponse(
    row,
    cipher,
    documents.map((document) => document.type),
  );
}

/**
 * The spec's sign-in sync: the partner whose personal e-mail is the signed-in
 * e-mail, ignoring case, created with that e-mail alone the first time. Two
 * first requests at once create one partner (the unique index decides).
 */
const byEmail = (email: string) => sql`lower(${partners.personalEmail}) = lower(${email})`;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The partner `id` if it belongs to the signed-in e-mail. Anyone else's, or
 * one that does not exist, is the same 404: a caller learns nothing about
 * other partners.
 */
export async function findOwnPartner(db: Db, email: string, id: string): Promise<PartnerRow> {
  return findPartner(db, id, byEmail(email));
}

/** A partner the caller may read: their own, or any partner for an operator. */
export async function findReadablePartner(
  db: Db,
  user: SessionUser,
  id: string,
): Promise<PartnerRow> {
  return isOperator(user) ? findPartner(db, id) : findOwnPartner(db, user.email, id);
}

async function findPartner(db: Db, id: string, condition?: SQL): Promise<PartnerRow> {
  const [row] = uuid.test(id)
    ? await db
        .select()
        .from(partners)
        .where(and(eq(partners.id, id), condition))
    : [];
  if (!row) throw new HttpError(404, messages.api.partnerNotFound);
  return row;
}

/**
 * Saves the profile of the "sent on update" body. Verification fields are not
 * in the body's schema, so a partner can never write them; the personal
 * e-mail is the account's and stays as it is; a masked Aadhaar number sent
 * back unchanged keeps the stored one.
 */
export async function updatePartner(
  db: Db,
  row: PartnerRow,
  update: PartnerUpdateValues,
  cipher: AadhaarCipher,
): Promise<PartnerRow> {
  let aadharNoEncrypted = row.aadharNoEncrypted;
  if (!isMaskedAadhaar(update.aadharNo)) {
    aadharNoEncrypted = cipher.encrypt(update.aadharNo);
  } else if (
    !row.aadharNoEncrypted ||
    maskAadhaar(cipher.decrypt(row.aadharNoEncrypted)) !== update.aadharNo
  ) {
    throw new HttpError(400, 'Enter the full 12-digit Aadhaar number.');
  }
  const [updated] = await db
    .update(partners)
    .set({
      name: update.name,
      mobileNo: update.mobileNo,
      companyName: update.companyName,
      companyLocation: update.companyLocation,
      gstNo: update.gstNo || null,
      cinNo: update.cinNo || null,
      servicesSelected: update.servicesSelected,
      latitude: update.latitude,
      longitude: update.longitude,
      ...(update.companyAddress && { companyAddress: update.companyAddress }),
      aadharNoEncrypted,
    })
    .where(eq(partners.id, row.id))
    .returning();
  if (!updated) throw new HttpError(404, messages.api.partnerNotFound);
  return updated;
}

export async function findOrCreatePartnerByEmail(db: Db, email: string): Promise<PartnerRow> {
  const [existing] = await db.select().from(partners).where(byEmail(email));
  if (existing) return existing;
  await db.insert(partners).values({ personalEmail: email }).onConflictDoNothing();
  const [created] = await db.select().from(partners).where(byEmail(email));
  if (!created) throw new Error('partner vanished right after it was created');
  return created;
}
