import { passwordLength } from '@shata/domain';

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The most common passwords people choose (zxcvbn's ranked list), kept to
 * those long enough to pass the length rule: shorter ones are refused anyway.
 * Loaded when a password is first set, not at start: zxcvbn's dictionaries
 * hold several MB an idle process does not need.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common'].filter((password) => password.length >= passwordLength.min),
      ),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}
