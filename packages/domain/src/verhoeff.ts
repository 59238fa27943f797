/**
 * The Verhoeff checksum, which Aadhaar numbers carry in their last digit. It
 * catches every single-digit error and every swap of adjacent digits.
 */

// Multiplication table of the dihedral group D5.
const d = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

// Permutation applied to a digit according to its position.
const p = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

// Inverse of each element of D5.
const inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function lookup(table: readonly (readonly number[])[], row: number, column: number): number {
  const value = table[row]?.[column];
  if (value === undefined) throw new RangeError('Verhoeff table index out of range');
  return value;
}

/** Runs the checksum over `digits` from the right, the rightmost at position `offset`. */
function checksum(digits: string, offset: number): number {
  let c = 0;
  for (const [i, char] of [...digits].reverse().entries()) {
    c = lookup(d, c, lookup(p, (i + offset) % 8, Number(char)));
  }
  return c;
}

const digitsOnly = /^\d+$/;

/** The check digit to append to `payload` (a non-empty string of digits). */
export function verhoeffCheckDigit(payload: string): number {
  if (!digitsOnly.test(payload)) throw new RangeError('Verhoeff payload must be digits');
  // The check digit will sit at position 0, so the payload starts at position 1.
  return lookup([inv], 0, checksum(payload, 1));
}

/** Whether `number` (digits, check digit last) carries a correct Verhoeff check digit. */
export function hasValidVerhoeffChecksum(number: string): boolean {
  return digitsOnly.test(number) && checksum(number, 0) === 0;
}
