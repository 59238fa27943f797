import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bytesOf,
  card,
  decimalOf,
  digitsOf,
  gzip,
  payload,
  type SigningKey,
  signingKey,
  throwawaySigner,
} from '@shata/test-support/aadhaar-qr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aadhaarGenderName,
  checkSecureQr,
  locationFromAadhaarQr,
  referenceIdLast4,
  type TrustedSigner,
  trustedSignerFromCertificate,
  yearOfBirth,
} from './aadhaar-qr';

/** UIDAI's certificates, pinned in the server, which trusts them. */
const uidaiFolder = path.resolve(import.meta.dirname, '../../../apps/server/certificates/uidai');

let folder: string;
let trusted: TrustedSigner;
let signWithTrusted: SigningKey;
let signWithOther: SigningKey;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'shata-qr-'));
  const test = throwawaySigner(folder, 'test-signer');
  const other = throwawaySigner(folder, 'other-signer');
  trusted = await trustedSignerFromCertificate(test.certificate);
  signWithTrusted = await signingKey(test.key);
  signWithOther = await signingKey(other.key);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('UIDAI certificates', () => {
  it('reads the pinned certificates: their fingerprints as UIDAI publishes them, and an RSA-2048 key', async () => {
    const signer2021 = await trustedSignerFromCertificate(
      readFileSync(path.join(uidaiFolder, 'uidai-offline-2021.cer'), 'utf8'),
    );
    expect(signer2021.fingerprint).toBe(
      'E0:F0:F8:69:D3:2E:FC:7E:80:FA:E2:22:37:17:A5:6D:CF:8B:61:6F:82:0B:54:2A:49:E5:BD:5A:BF:1C:0F:7D',
    );
    expect((signer2021.key.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
    const signer2017 = await trustedSignerFromCertificate(
      readFileSync(path.join(uidaiFolder, 'uidai-offline-2017.cer')),
    );
    expect(signer2017.fingerprint).toBe(
      'FC:F3:1A:3F:89:21:16:15:EB:D5:D4:49:AC:33:D8:D3:81:F6:54:D2:E2:D1:50:37:D5:CC:8D:4A:EB:72:F8:36',
    );
  });

  it('refuses what is not a certificate', async () => {
    await expect(trustedSignerFromCertificate('not a certificate')).rejects.toThrow(
      'Not an X.509 certificate with an RSA key.',
    );
    await expect(
      trustedSignerFromCertificate(new Uint8Array([0x30, 0x03, 0x02, 0x01])),
    ).rejects.toThrow();
  });
});

describe('checking a Secure QR', () => {
  it('verifies a V2 code signed by a trusted key and reads every field', async () => {
    const check = await checkSecureQr(await digitsOf(payload('V2'), signWithTrusted), [trusted]);
    expect(check).toEqual({
      result: 'verified',
      signerFingerprint: trusted.fingerprint,
      fields: {
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
      },
    });
    if (check.result !== 'verified') return;
    expect(referenceIdLast4(check.fields)).toBe('2346');
    expect(yearOfBirth(check.fields.dateOfBirth)).toBe(1990);
  });

  it('reads V3 codes, codes from before the version marker, every indicator, and ISO-8859-1 names', async () => {
    const v3 = await checkSecureQr(await digitsOf(payload('V3'), signWithTrusted), [trusted]);
    expect(v3).toMatchObject({
      result: 'verified',
      fields: { version: 'V3', mobileLast4: '3210' },
    });
    const legacy = await checkSecureQr(await digitsOf(payload(null), signWithTrusted), [trusted]);
    expect(legacy).toMatchObject({
      result: 'verified',
      fields: { version: null, mobileLast4: null },
    });
    for (const indicator of ['0', '1', '2']) {
      const check = await checkSecureQr(
        await digitsOf(
          payload('V2', { ...card, emailMobileIndicator: Number(indicator), name: 'José Müller' }),
          signWithTrusted,
        ),
        [trusted],
      );
      expect(check).toMatchObject({
        result: 'verified',
        fields: { emailMobileIndicator: Number(indicator), name: 'José Müller' },
      });
    }
  });

  it('tries each trusted key and names the one that signed', async () => {
    const digits = await digitsOf(payload('V2'), signWithOther);
    const check = await checkSecureQr(digits, [trusted]);
    expect(check).toEqual({ result: 'signatureInvalid' });
    const otherSigner = await trustedSignerFromCertificate(
      readFileSync(path.join(folder, 'other-signer.pem'), 'utf8'),
    );
    expect(await checkSecureQr(digits, [trusted, otherSigner])).toMatchObject({
      result: 'verified',
      signerFingerprint: otherSigner.fingerprint,
    });
  });

  it('answers a tampered, truncated, bit-flipped or wrong-key code as not verified, never with an exception', async () => {
    const genuine = payload('V2');
    const signature = new Uint8Array(
      await crypto.subtle.sign('RSASSA-PKCS1-v1_5', signWithTrusted, genuine),
    );
    // The name changed after signing, and compressed again.
    const tampered = payload('V2', { ...card, name: 'Asha Roa' });
    const recompressed = decimalOf(gzip(Uint8Array.from([...tampered, ...signature]), 9));
    expect(await checkSecureQr(recompressed, [trusted])).toEqual({ result: 'signatureInvalid' });

    const digits = await digitsOf(genuine, signWithTrusted);
    const compressed = bytesOf(digits);
    const truncated = decimalOf(compressed.subarray(0, compressed.length - 40));
    expect(await checkSecureQr(truncated, [trusted])).toEqual({ result: 'unreadable' });

    // One bit of the signed data flipped inside the gzip stream: its CRC or the signature catches it.
    const flipped = Uint8Array.from(compressed);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0x04;
    expect((await checkSecureQr(decimalOf(flipped), [trusted])).result).not.toBe('verified');

    expect(await checkSecureQr(await digitsOf(genuine, signWithOther), [trusted])).toEqual({
      result: 'signatureInvalid',
    });
    for (const nonsense of [
      '',
      'abc',
      '12a4',
      '0',
      '1'.repeat(8_000),
      '-5',
      decimalOf(gzip(new Uint8Array(10))),
    ]) {
      expect(await checkSecureQr(nonsense, [trusted])).toEqual({ result: 'unreadable' });
    }
    // Whatever the code carries, only the given keys count: none, none verified.
    expect(await checkSecureQr(digits, [])).toEqual({ result: 'signatureInvalid' });
  });

  it('stops reading a code that decompresses to more than any card holds', async () => {
    const bomb = decimalOf(gzip(new Uint8Array(1024 * 1024)));
    expect(bomb.length).toBeLessThan(7_089);
    expect(await checkSecureQr(bomb, [trusted])).toEqual({ result: 'unreadable' });
  });
});

describe('the Secure QR address on the form', () => {
  const code = {
    address: {
      house: ' 12 ',
      street: 'JC Road',
      landmark: 'Near Town Hall',
      locality: 'Jayachamarajendra Road',
      vtc: 'Bengaluru',
      postOffice: 'Bangalore GPO',
      subDistrict: 'Bangalore North',
    },
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    pincode: '560002',
  };

  it('fills each location field, the locality after the street', () => {
    expect(locationFromAadhaarQr(code)).toEqual({
      address: '12',
      street: 'JC Road, Jayachamarajendra Road',
      landmark: 'Near Town Hall',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560002',
      country: 'India',
    });
  });

  it('takes the district for a city the code leaves empty, and skips empty street parts', () => {
    expect(
      locationFromAadhaarQr({ ...code, address: { ...code.address, vtc: ' ', street: '' } }),
    ).toMatchObject({ city: 'Bengaluru Urban', street: 'Jayachamarajendra Road' });
  });
});

describe('the gender on a Secure QR', () => {
  it("names UIDAI's letters, in either case, and shows any other as it is", () => {
    expect(['M', 'f', ' T '].map(aadhaarGenderName)).toEqual(['Male', 'Female', 'Transgender']);
    expect(aadhaarGenderName('X')).toBe('X');
  });
});
