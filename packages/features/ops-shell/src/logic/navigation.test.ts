import { opsDefaultRoles } from '@mall/contract/ops';
import { describe, expect, it } from 'vitest';
import { visibleNavigation, type OpsNavItem } from './navigation';

const items: OpsNavItem[] = [
  { key: 'orders', path: '/orders', permission: 'orders.read', group: 'trade' },
  { key: 'aftersales', path: '/aftersales', permission: ['aftersales.review', 'refunds.approve'], group: 'trade' },
  { key: 'audit', path: '/audit', permission: 'audit.read', group: 'system' },
  { key: 'roles', path: '/roles', permission: 'roles.manage', group: 'system' },
];

describe('the console draws only what a role may use (issue #29 "Staff identity and roles")', () => {
  it.each([
    ['admin', ['orders', 'aftersales', 'audit', 'roles']],
    ['operations', ['orders', 'aftersales']],
    ['service', ['orders']],
    // 财务 confirms large refunds, so reads the after-sales pages (any of two permissions).
    ['finance', ['orders', 'aftersales']],
    ['catalogue', []],
    ['content', []],
  ] as const)('%s sees %j', (role, keys) => {
    expect(visibleNavigation(items, opsDefaultRoles[role].permissions).map((item) => item.key)).toEqual(keys);
  });

  it('shows nothing to a staff member without roles', () => {
    expect(visibleNavigation(items, [])).toEqual([]);
  });
});
