import {
  type AadhaarQrResult,
  type AadhaarQrReview,
  type AadhaarQrSource,
  type AadhaarQrVerified,
  checkSecureQr,
  namesMatch,
  referenceIdLast4,
  replacesKeptQrResult,
  type TrustedSigner,
  yearOfBirth,
} from '@shata/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AadhaarCipher } from '../partners/aadhaar-cipher';
import type { PartnerRow } from '../partners/access';
import { changePartner } from '../partners/change';
import { draftAadhaarNumber } from '../partners/draft';
import { qrAttemptSummary, qrWarnings } from './attempts';
import { aadhaarQrAttempts, aadhaarQrChecks } from './schema';

export interface SecureQrContext {
  db: Db;
  cipher: AadhaarCipher;
  trustedSigners: readonly TrustedSigner[];
}

/** What checking a partner's code came to; only a code that reads as a Secure QR is recorded. */
export type RecordedSecureQr =
  | { result: 'unreadable' }
  | { result: 'signatureInvalid' }
  | { result: 'verified'; answer: AadhaarQrVerified };

const noDetails = {
  signerFingerprint: null,
  last4: null,
  name: null,
  yearOfBirth: null,
  gender: null,
  state: null,
  district: null,
  pincode: null,
};

/**
 * Checks the digits of a partner's Secure QR and records the attempt (its
 * result, source, signer and last 4 digits); the outcome with its details
 * (never the photo or the code) is kept when it proves as much as the kept
 * one or more. Then recomputes the partner's checks, as one partner change.
 */
export async function recordSecureQr(
  { db, cipher, trustedSigners }: SecureQrContext,
  partner: PartnerRow,
  digits: string,
  source: AadhaarQrSource,
): Promise<RecordedSecureQr> {
  const check = await checkSecureQr(digits, [...trustedSigners]);
  if (check.result === 'unreadable') return check;
  const store = (result: AadhaarQrResult, values: Partial<typeof aadhaarQrChecks.$inferInsert>) =>
    changePartner(db, partner.id, { refreshChecksWith: cipher }, async (tx) => {
      const row = { ...noDetails, ...values, result, source, checkedAt: new Date() };
      await tx.insert(aadhaarQrAttempts).values({
        partnerId: partner.id,
        result,
        source,
        signerFingerprint: row.signerFingerprint,
        last4: row.last4,
        checkedAt: row.checkedAt,
      });
      // The partner's row is locked: no other check of theirs runs between the read and the write.
      const [kept] = await tx
        .select({ result: aadhaarQrChecks.result })
        .from(aadhaarQrChecks)
        .where(eq(aadhaarQrChecks.partnerId, partner.id));
      if (replacesKeptQrResult(kept?.result, result)) {
        await tx
          .insert(aadhaarQrChecks)
          .values({ partnerId: partner.id, ...row })
          .onConflictDoUpdate({ target: aadhaarQrChecks.partnerId, set: row });
      }
      // The result alone: the code and what it reads (the last digits, the name) stay here.
      return {
        event: { type: 'partner.aadhaar_qr_checked', payload: { result, source } },
        result: undefined,
      };
    });
  if (check.result === 'signatureInvalid') {
    await store('signatureInvalid', {});
    return check;
  }
  const { fields } = check;
  // The number being typed on the form (the draft's) or, once submitted, the profile's.
  const typedNumber =
    (await draftAadhaarNumber(db, partner.id, cipher)) ??
    (partner.aadhaarNoEncrypted ? cipher.decrypt(partner.aadhaarNoEncrypted) : undefined);
  const last4 = referenceIdLast4(fields);
  const last4MatchesAadhaarNumber = typedNumber?.slice(-4) === last4;
  const details = {
    last4,
    name: fields.name,
    yearOfBirth: yearOfBirth(fields.dateOfBirth),
    gender: fields.gender,
    state: fields.state,
    district: fields.district,
    pincode: fields.pincode,
  };
  await store(last4MatchesAadhaarNumber ? 'verified' : 'mismatch', {
    signerFingerprint: check.signerFingerprint,
    ...details,
  });
  return {
    result: 'verified',
    answer: {
      result: 'verified',
      ...details,
      address: {
        house: fields.house,
        street: fields.street,
        landmark: fields.landmark,
        locality: fields.location,
        vtc: fields.vtc,
        postOffice: fields.postOffice,
        subDistrict: fields.subDistrict,
      },
      last4MatchesAadhaarNumber,
      nameMatchesProfile: partner.name ? namesMatch(fields.name, partner.name) : false,
    },
  };
}

/**
 * The partner's Secure QR as operators see it: the kept check (the one that
 * proves the most) and the forged or mismatched attempts, judged against the
 * profile's number now (`aadhaarNumber`); null when no code was ever read.
 */
export async function aadhaarQrReview(
  db: Db,
  partnerId: string,
  aadhaarNumber: string | null,
): Promise<AadhaarQrReview | null> {
  const [row] = await db
    .select()
    .from(aadhaarQrChecks)
    .where(eq(aadhaarQrChecks.partnerId, partnerId));
  if (!row) return null;
  const [warnings, summary] = await Promise.all([
    qrWarnings(db, partnerId, aadhaarNumber),
    qrAttemptSummary(db, partnerId, aadhaarNumber),
  ]);
  return {
    result: row.result,
    source: row.source,
    checkedAt: row.checkedAt.toISOString(),
    last4: row.last4,
    name: row.name,
    yearOfBirth: row.yearOfBirth,
    gender: row.gender,
    state: row.state,
    district: row.district,
    pincode: row.pincode,
    warnings,
    warningCount: summary.forged.count + summary.mismatched.count,
  };
}
