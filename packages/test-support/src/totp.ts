/**
 * An authenticator app's codes (RFC 6238, as better-auth's two-factor plugin
 * checks them: SHA-1, 30 seconds, 6 digits), computed from an `otpauth://`
 * URI or its secret, as a tester's phone would.
 */
import { createHmac } from 'node:crypto';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of text.replace(/=+$/, '').toUpperCase()) {
    const index = base32Alphabet.indexOf(character);
    if (index < 0) throw new Error(`not base32: ${character}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The base32 secret of an `otpauth://totp/…?secret=…` URI. */
export function totpSecretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}

/** The code an authenticator app shows for `base32Secret` at `at` (ms). */
export function totpCode(base32Secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32Decode(base32Secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A code that is certainly wrong now (the app's code for an hour ago). */
export function wrongTotpCode(base32Secret: string, at = Date.now()): string {
  const wrong = totpCode(base32Secret, at - 3_600_000);
  const current = [-1, 0, 1].map((step) => totpCode(base32Secret, at + step * 30_000));
  return current.includes(wrong) ? String((Number(wrong) + 1) % 1_000_000).padStart(6, '0') : wrong;
}
