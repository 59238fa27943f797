import { describe, expect, it } from 'vitest';
import { checkLoginForm } from './login-form';

describe('checkLoginForm', () => {
  it('answers the credentials, the e-mail trimmed and the password as typed', () => {
    expect(checkLoginForm({ email: ' asha@example.com ', password: ' x ' })).toEqual({
      credentials: { email: 'asha@example.com', password: ' x ' },
    });
  });

  it('requires both, an e-mail of spaces counting as none', () => {
    expect(checkLoginForm({ email: '  ', password: '' })).toEqual({
      errors: { email: 'Email is required', password: 'Password is required' },
    });
    expect(checkLoginForm({ email: 'asha@example.com', password: '' })).toEqual({
      errors: { password: 'Password is required' },
    });
  });
});
