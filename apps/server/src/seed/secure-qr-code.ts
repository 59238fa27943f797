/**
 * The demo's Secure QR codes, in UIDAI's layout (version 2, the domain's
 * `secureQrSignedData`), signed with the demo's own key. The seed runs in
 * production (`npm start` on an empty database), where the tests' builder
 * (@shata/test-support/aadhaar-qr) is not shipped.
 */
import type { webcrypto } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { type SecureQrFields, secureQrSignedData } from '@shata/domain';

/** The demo partner's card, as a code carries it. */
export const demoCard: SecureQrFields = {
  version: 'V2',
  emailMobileIndicator: 3,
  referenceId: '234620190618123456789',
  name: 'Asha Rao',
  dateOfBirth: '01-01-1990',
  gender: 'F',
  careOf: 'D/O: Ravi Rao',
  district: 'Bengaluru Urban',
  landmark: 'Near Town Hall',
  house: '12',
  location: 'Jayachamarajendra Road',
  pincode: '560002',
  postOffice: 'Bangalore GPO',
  state: 'Karnataka',
  street: 'JC Road',
  subDistrict: 'Bangalore North',
  vtc: 'Bengaluru',
  mobileLast4: '3210',
};

/** A stand-in photo; the portal reads the text fields only. */
const photo = new Uint8Array(300).fill(1);
/** Indicator 3: both the e-mail's and the mobile's hash. */
const hashes = new Uint8Array(64).fill(9);

/** The code's digits: the card's signed data and its signature, gzipped, read as one big number. */
export async function signedDigits(
  card: SecureQrFields,
  key: webcrypto.CryptoKey,
): Promise<string> {
  const data = secureQrSignedData(card, photo, hashes);
  const signature = new Uint8Array(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, data));
  const zipped = gzipSync(Uint8Array.from([...data, ...signature]));
  return BigInt(`0x${zipped.toString('hex')}`).toString(10);
}
