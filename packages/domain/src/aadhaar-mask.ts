/**
 * Aadhaar numbers are shown masked once saved (design notes): only the last
 * four digits stay readable.
 */

const maskedPattern = /^XXXX XXXX \d{4}$/;

/**
 * '234123412346' -> 'XXXX XXXX 2346'. Non-digits are ignored, an already masked
 * value is returned as is, an empty value gives '', and missing digits of a
 * value too short to be an Aadhaar number show as X.
 */
export function maskAadhaar(value: string | null | undefined): string {
  if (!value) return '';
  if (isMaskedAadhaar(value)) return value;
  const digits = value.replace(/\D/g, '');
  return `XXXX XXXX ${digits.slice(-4).padStart(4, 'X')}`;
}

/** Whether a value is the masked form produced by `maskAadhaar`. */
export function isMaskedAadhaar(value: string | null | undefined): boolean {
  return typeof value === 'string' && maskedPattern.test(value);
}
