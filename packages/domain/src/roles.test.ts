import { describe, expect, it } from 'vitest';
import { authErrorCodes } from './auth-error-codes';
import { isOperator, roles, userRole } from './roles';

describe('roles', () => {
  it('are partner and operator', () => {
    expect(roles).toEqual({ partner: 'partner', operator: 'operator' });
  });

  it('make an operator only of the operator role', () => {
    expect(isOperator({ role: 'operator' })).toBe(true);
    for (const user of [{ role: 'partner' }, { role: 'Operator' }, {}, null, undefined]) {
      expect(isOperator(user)).toBe(false);
    }
  });

  it('count a role the portal does not know, or none, as a partner', () => {
    expect(userRole('operator')).toBe('operator');
    for (const role of ['partner', 'admin', '', null, undefined, 1]) {
      expect(userRole(role)).toBe('partner');
    }
  });
});

describe('authErrorCodes', () => {
  it("are better-auth's codes, and ours for a common password", () => {
    expect(authErrorCodes.passwordTooCommon).toBe('PASSWORD_TOO_COMMON');
    expect(authErrorCodes.passwordTooShort).toBe('PASSWORD_TOO_SHORT');
    expect(authErrorCodes.passwordTooLong).toBe('PASSWORD_TOO_LONG');
  });
});
