import { describe, expect, it } from 'vitest';
import {
  apiKeyInputSchema,
  apiKeyPrefix,
  apiKeyRandomLength,
  apiKeyRandomPart,
  composeApiKey,
  isWellFormedApiKey,
} from './api-keys';

const random = (seed: number) =>
  Uint32Array.from(
    { length: apiKeyRandomLength },
    (_, i) => (seed * 2_654_435_761 + i * 40_503) >>> 0,
  );

describe('an API key', () => {
  const key = composeApiKey(apiKeyRandomPart(random(7)));

  it('is shata_, 43 characters of base62 and a 6-character checksum', () => {
    expect(key).toMatch(/^shata_[0-9A-Za-z]{49}$/);
    expect(key.startsWith(apiKeyPrefix)).toBe(true);
    expect(isWellFormedApiKey(key)).toBe(true);
  });

  it('carries at least 256 bits of randomness', () => {
    expect(apiKeyRandomLength * Math.log2(62)).toBeGreaterThanOrEqual(256);
  });

  it('is refused when one character of it changes: the checksum no longer matches', () => {
    const middle = key.length - 20;
    const changed =
      key.slice(0, middle) + (key[middle] === 'a' ? 'b' : 'a') + key.slice(middle + 1);
    expect(isWellFormedApiKey(changed)).toBe(false);
  });

  it('is refused with another prefix, a missing character or a trailing one', () => {
    expect(isWellFormedApiKey(`ghp_${key.slice(apiKeyPrefix.length)}`)).toBe(false);
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`${key}x`)).toBe(false);
    expect(isWellFormedApiKey('')).toBe(false);
  });

  it('checks with the CRC-32 of its random part, so a scanner can verify one offline', () => {
    // CRC-32 of "123456789" is 0xCBF43926 (the algorithm's check value), 3jZRME in base62.
    expect(composeApiKey('123456789')).toBe('shata_1234567893jZRME');
  });
});

describe('the key an operator asks for', () => {
  it('needs a name and at least one known scope, and names an unknown one', () => {
    expect(
      apiKeyInputSchema.safeParse({ name: ' ', scopes: ['bookings:write'] }).error?.issues[0]
        ?.message,
    ).toBe('Give the key a name, so you can tell it from the others.');
    expect(
      apiKeyInputSchema.safeParse({ name: 'Booking engine', scopes: [] }).error?.issues[0]?.message,
    ).toBe('Choose at least one scope for the key.');
    expect(
      apiKeyInputSchema.safeParse({ name: 'Booking engine', scopes: ['bookings:delete'] }).error
        ?.issues[0]?.message,
    ).toBe('There is no scope called bookings:delete.');
  });

  it('keeps each scope once', () => {
    expect(
      apiKeyInputSchema.parse({ name: 'Booking engine', scopes: ['events:read', 'events:read'] })
        .scopes,
    ).toEqual(['events:read']);
  });
});
