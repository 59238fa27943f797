/**
 * The Aadhaar Secure QR (UIDAI's "Secure QR Code" format, V2 and V3): its
 * decimal digits read into fields, and its RSA-SHA256 signature checked
 * against certificates the caller trusts. Web Crypto and the Compression
 * Streams API only, so the server and a browser read a code the same way.
 */

import { z } from 'zod';
import { messages } from './messages';
import type { AadhaarQrResult } from './partner';

/** POST /api/partners/:id/aadhaar-qr: the digits as the scanner read them. */
export const aadhaarQrScanSchema = z
  .object({
    qrData: z
      .string({ error: messages.aadhaarQr.qrDataInvalid })
      .trim()
      .regex(/^\d{1,7089}$/, messages.aadhaarQr.qrDataInvalid),
  })
  .strict();

/** What the server answers for a code signed by a trusted key. */
export interface AadhaarQrVerified {
  result: 'verified';
  name: string;
  yearOfBirth: number | null;
  gender: string;
  state: string;
  district: string;
  pincode: string;
  /** The rest of the address on the code, for the form to offer. */
  address: AadhaarQrAddress;
  last4: string;
  /** Whether the Aadhaar number typed on the form ends in the code's last 4 digits. */
  last4MatchesAadhaarNumber: boolean;
  nameMatchesProfile: boolean;
}

/** Where a code was read: scanned on the form, or found in the uploaded Aadhaar picture. */
export type AadhaarQrSource = 'scan' | 'upload';

/**
 * How much a check's result proves: a code signed for the number given, then
 * one signed for another number, then one no trusted key signed.
 */
const qrResultRank: Readonly<Record<AadhaarQrResult, number>> = {
  signatureInvalid: 0,
  mismatch: 1,
  verified: 2,
};

/**
 * Whether a new check's result takes the place of the one kept for the
 * operator: one that proves as much or more does (the latest of equals), so a
 * forged code after a genuine one never hides it. Every attempt is kept
 * besides (`AadhaarQrAttempt`).
 */
export function replacesKeptQrResult(kept: AadhaarQrResult | undefined, next: AadhaarQrResult) {
  return kept === undefined || qrResultRank[next] >= qrResultRank[kept];
}

/**
 * A check's result against the Aadhaar number on the profile now: a signed
 * code read while the form held another number is judged by the number saved.
 * A code no trusted key signed stays so; without a number, the result stands.
 */
export function qrResultNow(
  check: { result: AadhaarQrResult; last4: string | null },
  aadhaarNumber: string | null,
): AadhaarQrResult {
  if (check.result === 'signatureInvalid' || !aadhaarNumber) return check.result;
  return aadhaarNumber.slice(-4) === check.last4 ? 'verified' : 'mismatch';
}

/** One reading of a partner's Secure QR, as operators see it: never more of the number than its last 4 digits. */
export interface AadhaarQrAttempt {
  result: AadhaarQrResult;
  source: AadhaarQrSource;
  checkedAt: string;
  /** The last 4 digits of the number the code is for; null when no trusted key signed it. */
  last4: string | null;
  /** The SHA-256 fingerprint of the certificate that signed it; null when none did. */
  signerFingerprint: string | null;
}

/** The attempts the checks warn of: how many forged, how many for another number, and the latest of each. */
export interface AadhaarQrAttemptSummary {
  forged: { count: number; latestAt: string | null };
  mismatched: { count: number; latestAt: string | null };
}

/** What a Secure QR check came to, in the words the partner and the operator both see. */
export const aadhaarQrResultLabels = {
  verified: 'Verified by UIDAI signature',
  mismatch: 'Number mismatch',
  signatureInvalid: 'Signature invalid',
  notChecked: 'Not checked',
} as const;

/** UIDAI writes the gender as M, F or T; another letter is shown as it is. */
export function aadhaarGenderName(code: string): string {
  const names: Readonly<Record<string, string>> = { M: 'Male', F: 'Female', T: 'Transgender' };
  return names[code.trim().toUpperCase()] ?? code;
}

/** The address lines of a Secure QR besides its district, state and pincode. */
export interface AadhaarQrAddress {
  house: string;
  street: string;
  landmark: string;
  /** The locality ("loc" in UIDAI's format). */
  locality: string;
  /** Village, town or city. */
  vtc: string;
  postOffice: string;
  subDistrict: string;
}

/** The Secure QR's address as the registration form's location fields. */
export function locationFromAadhaarQr(
  code: Pick<AadhaarQrVerified, 'address' | 'district' | 'state' | 'pincode'>,
): {
  address: string;
  street: string;
  landmark: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'India';
} {
  const { house, street, landmark, locality, vtc } = code.address;
  const joined = (...parts: string[]) =>
    parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', ');
  return {
    address: house.trim(),
    // The form has no locality line: it joins the street's, as a postal address writes it.
    street: joined(street, locality),
    landmark: landmark.trim(),
    city: vtc.trim() || code.district.trim(),
    state: code.state.trim(),
    postalCode: code.pincode.trim(),
    country: 'India',
  };
}

