import {
  type AadhaarQrVerified,
  aadhaarQrScanSchema,
  checkSecureQr,
  messages,
  namesMatch,
  referenceIdLast4,
  type TrustedSigner,
  yearOfBirth,
} from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { caller, guard, requireVerifiedUser, type Sessions } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { idParams, withZodSchemas } from '../http/validation';
import type { AadhaarCipher } from '../partners/aadhaar-cipher';
import { findOwnPartner } from '../partners/access';
import { draftAadhaarNumber } from '../partners/draft';
import { consumeRequest } from '../rate-limit/limiter';
import { type AadhaarQrResult, aadhaarQrChecks } from './schema';

/** A person scans a few times; a script trying codes by the thousand is stopped. */
const scanLimit = { max: 20, windowMs: 10 * 60_000 };

/**
 * The partner's scan of the Secure QR on their Aadhaar: checked against
 * UIDAI's signature (and any configured signer), compared with the number
 * and name they gave, and recorded with them, without the photo or the code.
 */
export async function aadhaarQrRoutes(
  app: FastifyInstance,
  {
    db,
    sessions,
    cipher,
    trustedSigners,
  }: { db: Db; sessions: Sessions; cipher: AadhaarCipher; trustedSigners: TrustedSigner[] },
) {
  const routes = withZodSchemas(app);

  routes.post(
    '/api/partners/:id/aadhaar-qr',
    {
      preValidation: guard(sessions, requireVerifiedUser),
      schema: { params: idParams, body: aadhaarQrScanSchema },
    },
    async (request): Promise<AadhaarQrVerified> => {
      const partner = await findOwnPartner(db, caller(request).email, request.params.id);
      await consumeRequest(db, `aadhaar-qr:${partner.id}`, scanLimit);
      const check = await checkSecureQr(request.body.qrData, trustedSigners);
      if (check.result === 'unreadable') throw new HttpError(422, messages.aadhaarQr.unreadable);
      const record = (
        result: AadhaarQrResult,
        values: Partial<typeof aadhaarQrChecks.$inferInsert>,
      ) => {
        const row = {
          result,
          checkedAt: new Date(),
          signerFingerprint: null,
          last4: null,
          name: null,
          yearOfBirth: null,
          gender: null,
          state: null,
          district: null,
          pincode: null,
          ...values,
        };
        return db
          .insert(aadhaarQrChecks)
          .values({ partnerId: partner.id, ...row })
          .onConflictDoUpdate({ target: aadhaarQrChecks.partnerId, set: row });
      };
      if (check.result === 'signatureInvalid') {
        await record('signatureInvalid', {});
        throw new HttpError(422, messages.aadhaarQr.signatureInvalid);
      }
      const { fields } = check;
      // The number being typed on the form (the draft's) or, once submitted, the profile's.
      const typedNumber =
        (await draftAadhaarNumber(db, partner.id, cipher)) ??
        (partner.aadharNoEncrypted ? cipher.decrypt(partner.aadharNoEncrypted) : undefined);
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
      await record(last4MatchesAadhaarNumber ? 'verified' : 'mismatch', {
        signerFingerprint: check.signerFingerprint,
        ...details,
      });
      return {
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
      };
    },
  );
}
