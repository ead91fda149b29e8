import { isLoggedInUser, isStaffUser, useBoundApi, useSession } from '@mall/core';
import useSWR from 'swr';
import { searchKeys } from '../api/keys';
import { createRoyaltyApi } from '../api/royaltyApi';
import { fundViewerOf, royaltyOrderTypeOf, royaltyPageSize, type RoyaltyQuery } from '../logic/royaltyView';

/** The royalty shop api bound to the app's client and product code. */
export function useRoyaltyApi() {
  return useBoundApi(createRoyaltyApi);
}

/**
 * The royalty shop for the URL's state: the page of pieces (the previous page stays on screen while
 * the next loads) and, for a signed-in staff user only, their balance.
 */
export function useRoyaltyShop(query: RoyaltyQuery) {
  const api = useRoyaltyApi();
  const { user } = useSession();
  const viewer = fundViewerOf({ isLoggedIn: isLoggedInUser(user), isStaff: isStaffUser(user) });
  const orderType = royaltyOrderTypeOf(query.sort);
  const goods = useSWR(
    searchKeys.royaltyGoods(orderType, query.page, royaltyPageSize),
    () => api.goods({ orderType, pageIndex: query.page, pageSize: royaltyPageSize }),
    {
      keepPreviousData: true,
    },
  );
  const balance = useSWR(viewer === 'staff' ? searchKeys.royaltyBalance(user.staffCode) : null, () => api.balance());
  return { viewer, user, goods, balance };
}
