/**
 * Field validators of spec section 5 and the Indian identifiers the form asks
 * for. Each `validate*` returns the message to show, or null when the value is
 * fine. An empty value is never an error here: whether a field is required is
 * the form's concern (the spec does not show the phone message on an empty
 * field). Values are checked as given; the schemas trim and uppercase first.
 */
import { aadhaarDigits, phoneDigits } from './digits';
import { gstinCheckCharacter, isGstStateCode } from './gstin';
import { messages } from './messages';
import { hasValidVerhoeffChecksum } from './verhoeff';

const v = messages.validation;

const phonePattern = new RegExp(`^\\d{${phoneDigits}}$`);
const aadhaarPattern = new RegExp(`^\\d{${aadhaarDigits}}$`);
const panPattern = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** State code, PAN, entity number (1-9 or a letter), the letter Z, check character. */
const gstinPattern = /^(\d{2})[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Listing (L/U), industry code, state, year, company type, registration number. */
const cinPattern = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;
/** An Indian PIN code: six digits, the first never 0. */
const pinCodePattern = /^[1-9][0-9]{5}$/;
/** An LLP identification number: three letters, a hyphen, four digits. */
const llpinPattern = /^[A-Z]{3}-[0-9]{4}$/;

/** Password length bounds: the spec's minimum of 6, and a cap against oversized input. */
export const passwordLength = { min: 6, max: 128 } as const;

export function validatePassword(value: string): string | null {
  if (value === '') return null;
  if (value.length < passwordLength.min) return v.passwordTooShort;
  if (value.length > passwordLength.max) return v.passwordTooLong;
  return null;
}

export function validatePhone(value: string): string | null {
  if (value === '') return null;
  return phonePattern.test(value) ? null : v.phoneDigits;
}

/**
 * Aadhaar: 12 digits, then what UIDAI guarantees of real numbers: the first
 * digit is 2 to 9 and the last is a Verhoeff check digit.
 */
export function validateAadhaar(value: string): string | null {
  if (value === '') return null;
  if (!aadhaarPattern.test(value)) return v.aadhaarDigits;
  if (/^[01]/.test(value) || !hasValidVerhoeffChecksum(value)) return v.aadhaarInvalid;
  return null;
}

export function validatePan(value: string): string | null {
  if (value === '') return null;
  return panPattern.test(value) ? null : v.pan;
}

export function validateGstin(value: string): string | null {
  if (value === '') return null;
  const match = gstinPattern.exec(value);
  if (!match?.[1] || !isGstStateCode(match[1])) return v.gstShape;
  return gstinCheckCharacter(value) === value.charAt(14) ? null : v.gstInvalid;
}

export function validateCin(value: string): string | null {
  if (value === '') return null;
  return cinPattern.test(value) ? null : v.cin;
}

/** An Indian PIN code (the postal code when the country is India; see `takesPinCode`). */
export function validatePinCode(value: string): string | null {
  if (value === '') return null;
  return pinCodePattern.test(value) ? null : v.pinCode;
}

export function validateLlpin(value: string): string | null {
  if (value === '') return null;
  return llpinPattern.test(value) ? null : v.llpin;
}
