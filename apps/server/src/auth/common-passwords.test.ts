import { mostCommonPasswords, passwordLength } from '@shata/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe("the browser's list of common passwords", () => {
  it("is the head of the server's, so the browser never crosses one the server takes", async () => {
    const serverList = dictionary['passwords-common'].filter(
      (password) => password.length >= passwordLength.min,
    );
    expect(mostCommonPasswords).toEqual(serverList.slice(0, mostCommonPasswords.length));
    for (const password of mostCommonPasswords) expect(await isCommonPassword(password)).toBe(true);
  });
});
