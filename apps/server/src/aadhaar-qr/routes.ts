import {
  type AadhaarQrVerified,
  aadhaarQrScanSchema,
  type ErrorCode,
  messages,
} from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { caller, guard, requireVerifiedUser, type Sessions } from '../auth/session';
import { HttpError } from '../http/errors';
import { idParams, withZodSchemas } from '../http/validation';
import { findOwnPartner } from '../partners/access';
import { consumeRequest } from '../rate-limit/limiter';
import { recordSecureQr, type SecureQrContext } from './service';

/** A person scans a few times; a script trying codes by the thousand is stopped. */
const scanLimit = { max: 20, windowMs: 10 * 60_000 };

const qrRefusalCodes = {
  unreadable: 'aadhaar_qr_unreadable',
  signatureInvalid: 'aadhaar_qr_signature_invalid',
} satisfies Record<string, ErrorCode>;

/**
 * The partner's scan of the Secure QR on their Aadhaar: checked against
 * UIDAI's signature (and any configured signer), compared with the number
 * and name they gave, and recorded with them, without the photo or the code.
 */
export async function aadhaarQrRoutes(
  app: FastifyInstance,
  { sessions, ...context }: SecureQrContext & { sessions: Sessions },
) {
  const routes = withZodSchemas(app);

  routes.post(
    '/api/partners/:id/aadhaar-qr',
    {
      preValidation: guard(sessions, requireVerifiedUser),
      schema: { params: idParams, body: aadhaarQrScanSchema },
    },
    async (request): Promise<AadhaarQrVerified> => {
      const partner = await findOwnPartner(context.db, caller(request).email, request.params.id);
      await consumeRequest(context.db, `aadhaar-qr:${partner.id}`, scanLimit);
      const recorded = await recordSecureQr(context, partner, request.body.qrData, 'scan');
      if (recorded.result === 'verified') return recorded.answer;
      throw new HttpError(
        422,
        qrRefusalCodes[recorded.result],
        messages.aadhaarQr[recorded.result],
      );
    },
  );
}
