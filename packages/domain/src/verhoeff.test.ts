import { describe, expect, it } from 'vitest';
import { hasValidVerhoeffChecksum, verhoeffCheckDigit } from './verhoeff';

describe('Verhoeff checksum', () => {
  it('matches published check digits', () => {
    // 236 -> 3 is the worked example of the algorithm's description; 12345 -> 1 and 142857 -> 0 are common test vectors.
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffCheckDigit('12345')).toBe(1);
    expect(verhoeffCheckDigit('142857')).toBe(0);
    expect(hasValidVerhoeffChecksum('2363')).toBe(true);
    expect(hasValidVerhoeffChecksum('123451')).toBe(true);
    expect(hasValidVerhoeffChecksum('1428570')).toBe(true);
  });

  it('accepts the public sample Aadhaar number 234123412346', () => {
    expect(hasValidVerhoeffChecksum('234123412346')).toBe(true);
    expect(verhoeffCheckDigit('23412341234')).toBe(6);
  });

  it('refuses a wrong check digit', () => {
    expect(hasValidVerhoeffChecksum('2364')).toBe(false);
    expect(hasValidVerhoeffChecksum('234123412345')).toBe(false);
  });

  it('refuses anything but digits', () => {
    expect(hasValidVerhoeffChecksum('')).toBe(false);
    expect(hasValidVerhoeffChecksum('23a3')).toBe(false);
    expect(() => verhoeffCheckDigit('')).toThrow(RangeError);
    expect(() => verhoeffCheckDigit('12x')).toThrow(RangeError);
  });

  it('catches every single-digit error and adjacent swap of generated numbers', () => {
    const payloads = ['23412341234', '98765432101', '50000000000', '71828182845'];
    for (const payload of payloads) {
      const number = `${payload}${verhoeffCheckDigit(payload)}`;
      expect(hasValidVerhoeffChecksum(number)).toBe(true);
      for (let i = 0; i < number.length; i++) {
        for (let digit = 0; digit <= 9; digit++) {
          const changed = `${number.slice(0, i)}${digit}${number.slice(i + 1)}`;
          if (changed !== number) expect(hasValidVerhoeffChecksum(changed)).toBe(false);
        }
        if (i + 1 < number.length && number[i] !== number[i + 1]) {
          const swapped = `${number.slice(0, i)}${number[i + 1]}${number[i]}${number.slice(i + 2)}`;
          expect(hasValidVerhoeffChecksum(swapped)).toBe(false);
        }
      }
    }
  });
});
