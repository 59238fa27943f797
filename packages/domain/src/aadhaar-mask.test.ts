import { describe, expect, it } from 'vitest';
import { isMaskedAadhaar, maskAadhaar } from './aadhaar-mask';

describe('maskAadhaar', () => {
  it('keeps only the last four digits readable', () => {
    expect(maskAadhaar('234123412346')).toBe('XXXX XXXX 2346');
  });

  it('ignores spaces and other non-digits', () => {
    expect(maskAadhaar('2341 2341 2346')).toBe('XXXX XXXX 2346');
  });

  it('leaves a masked value as it is', () => {
    expect(maskAadhaar('XXXX XXXX 2346')).toBe('XXXX XXXX 2346');
  });

  it('gives an empty string for nothing', () => {
    expect(maskAadhaar('')).toBe('');
    expect(maskAadhaar(null)).toBe('');
    expect(maskAadhaar(undefined)).toBe('');
  });

  it('never shows more than it has', () => {
    expect(maskAadhaar('12')).toBe('XXXX XXXX XX12');
  });
});

describe('isMaskedAadhaar', () => {
  it('recognises the masked form only', () => {
    expect(isMaskedAadhaar('XXXX XXXX 2346')).toBe(true);
    expect(isMaskedAadhaar('234123412346')).toBe(false);
    expect(isMaskedAadhaar('xxxx xxxx 2346')).toBe(false);
    expect(isMaskedAadhaar('XXXX XXXX 234')).toBe(false);
    expect(isMaskedAadhaar('XXXXXXXX2346')).toBe(false);
    expect(isMaskedAadhaar('')).toBe(false);
    expect(isMaskedAadhaar(null)).toBe(false);
  });
});
