import {
  type DocumentType,
  isMaskedAadhaar,
  isSubmittedStage,
  maskAadhaar,
  messages,
  type Partner,
  type PartnerRejection,
  type PartnerUpdateValues,
  partnerDocumentPath,
  verificationStage,
} from '@shata/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { AadhaarCipher } from './aadhaar-cipher';
import { findPartner, findPartnerByEmail, type PartnerRow } from './access';
import { partnerDocuments, partnerRejections, partners } from './schema';

/** What the database holds beside the partner row: documents on file and open rejections. */
interface PartnerExtras {
  documentsOnFile: readonly DocumentType[];
  rejections: readonly PartnerRejection[];
}

/** The "read" shape of spec section 3, with `aadharNo` as the caller may see it. */
function partnerView(row: PartnerRow, extras: PartnerExtras, aadharNo: string | null): Partner {
  const documentUrl = (type: DocumentType) =>
    extras.documentsOnFile.includes(type) ? partnerDocumentPath(row.id, type) : null;
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
    aadharNo,
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
    rejections: [...extras.rejections],
  };
}

/**
 * The partner as the API answers it: Aadhaar masked, each document on file as
 * the address it is downloaded from, and what operators have turned down.
 */
function toPartnerResponse(row: PartnerRow, cipher: AadhaarCipher, extras: PartnerExtras): Partner {
  const aadharNo = row.aadharNoEncrypted
    ? maskAadhaar(cipher.decrypt(row.aadharNoEncrypted))
    : null;
  return partnerView(row, extras, aadharNo);
}

async function loadPartnerExtras(db: Db, partnerId: string): Promise<PartnerExtras> {
  const [documents, rejections] = await Promise.all([
    db
      .select({ type: partnerDocuments.type })
      .from(partnerDocuments)
      .where(eq(partnerDocuments.partnerId, partnerId)),
    db
      .select()
      .from(partnerRejections)
      .where(eq(partnerRejections.partnerId, partnerId))
      .orderBy(asc(partnerRejections.rejectedAt)),
  ]);
  return {
    documentsOnFile: documents.map((document) => document.type),
    rejections: rejections.map((rejection) => ({
      target: rejection.target as PartnerRejection['target'],
      reason: rejection.reason,
      rejectedAt: rejection.rejectedAt.toISOString(),
    })),
  };
}

/** `toPartnerResponse` with what the partner has on file read from the database. */
export async function partnerResponse(
  db: Db,
  row: PartnerRow,
  cipher: AadhaarCipher,
): Promise<Partner> {
  return toPartnerResponse(row, cipher, await loadPartnerExtras(db, row.id));
}

/**
 * Keeps the partner's queue stage (and, the first time the profile and the
 * required documents are all in, its submission time) in step with the
 * record. Called in the same transaction as every change to a partner.
 */
export async function refreshStage(db: Db, partnerId: string): Promise<PartnerRow> {
  const row = await findPartner(db, partnerId);
  // Only the presence of the Aadhaar number matters here, so it is not decrypted.
  const stage = verificationStage(
    partnerView(row, await loadPartnerExtras(db, partnerId), row.aadharNoEncrypted),
  );
  const submittedAt = row.submittedAt ?? (isSubmittedStage(stage) ? new Date() : null);
  if (stage === row.stage && submittedAt === row.submittedAt) return row;
  const [updated] = await db
    .update(partners)
    .set({ stage, submittedAt })
    .where(eq(partners.id, partnerId))
    .returning();
  if (!updated) throw new HttpError(404, messages.api.partnerNotFound);
  return updated;
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
    throw new HttpError(400, messages.validation.aadhaarRetype);
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
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
    return refreshStage(tx, row.id);
  });
}

/**
 * The spec's sign-in sync: the partner whose personal e-mail is the signed-in
 * e-mail, ignoring case, created with that e-mail alone the first time. Two
 * first requests at once create one partner (the unique index decides).
 */
export async function findOrCreatePartnerByEmail(db: Db, email: string): Promise<PartnerRow> {
  const existing = await findPartnerByEmail(db, email);
  if (existing) return existing;
  await db.insert(partners).values({ personalEmail: email }).onConflictDoNothing();
  const created = await findPartnerByEmail(db, email);
  if (!created) throw new Error('partner vanished right after it was created');
  return created;
}
