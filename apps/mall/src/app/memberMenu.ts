import { paths } from './paths';
import type { SessionSnapshot } from './session';

/** One entry of the account-centre menu. */
export type MemberMenuItem = {
  id: string;
  /** Key in the `app` namespace (the page's title). */
  titleKey: string;
  path: string;
  /** Other pages on which this entry shows as selected (spec §2: orderList for order and orderEvaluate). */
  alsoSelectedOn?: readonly string[];
};

/** A titled group of the account-centre menu (spec §2). */
export type MemberMenuGroup = {
  id: 'personal' | 'orders' | 'queries' | 'help';
  labelKey: string;
  items: readonly MemberMenuItem[];
};

/**
 * The account-centre menu groups of spec §2. The personal centre ends with membership for
 * customers, or with the royalty index (rights-fund mall) for staff, who have no membership data
 * (spec §1, §6).
 */
export function memberMenu(session: SessionSnapshot): MemberMenuGroup[] {
  const membershipOrRoyalty: MemberMenuItem = session.isStaff
    ? {
        id: 'royaltyIndex',
        titleKey: 'routes.royaltyIndex',
        path: paths.myIndex.royaltyIndex(),
        // The fund's orders are reached from its index (issue #13).
        alsoSelectedOn: [paths.myIndex.royaltyOrder()],
      }
    : { id: 'membership', titleKey: 'routes.membership', path: paths.myIndex.membership() };
  return [
    {
      id: 'personal',
      labelKey: 'memberMenu.personal',
      items: [
        { id: 'accountOverview', titleKey: 'routes.accountOverview', path: paths.myIndex.accountOverview() },
        { id: 'accountInformation', titleKey: 'routes.accountInformation', path: paths.myIndex.accountInformation() },
        { id: 'address', titleKey: 'routes.address', path: paths.myIndex.address() },
        { id: 'myTracks', titleKey: 'routes.myTracks', path: paths.myIndex.myTracks() },
        membershipOrRoyalty,
      ],
    },
    {
      id: 'orders',
      labelKey: 'memberMenu.orders',
      items: [
        {
          id: 'orderList',
          titleKey: 'routes.orderList',
          path: paths.myIndex.orderList(),
          // spec §2 names orderEvaluate and order; an order's parcels (branchOrder) are the same order's page.
          alsoSelectedOn: [paths.myIndex.orderEvaluate(), paths.myIndex.order(), paths.myIndex.branchOrder()],
        },
      ],
    },
    {
      id: 'queries',
      labelKey: 'memberMenu.queries',
      items: [
        { id: 'invoiceManage', titleKey: 'routes.invoiceManage', path: paths.invoiceManage() },
        { id: 'commodityVerification', titleKey: 'routes.commodityVerification', path: paths.commodityVerification() },
        { id: 'electronicGuarantee', titleKey: 'routes.electronicGuarantee', path: paths.electronicGuarantee() },
      ],
    },
    {
      id: 'help',
      labelKey: 'memberMenu.help',
      items: [{ id: 'feedBack', titleKey: 'routes.feedBack', path: paths.feedBack() }],
    },
  ];
}

/** How a menu entry relates to the page shown: the page itself, its section, or neither. */
export type MenuSelection = { itemId: string; isExact: boolean } | null;

/** Paths compare as the router matches them: without a trailing slash and case-insensitively. */
function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

/** The menu entry to show as selected on `pathname` (spec §2), or null when none is. */
export function selectedMenuItem(groups: readonly MemberMenuGroup[], pathname: string): MenuSelection {
  const current = normalise(pathname);
  for (const item of groups.flatMap((group) => group.items)) {
    if (normalise(item.path) === current) return { itemId: item.id, isExact: true };
  }
  for (const item of groups.flatMap((group) => group.items)) {
    if (item.alsoSelectedOn?.some((path) => normalise(path) === current)) return { itemId: item.id, isExact: false };
  }
  return null;
}
