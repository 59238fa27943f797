/**
 * Secure QR codes for tests, built in UIDAI's layout and signed with
 * throwaway keys whose certificates openssl makes, as an operator would. The
 * layout is the domain's (`secureQrSignedData`), which the demo seed uses
 * too; the seed keeps its own card, as it runs where this package is not.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type SecureQrFields, secureQrSignedData } from '@shata/domain';

/** A throwaway key and its self-signed certificate, made as an operator would with openssl. */
export function throwawaySigner(folder: string, name: string) {
  const keyFile = path.join(folder, `${name}.key`);
  const certificateFile = path.join(folder, `${name}.pem`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '1',
      '-subj',
      `/CN=${name}`,
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), certificate: readFileSync(certificateFile, 'utf8') };
}

export async function signingKey(pkcs8Pem: string) {
  const der = Buffer.from(pkcs8Pem.replace(/-----[^-]+-----|\s+/g, ''), 'base64');
  return crypto.subtle.importKey(
    'pkcs8',
    der,
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

/** A key that signs codes, as Web Crypto gives it in Node and browsers alike. */
export type SigningKey = Awaited<ReturnType<typeof signingKey>>;

/** The tests' card, as a code carries it (its version is `payload`'s). */
export const card: Omit<SecureQrFields, 'version'> = {
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

/** A photo with separator bytes in it, as a JPEG 2000 often has. */
const photo = Uint8Array.from({ length: 300 }, (_, index) => (index % 7 === 0 ? 255 : index % 251));

/** The decompressed bytes of a code in UIDAI's layout, with the hashes its indicator announces. */
export function payload(
  version: SecureQrFields['version'],
  values = card,
): Uint8Array<ArrayBuffer> {
  const indicator = values.emailMobileIndicator;
  const hashes = new Uint8Array(indicator === 3 ? 64 : indicator ? 32 : 0).fill(9);
  return secureQrSignedData({ ...values, version }, photo, hashes);
}

export function gzip(bytes: Uint8Array, level?: number): Uint8Array {
  return new Uint8Array(gzipSync(bytes, level === undefined ? {} : { level }));
}

/** The code's digits: the signed data and its signature, gzipped, read as one big number. */
export async function digitsOf(
  data: Uint8Array<ArrayBuffer>,
  key: SigningKey,
  { level }: { level?: number } = {},
) {
  const signature = new Uint8Array(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, data));
  return decimalOf(gzip(Uint8Array.from([...data, ...signature]), level));
}

export const decimalOf = (bytes: Uint8Array) =>
  BigInt(`0x${Buffer.from(bytes).toString('hex')}`).toString(10);
export const bytesOf = (digits: string) =>
  Buffer.from(BigInt(digits).toString(16).padStart(2, '0'), 'hex');
