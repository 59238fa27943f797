import { describe, expect, it } from 'vitest';
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
