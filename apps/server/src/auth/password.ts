import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * better-auth 1.7's own scrypt settings and `salt:key` hex format
 * (`@better-auth/utils/password`), so hashes stored by either side verify
 * with the other.
 */
const cost = { N: 16384, r: 16, p: 1 } as const;
const keyBytes = 64;
const saltBytes = 16;
/** Twice what scrypt needs (128 * N * r): Node's default limit of 32 MiB is just short of it. */
const maxmem = 128 * cost.N * cost.r * 2;

const storedHash = new RegExp(`^([^:]+):([0-9a-f]{${keyBytes * 2}})$`);

/**
 * Runs on libuv's thread pool. The salt is the hex text itself, not its
 * bytes, and the password is NFKC-normalised, as better-auth does.
 */
function deriveKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyBytes, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes).toString('hex');
  const key = await deriveKey(password, salt);
  return `${salt}:${key.toString('hex')}`;
}

/** False for a wrong password and for a stored hash that is not ours: the sign-in is refused, not crashed. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [, salt, key] = storedHash.exec(hash) ?? [];
  if (!salt || !key) return false;
  return timingSafeEqual(await deriveKey(password, salt), Buffer.from(key, 'hex'));
}
