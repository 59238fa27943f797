/**
 * The GSTIN check character: the 15th character of a GST number, computed over
 * the first 14 with the mod-36 algorithm of the GST network.
 */

const charset = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character for the first 14 characters of `gstin` (uppercase 0-9A-Z), or null if any is outside the charset. */
export function gstinCheckCharacter(gstin: string): string | null {
  const body = gstin.slice(0, 14);
  if (body.length !== 14) return null;
  let sum = 0;
  for (const [i, char] of [...body].entries()) {
    const value = charset.indexOf(char);
    if (value < 0) return null;
    // Factors alternate 1, 2, 1, 2, … from the left.
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return charset.charAt((36 - (sum % 36)) % 36);
}

/**
 * GST state codes: 01 to 38 for the states and union territories, 97 for
 * "other territory" and 99 for the centre's jurisdiction.
 */
export function isGstStateCode(code: string): boolean {
  if (!/^\d{2}$/.test(code)) return false;
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}
