import type * as Password from '../src/auth/password';

/**
 * The portal's own password hashing (`src/auth/password.ts`: scrypt at
 * better-auth's cost, in its format), with each distinct hash and check
 * computed once per test file and remembered: a file that signs up and in
 * dozens of times with one password otherwise spends a fifth of a second of
 * CPU on each. The hashes stay real, so one made elsewhere (better-auth's own,
 * as `npm run operator` makes them) still verifies; what changes is that
 * accounts with the same password share one salt. For files about accounts,
 * not about hashing (`password.test.ts` keeps the real one, salts and all):
 *
 *   vi.mock('../auth/password', async (actual) =>
 *     (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
 *   );
 */
export function rememberedPasswordHashes(actual: typeof Password): typeof Password {
  const hashes = new Map<string, Promise<string>>();
  const checks = new Map<string, Promise<boolean>>();
  const remembered = <T>(
    cache: Map<string, Promise<T>>,
    key: string,
    compute: () => Promise<T>,
  ) => {
    let result = cache.get(key);
    if (!result) {
      result = compute();
      cache.set(key, result);
      // A failure is not remembered: the next call tries again.
      result.catch(() => cache.delete(key));
    }
    return result;
  };
  return {
    ...actual,
    hashPassword: (password) => remembered(hashes, password, () => actual.hashPassword(password)),
    verifyPassword: (input) =>
      remembered(checks, JSON.stringify([input.hash, input.password]), () =>
        actual.verifyPassword(input),
      ),
  };
}
