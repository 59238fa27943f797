import { describe, expect, it } from 'vitest';
import { isOperator, mayDo, operatorPermissions, roles, userRole } from './roles';

describe('roles', () => {
  it('are partner and the three operator roles', () => {
    expect(roles).toEqual({
      partner: 'partner',
      reviewer: 'reviewer',
      approver: 'approver',
      admin: 'admin',
    });
  });

  it('make an operator of the three operator roles only', () => {
    for (const role of ['reviewer', 'approver', 'admin']) expect(isOperator({ role })).toBe(true);
    for (const user of [{ role: 'partner' }, { role: 'Admin' }, { role: 'operator' }, {}, null]) {
      expect(isOperator(user)).toBe(false);
    }
  });

  it('count a role the portal does not know, or none, as a partner', () => {
    expect(userRole('approver')).toBe('approver');
    for (const role of ['partner', 'operator', 'root', '', null, undefined, 1]) {
      expect(userRole(role)).toBe('partner');
    }
  });

  it('let each role do what the issue lists, and a partner nothing', () => {
    const table = Object.fromEntries(
      ['partner', 'reviewer', 'approver', 'admin'].map((role) => [
        role,
        Object.keys(operatorPermissions).filter((permission) =>
          mayDo({ role }, permission as keyof typeof operatorPermissions),
        ),
      ]),
    );
    expect(table).toEqual({
      partner: [],
      reviewer: ['review'],
      approver: ['review', 'finalApproval'],
      admin: ['review', 'finalApproval', 'manageOperators', 'manageIntegrations', 'readAccessLog'],
    });
  });
});
