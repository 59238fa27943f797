/**
 * The demo's Secure QR codes, built in UIDAI's layout (version 2) and signed
 * with the demo's own key. The seed runs in production (`npm start` on an
 * empty database), so it has this small builder of its own; the tests' fuller
 * one, with every version and forgery, is @shata/test-support/aadhaar-qr.
 */
import type { webcrypto } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** A card's fields in the order the code carries them, after the version. */
export const demoCard = {
  indicator: '3',
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

type DemoCard = typeof demoCard;

/** A stand-in photo; the portal reads the text fields only. */
const photo = new Uint8Array(300).fill(1);

/** The decompressed bytes of a version 2 code: the fields, each ended by 255, the photo and the hashes. */
export function demoPayload(card: DemoCard): Uint8Array<ArrayBuffer> {
  const texts = [
    'V2',
    card.indicator,
    card.referenceId,
    card.name,
    card.dateOfBirth,
    card.gender,
    card.careOf,
    card.district,
    card.landmark,
    card.house,
    card.location,
    card.pincode,
    card.postOffice,
    card.state,
    card.street,
    card.subDistrict,
    card.vtc,
    card.mobileLast4,
  ];
  const parts: number[] = [];
  for (const text of texts) parts.push(...Buffer.from(text, 'latin1'), 255);
  // Indicator 3: both the email's and the mobile's hash, 32 bytes each.
  const hashes = new Uint8Array(64).fill(9);
  return Uint8Array.from([...parts, ...photo, ...hashes]);
}

/** The code's digits: the signed data and its signature, gzipped, read as one big number. */
export async function signedDigits(
  data: Uint8Array<ArrayBuffer>,
  key: webcrypto.CryptoKey,
): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, data));
  const zipped = gzipSync(Uint8Array.from([...data, ...signature]));
  return BigInt(`0x${zipped.toString('hex')}`).toString(10);
}
