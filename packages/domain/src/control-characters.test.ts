import { describe, expect, it } from 'vitest';
import {
  findControlCharacter,
  hasControlCharacter,
  withoutLoneSurrogates,
} from './control-characters';

describe('withoutLoneSurrogates', () => {
  it('replaces a lone surrogate and keeps a pair', () => {
    expect(withoutLoneSurrogates('a\ud800b\udfff')).toBe('a\ufffdb\ufffd');
    expect(withoutLoneSurrogates('party 🎉')).toBe('party 🎉');
  });
});

describe('hasControlCharacter', () => {
  it('finds NUL, bell, escape and DEL; tabs and line breaks are text', () => {
    for (const text of ['Pu\u0000ja', '\u0007', 'a\u001bb', 'x\u007f']) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
    }
    expect(hasControlCharacter('line one\r\n\tline two, ₹ 500, ಬೆಂಗಳೂರು')).toBe(false);
  });

  it('finds C1 controls (U+0080–U+009F), and leaves letters just past them alone', () => {
    for (const text of ['\u0080', 'Asha\u0085Events', 'a\u009bb', '\u009f']) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['\u00a0', 'José', 'राम', 'Ünal Ça', '🎉 Asha’s events', '\u2028']) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('findControlCharacter', () => {
  it('names where it is, at any depth, keys included', () => {
    expect(findControlCharacter({ a: ['ok', 'b\u0007'] })).toBe('a[1]');
    expect(findControlCharacter({ address: { city: 'Pune\u0000' } })).toBe('address.city');
    expect(findControlCharacter({ 'k\u0000': 'v' })).toBe('k\u0000');
    expect(findControlCharacter('\u0000')).toBe('');
  });

  it('finds nothing in clean values of any type', () => {
    expect(findControlCharacter({ n: 1, b: true, z: null, s: ['a', { t: 'b' }] })).toBeUndefined();
    expect(findControlCharacter(undefined)).toBeUndefined();
  });
});
