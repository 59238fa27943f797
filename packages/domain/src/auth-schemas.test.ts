import { describe, expect, it } from 'vitest';
import { signupSchema } from './auth-schemas';
import { issuesOf } from './test-helpers';
import { passwordLength } from './validators';

const good = { email: 'asha@example.com', password: 'secret1', confirmPassword: 'secret1' };

describe('signupSchema', () => {
  it('accepts a good signup and trims the e-mail but not the password', () => {
    expect(
      signupSchema.parse({
        ...good,
        email: ' asha@example.com ',
        password: ' pass ',
        confirmPassword: ' pass ',
      }),
    ).toEqual({ email: 'asha@example.com', password: ' pass ', confirmPassword: ' pass ' });
  });

  it('requires every field', () => {
    expect(issuesOf(signupSchema, { email: '', password: '', confirmPassword: '' })).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
      ['confirmPassword', 'Please confirm your password'],
    ]);
    expect(issuesOf(signupSchema, {})).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
      ['confirmPassword', 'Please confirm your password'],
    ]);
  });

  it('refuses an invalid e-mail', () => {
    expect(issuesOf(signupSchema, { ...good, email: 'asha@' })).toEqual([
      ['email', 'Enter a valid email address'],
    ]);
  });

  it('refuses passwords shorter than 6 or longer than 128 characters', () => {
    expect(passwordLength).toEqual({ min: 6, max: 128 });
    expect(
      issuesOf(signupSchema, { ...good, password: '12345', confirmPassword: '12345' }),
    ).toEqual([['password', 'Password must be at least 6 characters long.']]);
    expect(
      issuesOf(signupSchema, { ...good, password: '123456', confirmPassword: '123456' }),
    ).toEqual([]);
    const long = 'x'.repeat(129);
    expect(issuesOf(signupSchema, { ...good, password: long, confirmPassword: long })).toEqual([
      ['password', 'Password must be at most 128 characters long.'],
    ]);
    const longest = 'x'.repeat(128);
    expect(
      issuesOf(signupSchema, { ...good, password: longest, confirmPassword: longest }),
    ).toEqual([]);
  });

  it('refuses a confirmation that differs, on confirmPassword', () => {
    expect(issuesOf(signupSchema, { ...good, confirmPassword: 'secret2' })).toEqual([
      ['confirmPassword', 'Passwords do not match.'],
    ]);
  });

  it('reports the mismatch alongside other errors once both passwords are typed', () => {
    expect(issuesOf(signupSchema, { email: '', password: 'abc', confirmPassword: 'abd' })).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password must be at least 6 characters long.'],
      ['confirmPassword', 'Passwords do not match.'],
    ]);
  });

  it('reports a missing password alongside a typed confirmation', () => {
    expect(issuesOf(signupSchema, { ...good, password: '' })).toEqual([
      ['password', 'Password is required'],
      ['confirmPassword', 'Passwords do not match.'],
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(issuesOf(signupSchema, null)).toEqual([
      ['', 'Invalid input: expected object, received null'],
    ]);
  });
});
