import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isGstStateCode } from './gstin';

describe('gstinCheckCharacter', () => {
  it('computes the check character of real published GSTINs', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('reads only the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1ZV')).toBe('V');
    expect(gstinCheckCharacter('27AAPFU0939F1ZX')).toBe('V');
  });

  it('gives null for too short a body or a character outside 0-9A-Z', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeNull();
    expect(gstinCheckCharacter('27aapfu0939f1Z')).toBeNull();
    expect(gstinCheckCharacter('27AAPFU0939F-Z')).toBeNull();
  });
});

describe('isGstStateCode', () => {
  it('accepts 01 to 38, 97 and 99', () => {
    for (const code of ['01', '07', '27', '29', '37', '38', '97', '99']) {
      expect(isGstStateCode(code)).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const code of ['00', '39', '50', '96', '98', '1', '001', 'AB', '']) {
      expect(isGstStateCode(code)).toBe(false);
    }
  });
});
