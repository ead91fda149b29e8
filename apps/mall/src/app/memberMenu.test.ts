import { describe, expect, it } from 'vitest';
import { memberMenu, selectedMenuItem } from './memberMenu';
import { paths } from './paths';

const customer = { isLoggedIn: true, isStaff: false };
const staff = { isLoggedIn: true, isStaff: true };

const itemIds = (groups: ReturnType<typeof memberMenu>) =>
  groups.map((group) => [group.id, group.items.map((item) => item.id)]);

describe('account-centre menu groups (spec §2)', () => {
  it('gives customers membership in the personal centre', () => {
    expect(itemIds(memberMenu(customer))).toEqual([
      ['personal', ['accountOverview', 'accountInformation', 'address', 'myTracks', 'membership']],
      ['orders', ['orderList']],
      ['queries', ['invoiceManage', 'commodityVerification', 'electronicGuarantee']],
      ['help', ['feedBack']],
    ]);
  });

  it('gives staff the royalty index (rights-fund mall) in place of membership (spec §1, §6)', () => {
    const personal = memberMenu(staff)[0];
    expect(personal?.items.map((item) => item.id)).toEqual([
      'accountOverview',
      'accountInformation',
      'address',
      'myTracks',
      'royaltyIndex',
    ]);
    expect(personal?.items.at(-1)?.path).toBe('/myIndex/royalty/index');
  });

  it.each([
    [paths.myIndex.accountOverview(), { itemId: 'accountOverview', isExact: true }],
    [paths.myIndex.membership(), { itemId: 'membership', isExact: true }],
    [paths.myIndex.orderList(), { itemId: 'orderList', isExact: true }],
    // spec §2: orderList is also shown selected for orderEvaluate and order.
    [paths.myIndex.orderEvaluate(), { itemId: 'orderList', isExact: false }],
    [paths.myIndex.order(), { itemId: 'orderList', isExact: false }],
    [paths.invoiceManage(), { itemId: 'invoiceManage', isExact: true }],
    [paths.commodityVerification(), { itemId: 'commodityVerification', isExact: true }],
    [paths.feedBack(), { itemId: 'feedBack', isExact: true }],
    ['/myIndex/orderList/', { itemId: 'orderList', isExact: true }],
    ['/MYINDEX/ORDER', { itemId: 'orderList', isExact: false }],
    // An order's parcels page belongs to the same order (issue #12).
    [paths.myIndex.branchOrder(), { itemId: 'orderList', isExact: false }],
    [paths.myIndex.royaltyOrder(), null],
    [paths.home(), null],
  ])('on %s selects %j', (pathname, expected) => {
    expect(selectedMenuItem(memberMenu(customer), pathname)).toEqual(expected);
  });

  it('selects the royalty index for staff on its page', () => {
    expect(selectedMenuItem(memberMenu(staff), paths.myIndex.royaltyIndex())).toEqual({
      itemId: 'royaltyIndex',
      isExact: true,
    });
  });

  it('shows the royalty index selected on the rights-fund orders it leads to (issue #13)', () => {
    expect(selectedMenuItem(memberMenu(staff), paths.myIndex.royaltyOrder())).toEqual({
      itemId: 'royaltyIndex',
      isExact: false,
    });
  });
});
