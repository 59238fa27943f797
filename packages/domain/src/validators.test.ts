import { describe, expect, it } from 'vitest';
import { aadhaarFrom, gstinFrom } from './test-helpers';
import {
  passwordLength,
  validateAadhaar,
  validateCin,
  validateGstin,
  validatePan,
  validatePassword,
  validatePhone,
} from './validators';

describe('validatePassword', () => {
  it('accepts 6 to 128 characters, spaces included', () => {
    expect(passwordLength).toEqual({ min: 6, max: 128 });
    expect(validatePassword('123456')).toBeNull();
    expect(validatePassword(' pass ')).toBeNull();
    expect(validatePassword('x'.repeat(128))).toBeNull();
  });

  it('says nothing about an empty field', () => {
    expect(validatePassword('')).toBeNull();
  });

  it('refuses shorter and longer passwords', () => {
    expect(validatePassword('12345')).toBe('Password must be at least 6 characters long.');
    expect(validatePassword('x'.repeat(129))).toBe('Password must be at most 128 characters long.');
  });
});

describe('validatePhone', () => {
  it('accepts exactly 10 digits', () => {
    expect(validatePhone('9876543210')).toBeNull();
  });

  it('says nothing about an empty field', () => {
    expect(validatePhone('')).toBeNull();
  });

  it('refuses other lengths and non-digits', () => {
    for (const value of ['987654321', '98765432100', '98765 43210', '+919876543', 'abcdefghij']) {
      expect(validatePhone(value)).toBe('Phone must be 10 digits');
    }
  });
});

describe('validateAadhaar', () => {
  it('accepts the public sample 234123412346', () => {
    expect(validateAadhaar('234123412346')).toBeNull();
  });

  it('accepts generated numbers starting with 2 to 9', () => {
    for (const first of '23456789') {
      const number = aadhaarFrom(`${first}8765432101`);
      expect(number).toHaveLength(12);
      expect(validateAadhaar(number)).toBeNull();
    }
  });

  it('says nothing about an empty field', () => {
    expect(validateAadhaar('')).toBeNull();
  });

  it('refuses wrong lengths and non-digits as not 12 digits', () => {
    for (const value of [
      '23412341234',
      '2341234123467',
      '2341 2341 2346',
      '23412341234a',
      'XXXX XXXX 2346',
    ]) {
      expect(validateAadhaar(value)).toBe('Aadhaar must be 12 digits');
    }
  });

  it('refuses a first digit of 0 or 1 even with a correct checksum', () => {
    for (const first of '01') {
      const number = aadhaarFrom(`${first}8765432101`);
      expect(validateAadhaar(number)).toBe('Aadhaar number is not valid');
    }
  });

  it('refuses a bad check digit', () => {
    expect(validateAadhaar('234123412345')).toBe('Aadhaar number is not valid');
    expect(validateAadhaar('234123412347')).toBe('Aadhaar number is not valid');
  });
});

describe('validatePan', () => {
  it('accepts five letters, four digits, a letter', () => {
    expect(validatePan('ABCDE1234F')).toBeNull();
    expect(validatePan('AAPFU0939F')).toBeNull();
  });

  it('is optional: empty passes', () => {
    expect(validatePan('')).toBeNull();
  });

  it('refuses other shapes, lowercase included (the schemas uppercase first)', () => {
    for (const value of [
      'abcde1234f',
      'ABCD1234F',
      'ABCDE12345',
      'ABCDE1234',
      'ABCDE1234FG',
      '1BCDE1234F',
    ]) {
      expect(validatePan(value)).toBe('PAN must look like ABCDE1234F');
    }
  });
});

describe('validateGstin', () => {
  const shape = 'GST number must look like 22AAAAA0000A1Z5';

  it('accepts real published GSTINs', () => {
    expect(validateGstin('27AAPFU0939F1ZV')).toBeNull();
    expect(validateGstin('29AAGCB7383J1Z4')).toBeNull();
  });

  it('accepts generated GSTINs for state codes 01, 38, 97 and 99 and letter entity numbers', () => {
    for (const body of ['01AAPFU0939F1Z', '38AAPFU0939F1Z', '97AAPFU0939FAZ', '99AAPFU0939F9Z']) {
      expect(validateGstin(gstinFrom(body))).toBeNull();
    }
  });

  it('is optional: empty passes', () => {
    expect(validateGstin('')).toBeNull();
  });

  it('refuses the wrong shape', () => {
    for (const value of [
      '27AAPFU0939F1Z', // 14 characters
      '27AAPFU0939F1ZVV', // 16 characters
      '27aapfu0939f1zv', // lowercase
      '27AAPF10939F1ZV', // PAN part malformed
      '27AAPFU0939F0ZV', // entity number 0
      '27AAPFU0939F1YV', // no Z
      'A7AAPFU0939F1ZV', // state code not digits
    ]) {
      expect(validateGstin(value)).toBe(shape);
    }
  });

  it('refuses an unknown state code even with a correct check character', () => {
    for (const code of ['00', '39', '96', '98']) {
      expect(validateGstin(gstinFrom(`${code}AAPFU0939F1Z`))).toBe(shape);
    }
  });

  it('refuses a wrong check character', () => {
    expect(validateGstin('27AAPFU0939F1ZW')).toBe('GST number is not valid');
    expect(validateGstin('29AAGCB7383J1Z5')).toBe('GST number is not valid');
  });
});

describe('validateCin', () => {
  it('accepts listed and unlisted company numbers', () => {
    expect(validateCin('L17110MH1973PLC019786')).toBeNull();
    expect(validateCin('U12345MH2020PTC123456')).toBeNull();
  });

  it('is optional: empty passes', () => {
    expect(validateCin('')).toBeNull();
  });

  it('refuses other shapes', () => {
    for (const value of [
      'X17110MH1973PLC019786', // neither L nor U
      'L1711MH1973PLC019786', // industry code too short
      'L17110M11973PLC019786', // state not letters
      'L17110MH973PLC019786', // year too short
      'L17110MH1973PL0019786', // company type not letters
      'L17110MH1973PLC01978', // registration number too short
      'l17110mh1973plc019786', // lowercase
    ]) {
      expect(validateCin(value)).toBe('CIN must look like U12345MH2020PTC123456');
    }
  });
});