/** Web Crypto's key type, named so in the browser's types and in Node's alike. */
type VerifyingKey = Parameters<typeof crypto.subtle.verify>[1];

/** A certificate whose key may sign Secure QR codes: pinned by its SHA-256 fingerprint. */
export interface TrustedSigner {
  /** SHA-256 of the certificate's DER, as colon-separated hex pairs (openssl's form). */
  fingerprint: string;
  key: VerifyingKey;
}

/** The fields a Secure QR carries, as UIDAI prints them. */
export interface SecureQrFields {
  /** null for codes from before the version marker. */
  version: 'V2' | 'V3' | null;
  /** 0 none, 1 e-mail, 2 mobile, 3 both: which hashes follow the photo. */
  emailMobileIndicator: number;
  /** The Aadhaar number's last 4 digits, then when the code was made. */
  referenceId: string;
  name: string;
  dateOfBirth: string;
  gender: string;
  careOf: string;
  district: string;
  landmark: string;
  house: string;
  location: string;
  pincode: string;
  postOffice: string;
  state: string;
  street: string;
  subDistrict: string;
  vtc: string;
  /** V2 and later: the last 4 digits of the registered mobile number. */
  mobileLast4: string | null;
}

export type SecureQrCheck =
  | { result: 'verified'; signerFingerprint: string; fields: SecureQrFields }
  /** The digits are not a Secure QR: not a number, not gzip, too few fields. */
  | { result: 'unreadable' }
  /** A Secure QR whose signature no trusted key made: altered, or not UIDAI's. */
  | { result: 'signatureInvalid' };

/** RSA-2048: the signature is the code's last 256 bytes. */
const signatureLength = 256;
const hashLength = 32;
const separator = 255;
/** The longest a code's digits are: a QR holds at most 7,089 digits. */
const maxDigits = 7_089;
/** What a decompressed code may be at most; a gzip bomb stops here. */
const maxDecompressedBytes = 64 * 1024;

const textFieldNames = [
  'emailMobileIndicator',
  'referenceId',
  'name',
  'dateOfBirth',
  'gender',
  'careOf',
  'district',
  'landmark',
  'house',
  'location',
  'pincode',
  'postOffice',
  'state',
  'street',
  'subDistrict',
  'vtc',
] as const;

const latin1 = new TextDecoder('latin1');

/** The big-endian bytes of a decimal number, or null when `digits` is not one. */
function bytesOfDecimal(digits: string): Uint8Array | null {
  const trimmed = digits.trim();
  if (!/^\d{1,7089}$/.test(trimmed) || trimmed.length > maxDigits) return null;
  let hex = BigInt(trimmed).toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/** gunzip, refusing anything that is not a whole gzip stream or grows past the limit. */
async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array | null> {
  try {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    const chunks: Uint8Array[] = [];
    let length = 0;
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.length;
      if (length > maxDecompressedBytes) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(length);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.length;
    }
    return whole;
  } catch {
    return null;
  }
}

/**
 * The bytes a Secure QR signs, in UIDAI's layout: the reader's inverse, for
 * the demo's codes and the tests'. `hashes` are the e-mail's and the mobile's
 * SHA-256, as many as the indicator says; text is ISO-8859-1.
 */
export function secureQrSignedData(
  fields: SecureQrFields,
  photo: Uint8Array,
  hashes: Uint8Array,
): Uint8Array<ArrayBuffer> {
  const values = textFieldNames.map((name) => String(fields[name]));
  const texts = fields.version ? [fields.version, ...values, fields.mobileLast4 ?? ''] : values;
  const bytes = texts.flatMap((text) => [...Array.from(text, (c) => c.charCodeAt(0)), separator]);
  return Uint8Array.from([...bytes, ...photo, ...hashes]);
}

interface ParsedQr {
  fields: SecureQrFields;
  signed: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}

/** The decompressed code split into its parts; null when it does not have them. */
function parseDecompressed(data: Uint8Array): ParsedQr | null {
  if (data.length <= signatureLength) return null;
  const marker = latin1.decode(data.subarray(0, 2));
  const version = marker === 'V2' || marker === 'V3' ? marker : null;
  // The version marker is a field of its own, before the indicator.
  const textFields = textFieldNames.length + (version ? 2 : 0);
  const texts: string[] = [];
  let start = 0;
  for (let index = 0; index < data.length && texts.length < textFields; index += 1) {
    if (data[index] !== separator) continue;
    texts.push(latin1.decode(data.subarray(start, index)));
    start = index + 1;
  }
  if (texts.length < textFields) return null;
  const values = version ? texts.slice(1) : texts;
  const field = (name: (typeof textFieldNames)[number]) =>
    values[textFieldNames.indexOf(name)] ?? '';
  const indicator = Number(field('emailMobileIndicator'));
  if (!Number.isInteger(indicator) || indicator < 0 || indicator > 3) return null;
  const hashes = (indicator === 3 ? 2 : indicator === 0 ? 0 : 1) * hashLength;
  // What is left after the text fields is the photo, the hashes and the signature.
  if (data.length - start < hashes + signatureLength) return null;
  const fields: SecureQrFields = {
    version,
    emailMobileIndicator: indicator,
    referenceId: field('referenceId'),
    name: field('name'),
    dateOfBirth: field('dateOfBirth'),
    gender: field('gender'),
    careOf: field('careOf'),
    district: field('district'),
    landmark: field('landmark'),
    house: field('house'),
    location: field('location'),
    pincode: field('pincode'),
    postOffice: field('postOffice'),
    state: field('state'),
    street: field('street'),
    subDistrict: field('subDistrict'),
    vtc: field('vtc'),
    mobileLast4: version ? (values[textFieldNames.length] ?? null) : null,
  };
  const end = data.length - signatureLength;
  return {
    fields,
    signed: data.slice(0, end),
    signature: data.slice(end),
  };
}

