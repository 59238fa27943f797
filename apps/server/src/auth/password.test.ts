import {
  hashPassword as betterAuthHash,
  verifyPassword as betterAuthVerify,
} from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

const password = 'Kolkata#Lights42';

describe('password hashing', () => {
  it('verifies a hash better-auth made', async () => {
    const hash = await betterAuthHash(password);
    await expect(verifyPassword({ hash, password })).resolves.toBe(true);
  });

  it('makes hashes better-auth verifies', async () => {
    const hash = await hashPassword(password);
    await expect(betterAuthVerify({ hash, password })).resolves.toBe(true);
  });

  it('normalises the password as better-auth does, so é typed either way matches', async () => {
    const composed = 'Caf\u00e9#Lights42';
    const decomposed = 'Cafe\u0301#Lights42';
    const hash = await betterAuthHash(composed);
    await expect(verifyPassword({ hash, password: decomposed })).resolves.toBe(true);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(first).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(second).not.toBe(first);
  });

  it('refuses a wrong password', async () => {
    const hash = await hashPassword(password);
    await expect(verifyPassword({ hash, password: 'Kolkata#Lights43' })).resolves.toBe(false);
  });

  it.each([
    ['empty', ''],
    ['no separator', 'a'.repeat(161)],
    ['no salt', `:${'a'.repeat(128)}`],
    ['no key', 'a'.repeat(32)],
    ['a short key', `${'a'.repeat(32)}:${'a'.repeat(126)}`],
    ['a key that is not hex', `${'a'.repeat(32)}:${'z'.repeat(128)}`],
    ['an extra part', `${'a'.repeat(32)}:${'a'.repeat(128)}:${'a'.repeat(128)}`],
    ['another scheme', '$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy'],
  ])('refuses, without throwing, a stored hash with %s', async (_, hash) => {
    await expect(verifyPassword({ hash, password })).resolves.toBe(false);
  });

  it('leaves the event loop idle while hashes are in flight', async () => {
    const before = performance.eventLoopUtilization();
    await Promise.all(Array.from({ length: 8 }, () => hashPassword(password)));
    const { utilization } = performance.eventLoopUtilization(before);
    // A hasher on the main thread keeps the loop busy throughout, even one that
    // yields between slices (as better-auth's pure-JS fallback does); ours only waits.
    expect(utilization).toBeLessThan(0.5);
  });
});
