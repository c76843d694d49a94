import { describe, expect, test } from 'vitest';
import { accountChangeRefusal, type AccountStanding } from '../../domain/accountRules.js';

const superadmin = { _id: 'sa', roles: ['superadmin'] };
const admin = { _id: 'ad', roles: ['admin'] };
const account = (_id: string, roles: string[], active = true): AccountStanding => ({ _id, roles, permissions: ['default'], active });

describe('changing an account', () => {
  test('nobody changes their own roles, permissions or active flag, nor resets their own password here', () => {
    const self = account('ad', ['admin']);
    expect(accountChangeRefusal(admin, self, { roles: ['employee'] }, 1)).toBe('own_standing');
    expect(accountChangeRefusal(admin, self, { permissions: ['crm'] }, 1)).toBe('own_standing');
    expect(accountChangeRefusal(admin, self, { active: false }, 1)).toBe('own_standing');
    expect(accountChangeRefusal(admin, self, { password: true }, 1)).toBe('own_password');
    const selfSuperadmin = account('sa', ['superadmin']);
    expect(accountChangeRefusal(superadmin, selfSuperadmin, { roles: ['admin'] }, 3)).toBe('own_standing');
  });

  test('one’s own other fields and standing sent back unchanged are no change', () => {
    const self = account('ad', ['admin']);
    expect(accountChangeRefusal(admin, self, {}, 1)).toBeUndefined();
    expect(accountChangeRefusal(admin, self, { roles: ['admin'], permissions: ['default'], active: true }, 1)).toBeUndefined();
  });

  test('only a superadmin grants or removes admin or superadmin', () => {
    const employee = account('e1', ['employee']);
    expect(accountChangeRefusal(admin, employee, { roles: ['admin'] }, 1)).toBe('elevated_role');
    expect(accountChangeRefusal(admin, employee, { roles: ['employee', 'superadmin'] }, 1)).toBe('elevated_role');
    expect(accountChangeRefusal(admin, undefined, { roles: ['admin'] }, 1)).toBe('elevated_role');
    expect(accountChangeRefusal(superadmin, employee, { roles: ['admin'] }, 1)).toBeUndefined();
    expect(accountChangeRefusal(superadmin, undefined, { roles: ['superadmin'] }, 1)).toBeUndefined();
  });

  test('an admin manages only accounts below admin', () => {
    const otherAdmin = account('ad2', ['admin']);
    expect(accountChangeRefusal(admin, otherAdmin, {}, 1)).toBe('elevated_account');
    expect(accountChangeRefusal(admin, otherAdmin, { password: true }, 1)).toBe('elevated_account');
    expect(accountChangeRefusal(admin, account('sa2', ['superadmin']), { active: false }, 2)).toBe('elevated_account');
    expect(accountChangeRefusal(admin, account('m1', ['manager']), { roles: ['employee'], active: false, password: true }, 1)).toBeUndefined();
    expect(accountChangeRefusal(admin, account('v1', ['visitor']), { roles: ['employee'], permissions: ['crm'] }, 1)).toBeUndefined();
  });

  test('the last active superadmin is neither demoted nor deactivated', () => {
    const other = account('sa2', ['superadmin']);
    expect(accountChangeRefusal(superadmin, other, { roles: ['admin'] }, 1)).toBe('last_superadmin');
    expect(accountChangeRefusal(superadmin, other, { active: false }, 1)).toBe('last_superadmin');
    expect(accountChangeRefusal(superadmin, other, { roles: ['admin'] }, 2)).toBeUndefined();
    expect(accountChangeRefusal(superadmin, other, { active: false }, 2)).toBeUndefined();
    // An inactive superadmin is not the one that keeps the business reachable.
    expect(accountChangeRefusal(superadmin, account('sa3', ['superadmin'], false), { roles: ['admin'] }, 1)).toBeUndefined();
  });
});
