/**
 * Numbers read the way people write them (issue 26): each kind has one
 * function that turns what was typed or pasted ("+91 98450 12345",
 * "2345 6789 0124", "22aaaaa0000a1z5") into the form the validators check
 * and the database keeps. The form's fields and the server's schemas both
 * call them, so a number reads the same whichever way it arrived.
 */
import { isMaskedAadhaar } from './aadhaar-mask';
import { aadhaarDigits, keepDigits } from './digits';

/** What people put between a phone number's digits and around its country code. */
const phoneSpelling = /[\s().+-]/g;

/**
 * A 10-digit Indian mobile number (first digit 6 to 9) behind the country
 * code written as +91, 91 or 0091, or the trunk prefix 0.
 */
const prefixedMobile = /^(?:0091|91|0)([6-9]\d{9})$/;

/**
 * The longest phone number a field lets through while it is typed: the
 * 10 digits behind the longest prefix ('0091'), so the prefix can be typed
 * before the number and dropped once the number is whole.
 */
export const phoneInputDigits = 14;

/**
 * A phone number as written: spaces, dashes, dots, brackets and the plus sign
 * go, and a leading +91, 91, 0091 or 0 goes when what remains is a 10-digit
 * mobile number starting 6 to 9. A 10-digit number is never cut, even one
 * that starts with 91 ('9198450123'). Anything else (letters) stays, for the
 * validator to refuse.
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(phoneSpelling, '');
  return prefixedMobile.exec(compact)?.[1] ?? compact;
}

/** What a phone field keeps of what was typed or pasted: the number's digits, at most `phoneInputDigits`. */
export function phoneInput(value: string): string {
  return keepDigits(normalisePhone(value), phoneInputDigits);
}

/**
 * An Aadhaar number as printed ('2345 6789 0124') or written with dashes:
 * the spaces and dashes go. The masked form the server hands out stays as it is.
 */
export function normaliseAadhaar(value: string): string {
  return isMaskedAadhaar(value) ? value : value.replace(/[\s-]/g, '');
}

/** What an Aadhaar field keeps of what was typed or pasted: digits, at most 12. */
export function aadhaarInput(value: string): string {
  return keepDigits(normaliseAadhaar(value), aadhaarDigits);
}

/**
 * A registration number (GSTIN, PAN, CIN, LLPIN) as written: upper-cased,
 * with no spaces. Other characters stay (an LLPIN has a dash), for the
 * validator to judge.
 */
export function normaliseIdentifier(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** An LLPIN as `normaliseIdentifier` reads it, with its dash put back when written without: 'aab 1234' → 'AAB-1234'. */
export function normaliseLlpin(value: string): string {
  return normaliseIdentifier(value).replace(/^([A-Z]{3})(\d{4})$/, '$1-$2');
}

/** Length of an Indian PIN code. */
export const pinCodeDigits = 6;

/** What a PIN code field keeps of what was typed or pasted: digits, at most 6. */
export function pinCodeInput(value: string): string {
  return keepDigits(value, pinCodeDigits);
}

/**
 * Whether the postal code is an Indian PIN code: the country is India, or not
 * chosen yet (the portal's partners are in India, and the location lookup
 * fills in India when it cannot tell).
 */
export function takesPinCode(country: string | null | undefined): boolean {
  return !country || country === 'India';
}
