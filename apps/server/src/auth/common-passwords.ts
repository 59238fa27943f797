import { passwordLength } from '@shata/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords people choose (zxcvbn's ranked list), kept to
 * those long enough to pass the length rule: shorter ones are refused anyway.
 */
const commonPasswords = new Set(
  dictionary['passwords-common'].filter((password) => password.length >= passwordLength.min),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
