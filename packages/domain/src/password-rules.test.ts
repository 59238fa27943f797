import { describe, expect, it } from 'vitest';
import { isAmongMostCommonPasswords, mostCommonPasswords } from './common-passwords';
import { newPasswordRules } from './password-rules';

const states = (password: string, serverFoundCommon?: boolean) =>
  newPasswordRules(password, serverFoundCommon).map(({ label, state }) => [label, state]);

describe('newPasswordRules', () => {
  it('shows both rules before anything is typed, neither met', () => {
    expect(states('')).toEqual([
      ['At least 6 characters', 'unmet'],
      ['Not one of the most common passwords', 'pending'],
    ]);
  });

  it('meets the length at 6 characters', () => {
    expect(states('Kolka')[0]).toEqual(['At least 6 characters', 'unmet']);
    expect(states('Kolkat')[0]).toEqual(['At least 6 characters', 'met']);
  });

  it('crosses a password the browser knows to be common at once, in any case', () => {
    expect(states('password')[1]).toEqual(['Not one of the most common passwords', 'unmet']);
    expect(states('PassWord')[1]?.[1]).toBe('unmet');
    expect(states('iloveyou')[1]?.[1]).toBe('unmet');
  });

  it("leaves any other password's common rule to the server, then follows its verdict", () => {
    expect(states('Kolkata#Lights42')[1]?.[1]).toBe('pending');
    expect(states('Kolkata#Lights42', false)[1]?.[1]).toBe('met');
    expect(states('marigold77', true)[1]?.[1]).toBe('unmet');
  });
});

describe('the browser list of common passwords', () => {
  it('holds 1,000 passwords long enough for the length rule, and nothing else', () => {
    expect(mostCommonPasswords).toHaveLength(1000);
    expect(mostCommonPasswords.every((password) => password.length >= 6)).toBe(true);
    expect(isAmongMostCommonPasswords('123456')).toBe(true);
    expect(isAmongMostCommonPasswords('Kolkata#Lights42')).toBe(false);
  });
});
