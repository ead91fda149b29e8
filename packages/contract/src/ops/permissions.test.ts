import { describe, expect, it } from 'vitest';
import { opsDefaultRoles, opsPaths, opsPermissions, opsRoleCodes } from './index';

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
});
