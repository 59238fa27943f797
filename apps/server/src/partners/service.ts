import {
  awaitedStep,
  type DocumentFile,
  type DocumentType,
  isBusinessType,
  isSubmittedStage,
  maskAadhaar,
  messages,
  type Partner,
  type PartnerRejection,
  partnerDocumentPath,
  verificationStage,
} from '@shata/domain';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { aadhaarQrChecks } from '../aadhaar-qr/schema';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { HttpError } from '../http/errors';
import type { AadhaarCipher } from './aadhaar-cipher';
import { findPartnerByEmail, hasPersonalEmail, type PartnerPick, type PartnerRow } from './access';
import { partnerDocuments, partnerRejections, partners } from './schema';

/** A document on file as the partner read shows it. */
interface DocumentOnFile extends DocumentFile {
  type: DocumentType;
}

/** What the database holds beside the partner row: documents on file, open rejections, the QR check. */
interface PartnerExtras {
  documentsOnFile: readonly DocumentOnFile[];
  rejections: readonly PartnerRejection[];
  aadhaarQrCheck: Partner['aadhaarQrCheck'];
}

/** The "read" shape of spec section 3, with `aadharNo` as the caller may see it. */
function partnerView(row: PartnerRow, extras: PartnerExtras, aadharNo: string | null): Partner {
  const documentUrl = (type: DocumentType) =>
    extras.documentsOnFile.some((document) => document.type === type)
      ? partnerDocumentPath(row.id, type)
      : null;
  return {
    _id: row.id,
    // A value written by hand into the column is no type: the partner reads as a company.
    businessType: isBusinessType(row.businessType) ? row.businessType : null,
    name: row.name,
    companyName: row.companyName,
    companyLocation: row.companyLocation,
    servicesSelected: row.servicesSelected,
    personalEmail: row.personalEmail,
    companyEmail: row.companyEmail,
    mobileNo: row.mobileNo,
    status: row.status,
    gstNo: row.gstNo,
    panNo: row.panNo,
    cinNo: row.cinNo,
    llpinNo: row.llpinNo,
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
    aadhaarQrCheck: extras.aadhaarQrCheck,
    documentFiles: Object.fromEntries(
      extras.documentsOnFile.map(({ type, fileName, sizeBytes }) => [
        type,
        { fileName, sizeBytes },
      ]),
    ),
  };
}

/**
 * The partner as the API answers it: Aadhaar masked, each document on file as
 * the address it is downloaded from, and what operators have turned down.
 */
function toPartnerResponse(row: PartnerRow, cipher: AadhaarCipher, extras: PartnerExtras): Partner {
  const maskedAadhaar = row.aadhaarNoEncrypted
    ? maskAadhaar(cipher.decrypt(row.aadhaarNoEncrypted))
    : null;
  return partnerView(row, extras, maskedAadhaar);
}

/**
 * The partner row with its documents on file and open rejections beside it,
 * so a read is one query. Rejection times come as text in the JSON and are
 * turned into Dates where they are read.
 */
const partnerWithExtras = {
  ...getTableColumns(partners),
  documentsOnFile: sql<DocumentOnFile[]>`coalesce((
    select json_agg(json_build_object(
      'type', ${partnerDocuments.type},
      'fileName', ${partnerDocuments.fileName},
      'sizeBytes', ${partnerDocuments.sizeBytes}))
    from ${partnerDocuments} where ${partnerDocuments.partnerId} = ${partners.id}), '[]')`,
  rejections: sql<{ target: string; reason: string; rejectedAt: string }[]>`coalesce((
    select json_agg(json_build_object(
      'target', ${partnerRejections.target},
      'reason', ${partnerRejections.reason},
      'rejectedAt', ${partnerRejections.rejectedAt}) order by ${partnerRejections.rejectedAt})
    from ${partnerRejections} where ${partnerRejections.partnerId} = ${partners.id}), '[]')`,
  aadhaarQrCheck: sql<Partner['aadhaarQrCheck']>`(
    select json_build_object('result', ${aadhaarQrChecks.result}, 'last4', ${aadhaarQrChecks.last4})
    from ${aadhaarQrChecks} where ${aadhaarQrChecks.partnerId} = ${partners.id})`,
};

const readPartnerWhere = (where: SQL) =>
  preparedQuery((db) => db.select(partnerWithExtras).from(partners).where(where).prepare(''));
const byId = eq(partners.id, sql.placeholder('id'));
const byEmail = hasPersonalEmail(sql.placeholder('email'));
const partnerReads = {
  byId: readPartnerWhere(byId),
  byEmail: readPartnerWhere(byEmail),
  byIdAndEmail: readPartnerWhere(sql`${byId} and ${byEmail}`),
};

/** The partner `pick` names and what it has on file, in one query; undefined when there is none. */
async function readPartner(
  db: Db,
  pick: PartnerPick,
): Promise<{ row: PartnerRow; extras: PartnerExtras } | undefined> {
  const read =
    pick.id === undefined
      ? partnerReads.byEmail
      : pick.email === undefined
        ? partnerReads.byId
        : partnerReads.byIdAndEmail;
  const [found] = await read(db).execute(pick);
  if (!found) return undefined;
  const { documentsOnFile, rejections, aadhaarQrCheck, ...row } = found;
  return {
    row,
    extras: {
      documentsOnFile,
      aadhaarQrCheck,
      rejections: rejections.map((rejection) => ({
        target: rejection.target as PartnerRejection['target'],
        reason: rejection.reason,
        rejectedAt: new Date(rejection.rejectedAt).toISOString(),
      })),
    },
  };
}

/** The answer for the partner `pick` names; undefined when there is none. */
export async function readPartnerResponse(
  db: Db,
  pick: PartnerPick,
  cipher: AadhaarCipher,
): Promise<Partner | undefined> {
  const found = await readPartner(db, pick);
  return found && toPartnerResponse(found.row, cipher, found.extras);
}

/** The answer for a partner the caller already holds, with what it has on file now. */
export async function partnerResponse(
  db: Db,
  row: PartnerRow,
  cipher: AadhaarCipher,
): Promise<Partner> {
  const response = await readPartnerResponse(db, { id: row.id }, cipher);
  if (!response) throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
  return response;
}

/**
 * Keeps the partner's queue stage (and, the first time the profile and the
 * required documents are all in, its submission time) in step with the
 * record, with the operators' step it awaits: when either moves, the clock
 * of the partner's time in stage starts again. `changePartner` calls it in
 * the transaction of every change to a partner.
 */
export async function refreshStage(db: Db, partnerId: string): Promise<PartnerRow> {
  const found = await readPartner(db, { id: partnerId });
  if (!found) throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
  const { row, extras } = found;
  // Only the presence of the Aadhaar number matters here, so it is not decrypted.
  const view = partnerView(row, extras, row.aadhaarNoEncrypted);
  const stage = verificationStage(view);
  const step = awaitedStep(stage, view);
  const submittedAt = row.submittedAt ?? (isSubmittedStage(stage) ? new Date() : null);
  const moved = stage !== row.stage || step !== row.awaitedStep;
  if (!moved && submittedAt === row.submittedAt) return row;
  const [updated] = await db
    .update(partners)
    .set({ stage, submittedAt, awaitedStep: step, ...(moved && { stageEnteredAt: new Date() }) })
    .where(eq(partners.id, partnerId))
    .returning();
  if (!updated) throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
  return updated;
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
