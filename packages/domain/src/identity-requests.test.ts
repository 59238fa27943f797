import { describe, expect, it } from 'vitest';
import {
  passwordResetRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from './identity-requests';
import { messages } from './messages';
import { issuesOf } from './test-helpers';

const email = 'asha@example.com';

describe('signUpRequestSchema', () => {
  it('takes what the sign-up screen sends, the address trimmed and the password as typed', () => {
    expect(
      signUpRequestSchema.parse({
        email: ` ${email} `,
        password: ' secret1 ',
        name: email,
        callbackURL: '/verify-email',
      }),
    ).toEqual({ email, password: ' secret1 ', name: email, callbackURL: '/verify-email' });
  });

  it('refuses what the screen never sends, naming it', () => {
    expect(
      issuesOf(signUpRequestSchema, { email, password: 'secret1', name: email, role: 'operator' }),
    ).toEqual([['', messages.validation.unknownFields(['role'])]]);
  });

  it('holds a new password to the rules of the sign-up form', () => {
    expect(issuesOf(signUpRequestSchema, { email, password: 'abc12', name: email })).toEqual([
      ['password', messages.validation.passwordTooShort],
    ]);
  });
});

describe('signInRequestSchema', () => {
  it('takes a password of any length up to the longest a new one may have', () => {
    expect(issuesOf(signInRequestSchema, { email, password: 'x' })).toEqual([]);
    expect(issuesOf(signInRequestSchema, { email, password: 'x'.repeat(129) })).toEqual([
      ['password', messages.validation.passwordTooLong],
    ]);
  });
});

describe('where better-auth sends the browser afterwards', () => {
  it.each(['/reset-password', '/reset-password?from=mail'])('may be the path %s', (redirectTo) => {
    expect(issuesOf(passwordResetRequestSchema, { email, redirectTo })).toEqual([]);
  });

  it.each([
    'https://evil.example/reset-password',
    '//evil.example/reset-password',
    '/\\evil.example',
    'reset-password',
    '/reset password',
  ])('is never %s', (redirectTo) => {
    expect(issuesOf(passwordResetRequestSchema, { email, redirectTo })).toEqual([
      ['redirectTo', messages.identity.portalPath('redirectTo')],
    ]);
  });
});
