import { describe, expect, it } from 'vitest';
import { grantsAccess, isOpsGrant, opsDefaultRoles, opsPaths, opsPermissions, opsRoleCodes } from './index';

describe('the console’s permission catalogue (issue #29)', () => {
  it('gives 超级管理员 every permission and the other roles only catalogue codes', () => {
    expect([...opsDefaultRoles.admin.permissions].sort()).toEqual([...opsPermissions].sort());
    for (const code of opsRoleCodes)
      for (const permission of opsDefaultRoles[code].permissions) expect(opsPermissions).toContain(permission);
  });

  it.each([
    ['service', 'orders.ship', false],
    ['service', 'orders.read', true],
    ['operations', 'orders.ship', true],
    ['operations', 'roles.manage', false],
    ['finance', 'refunds.approve', true],
    ['finance', 'orders.ship', false],
  ] as const)('role %s holds %s: %s', (role, permission, held) => {
    expect(opsDefaultRoles[role].permissions.includes(permission)).toBe(held);
  });

  it('serves every call under /{product}-ops-server/api/v1/', () => {
    for (const path of Object.values(opsPaths('mall'))) expect(path).toMatch(/^\/mall-ops-server\/api\/v1\//);
  });

  it.each([
    ['one permission held', ['orders.read'], 'orders.read', true],
    ['one permission not held', ['orders.read'], 'orders.ship', false],
    [
      'any of two, the second held (财务 on the after-sales pages)',
      ['refunds.approve'],
      ['aftersales.review', 'refunds.approve'],
      true,
    ],
    ['any of two, neither held', ['orders.read'], ['aftersales.review', 'refunds.approve'], false],
  ] as const)('grants access: %s', (_case, held, needed, expected) => {
    expect(grantsAccess(held, needed)).toBe(expected);
  });

  it.each([
    ['orders.read', true],
    [['aftersales.review', 'refunds.approve'], true],
    [[], false],
    [['orders.read', 'no.such'], false],
    ['anyStaff', false],
  ] as const)('a route may declare %j: %s', (value, expected) => {
    expect(isOpsGrant(value)).toBe(expected);
  });
});
