import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { loadOrCreateSecret } from '../secrets';

/** Versioned so the key or algorithm can change without guessing how old values were written. */
const prefix = 'v1';

export interface AadhaarCipher {
  encrypt(aadhaarNumber: string): string;
  decrypt(stored: string): string;
  /**
   * A keyed hash of `text` (HMAC-SHA256), the same for the same text: for
   * finding equal numbers without storing them in a comparable form.
   */
  keyedDigest(text: string): string;
}

/**
 * Aadhaar numbers at rest: AES-256-GCM with a fresh 12-byte nonce per value,
 * stored as "v1:nonce:tag:ciphertext" (base64). GCM's tag makes a tampered
 * value fail to decrypt instead of decrypting to a wrong number.
 */
export function createAadhaarCipher(base64Key: string): AadhaarCipher {
  const key = Buffer.from(base64Key, 'base64');
  if (key.length !== 32) throw new Error('the data key must be 32 bytes');
  // Its own key, derived from the data key, so no key serves two algorithms.
  const digestKey = Buffer.from(hkdfSync('sha256', key, '', 'shata identifier digest v1', 32));
  return {
    encrypt(aadhaarNumber) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const ciphertext = Buffer.concat([cipher.update(aadhaarNumber, 'utf8'), cipher.final()]);
      return [prefix, nonce, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join(':');
    },
    decrypt(stored) {
      const [version, nonce, tag, ciphertext] = stored.split(':');
      if (version !== prefix || !nonce || !tag || !ciphertext) {
        throw new Error('not an encrypted Aadhaar number');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64')),
        decipher.final(),
      ]).toString('utf8');
    },
    keyedDigest(text) {
      return createHmac('sha256', digestKey).update(text, 'utf8').digest('base64url');
    },
  };
}

/** The cipher of this installation: DATA_KEY, or the key generated once into DATA_DIR. */
export async function loadAadhaarCipher(
  config: Pick<Config, 'dataKey' | 'dataDir'>,
): Promise<AadhaarCipher> {
  const key = await loadOrCreateSecret({
    given: config.dataKey,
    dataDir: config.dataDir,
    fileName: 'data-key',
    generate: () => randomBytes(32).toString('base64'),
  });
  return createAadhaarCipher(key);
}
