import { createHash, type webcrypto } from 'node:crypto';
import type { PartnerUpdateValues, TrustedSigner } from '@shata/domain';
import { recordSecureQr, type SecureQrContext } from '../aadhaar-qr/service';
import type { PartnerRow } from '../partners/access';
import { demoCard, signedDigits } from './secure-qr-code';

/** A key that signs the demo's Secure QR codes, and the signer that trusts it. */
export interface DemoSigner {
  signingKey: webcrypto.CryptoKey;
  trusted: TrustedSigner;
}

/**
 * A key made afresh for each seeding and trusted only by the seeding itself:
 * the portal never trusts it (its trusted set is UIDAI's certificates and
 * AADHAAR_QR_CERTS), so no demo code verifies on a running portal.
 */
export async function createDemoSigner(): Promise<DemoSigner> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    false,
    ['sign', 'verify'],
  );
  const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey));
  const fingerprint = (createHash('sha256').update(spki).digest('hex').match(/../g) ?? [])
    .join(':')
    .toUpperCase();
  return { signingKey: pair.privateKey, trusted: { fingerprint, key: pair.publicKey } };
}

/**
 * Records the partner's scan of a demo Secure QR through the same path a
 * partner's scan takes: their own card's code, or one of another number.
 */
export async function scanDemoSecureQr(
  context: Omit<SecureQrContext, 'trustedSigners'>,
  signer: DemoSigner,
  partner: PartnerRow,
  profile: PartnerUpdateValues,
  whose: 'own' | 'anotherNumber',
): Promise<void> {
  const last4 = whose === 'own' ? profile.aadharNo.slice(-4) : '0000';
  const address = profile.companyAddress;
  const card = {
    ...demoCard,
    referenceId: `${last4}20251103101530123`,
    name: profile.name,
    district: address?.city ?? demoCard.district,
    vtc: address?.city ?? demoCard.vtc,
    state: address?.state ?? demoCard.state,
    pincode: address?.postalCode ?? demoCard.pincode,
    mobileLast4: profile.mobileNo.slice(-4),
  };
  const recorded = await recordSecureQr(
    { ...context, trustedSigners: [signer.trusted] },
    partner,
    await signedDigits(card, signer.signingKey),
    'scan',
  );
  if (recorded.result !== 'verified')
    throw new Error(`the demo's Secure QR was ${recorded.result}`);
}
