import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAadhaarCipher } from './aadhaar-cipher';

const key = randomBytes(32).toString('base64');

describe('the Aadhaar cipher', () => {
  it('round-trips, with a different ciphertext each time', () => {
    const cipher = createAadhaarCipher(key);
    const first = cipher.encrypt('234123412346');
    const second = cipher.encrypt('234123412346');
    expect(first).not.toBe(second);
    expect(cipher.decrypt(first)).toBe('234123412346');
    expect(cipher.decrypt(second)).toBe('234123412346');
  });

  it('refuses a tampered value or another key instead of returning a wrong number', () => {
    const cipher = createAadhaarCipher(key);
    const stored = cipher.encrypt('234123412346');
    const parts = stored.split(':');
    const flipped = Buffer.from(parts[3] ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    parts[3] = flipped.toString('base64');
    expect(() => cipher.decrypt(parts.join(':'))).toThrow();
    expect(() => createAadhaarCipher(randomBytes(32).toString('base64')).decrypt(stored)).toThrow();
  });

  it('digests a text the same each time under one key, differently under another, never as a plain hash', () => {
    const cipher = createAadhaarCipher(key);
    const digest = cipher.keyedDigest('gstin:29AAGCB7383J1Z4');
    expect(cipher.keyedDigest('gstin:29AAGCB7383J1Z4')).toBe(digest);
    expect(cipher.keyedDigest('gstin:29AAGCB7383J1Z5')).not.toBe(digest);
    expect(
      createAadhaarCipher(randomBytes(32).toString('base64')).keyedDigest('gstin:29AAGCB7383J1Z4'),
    ).not.toBe(digest);
    expect(createHash('sha256').update('gstin:29AAGCB7383J1Z4').digest('base64url')).not.toBe(
      digest,
    );
    expect(digest).not.toContain('29AAGCB7383J1Z4');
  });

  it('needs a 32-byte key', () => {
    expect(() => createAadhaarCipher(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
