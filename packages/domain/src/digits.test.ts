import { describe, expect, it } from 'vitest';
import { aadhaarDigits, isAllowedDigitKey, keepDigits, phoneDigits } from './digits';

describe('digit lengths', () => {
  it('are 10 for a phone and 12 for Aadhaar', () => {
    expect(phoneDigits).toBe(10);
    expect(aadhaarDigits).toBe(12);
  });
});

describe('keepDigits', () => {
  it('drops non-digits', () => {
    expect(keepDigits('98a76-54 3210', 10)).toBe('9876543210');
  });

  it('cuts to the maximum length', () => {
    expect(keepDigits('98765432109999', 10)).toBe('9876543210');
    expect(keepDigits('2341 2341 2346 77', 12)).toBe('234123412346');
  });

  it('gives an empty string when nothing is left', () => {
    expect(keepDigits('', 10)).toBe('');
    expect(keepDigits('abc', 10)).toBe('');
    expect(keepDigits('123', 0)).toBe('');
  });
});

describe('isAllowedDigitKey', () => {
  it('lets digits and editing keys through', () => {
    for (const key of ['0', '5', '9']) expect(isAllowedDigitKey(key)).toBe(true);
    for (const key of [
      'Backspace',
      'Delete',
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'Tab',
    ]) {
      expect(isAllowedDigitKey(key)).toBe(true);
    }
  });

  it('blocks everything else', () => {
    for (const key of ['a', 'E', '-', '+', '.', ' ', 'Enter', 'Home', '12', '']) {
      expect(isAllowedDigitKey(key)).toBe(false);
    }
  });
});
