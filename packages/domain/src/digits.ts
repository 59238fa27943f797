/** Length of a phone number (spec sections 5 and 9). */
export const phoneDigits = 10;

/** Length of an Aadhaar number (spec sections 5 and 9). */
export const aadhaarDigits = 12;

/** Sanitises a digits-only input: drops every non-digit and cuts to `max` digits. */
export function keepDigits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, Math.max(0, max));
}

const editingKeys = new Set([
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Tab',
]);

/**
 * Whether a digits-only input lets a key press through (spec section 5):
 * digits, backspace, delete, arrows and tab; every other key is blocked.
 * `key` is `KeyboardEvent.key`.
 */
export function isAllowedDigitKey(key: string): boolean {
  return /^[0-9]$/.test(key) || editingKeys.has(key);
}
