import { describe, expect, it } from 'vitest';
import { chooseLocale, localeFromAcceptLanguage, plural } from './locale';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['hi', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en-GB', 'en'],
    // English first, Hindi weighted higher: the weight decides.
    ['en;q=0.5, hi;q=0.9', 'hi'],
    // Equal weights: the header's order.
    ['hi, en', 'hi'],
    ['en, hi', 'en'],
    // Languages we do not speak count for neither.
    ['ta-IN,ta;q=0.9,hi;q=0.5', 'hi'],
    ['ta-IN,ta;q=0.9', 'en'],
    ['hi;q=0', 'en'],
    ['*', 'en'],
    ['', 'en'],
    ['hi;q=nonsense', 'hi'],
  ])('%j gives %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('gives English for no header', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage(null)).toBe('en');
  });
});

describe('chooseLocale: Accept-Language, then the cookie, then the account', () => {
  const hindiBrowser = 'hi-IN,hi;q=0.9,en;q=0.8';

  it('follows the browser on a first visit', () => {
    expect(chooseLocale({ acceptLanguage: hindiBrowser })).toBe('hi');
  });

  it('lets the cookie of an earlier choice outweigh the browser', () => {
    expect(chooseLocale({ acceptLanguage: hindiBrowser, cookie: 'en' })).toBe('en');
  });

  it("lets the account's choice outweigh the cookie and the browser once signed in", () => {
    expect(chooseLocale({ acceptLanguage: 'en', cookie: 'en', account: 'hi' })).toBe('hi');
    expect(chooseLocale({ acceptLanguage: hindiBrowser, cookie: 'hi', account: 'en' })).toBe('en');
  });

  it('passes over a value that is no language of ours', () => {
    expect(chooseLocale({ acceptLanguage: hindiBrowser, cookie: 'fr', account: 'xx' })).toBe('hi');
  });
});

describe('plural', () => {
  const documents = { one: '1 document', other: 'many documents' };

  it('uses the one form for 1 and the other form otherwise, in English', () => {
    expect(plural('en', 1, documents)).toBe('1 document');
    expect(plural('en', 0, documents)).toBe('many documents');
    expect(plural('en', 3, documents)).toBe('many documents');
  });

  it('treats 0 and 1 alike in Hindi, as CLDR does', () => {
    expect(plural('hi', 0, documents)).toBe('1 document');
    expect(plural('hi', 1, documents)).toBe('1 document');
    expect(plural('hi', 2, documents)).toBe('many documents');
  });
});