/**
 * Reads a Secure QR's digits and checks its signature against `trusted`,
 * never a key that comes with the input. Anything malformed is `unreadable`,
 * never an exception.
 */
export async function checkSecureQr(
  digits: string,
  trusted: readonly TrustedSigner[],
): Promise<SecureQrCheck> {
  const compressed = bytesOfDecimal(digits);
  const data = compressed && (await gunzip(new Uint8Array(compressed)));
  const parsed = data && parseDecompressed(data);
  if (!parsed) return { result: 'unreadable' };
  for (const signer of trusted) {
    const valid = await crypto.subtle
      .verify('RSASSA-PKCS1-v1_5', signer.key, parsed.signature, parsed.signed)
      .catch(() => false);
    if (valid) {
      return { result: 'verified', signerFingerprint: signer.fingerprint, fields: parsed.fields };
    }
  }
  return { result: 'signatureInvalid' };
}

/** The last 4 digits of the Aadhaar number the code was made for. */
export const referenceIdLast4 = (fields: SecureQrFields) => fields.referenceId.slice(0, 4);

/** The year of birth from the code's date (DD-MM-YYYY or DD/MM/YYYY), or null. */
export function yearOfBirth(dateOfBirth: string): number | null {
  const match = /(\d{4})\s*$/.exec(dateOfBirth);
  return match ? Number(match[1]) : null;
}

/** Reads DER's tag-length header at `offset`: where the content starts and how long it is. */
function derItem(der: Uint8Array, offset: number): { content: number; length: number } | null {
  const first = der[offset + 1];
  if (first === undefined) return null;
  if (first < 0x80) return { content: offset + 2, length: first };
  const count = first & 0x7f;
  if (count === 0 || count > 4) return null;
  let length = 0;
  for (let index = 0; index < count; index += 1) {
    const byte = der[offset + 2 + index];
    if (byte === undefined) return null;
    length = length * 256 + byte;
  }
  return { content: offset + 2 + count, length };
}

/** The DER of a PEM certificate, or the input when it is DER already. */
function certificateDer(certificate: Uint8Array | string): Uint8Array<ArrayBuffer> {
  const text = typeof certificate === 'string' ? certificate : latin1.decode(certificate);
  const pem = /-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/.exec(text);
  if (!pem) return new Uint8Array(certificate as Uint8Array);
  const binary = atob((pem[1] ?? '').replace(/\s+/g, ''));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * A trusted signer from an X.509 certificate (PEM or DER): its SHA-256
 * fingerprint and its RSA public key, taken from the SubjectPublicKeyInfo.
 * Only the key is used: a code signed while a certificate was valid stays
 * verifiable after the certificate expires.
 */
export async function trustedSignerFromCertificate(
  certificate: Uint8Array | string,
): Promise<TrustedSigner> {
  const der = certificateDer(certificate);
  const notCertificate = new Error('Not an X.509 certificate with an RSA key.');
  // Certificate ::= SEQUENCE { tbsCertificate SEQUENCE { [0] version?, serial, signature,
  //   issuer, validity, subject, subjectPublicKeyInfo, ... }, ... }
  const outer = derItem(der, 0);
  const tbs = outer && derItem(der, outer.content);
  if (!outer || !tbs || der[0] !== 0x30 || der[outer.content] !== 0x30) throw notCertificate;
  let offset = tbs.content;
  if (der[offset] === 0xa0) {
    const version = derItem(der, offset);
    if (!version) throw notCertificate;
    offset = version.content + version.length;
  }
  // serial, signature algorithm, issuer, validity, subject
  for (let skipped = 0; skipped < 5; skipped += 1) {
    const item = derItem(der, offset);
    if (!item) throw notCertificate;
    offset = item.content + item.length;
  }
  const spki = derItem(der, offset);
  if (!spki || der[offset] !== 0x30) throw notCertificate;
  const key = await crypto.subtle
    .importKey(
      'spki',
      der.slice(offset, spki.content + spki.length),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    )
    .catch(() => {
      throw notCertificate;
    });
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', der));
  const fingerprint = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0'))
    .join(':')
    .toUpperCase();
  return { fingerprint, key };
}
