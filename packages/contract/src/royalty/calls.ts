import { call, routeSchemas } from '../call';
import { ErrorBody } from '../envelope';
import {
  RoyaltyBalanceQuery,
  RoyaltyBalanceResponse,
  RoyaltyGoodsListBody,
  RoyaltyGoodsListResponse,
  RoyaltyOrdersQuery,
  RoyaltyOrdersResponse,
} from './schemas';

// The staff royalty shop (spec §1, §2 royalty/goods; paths not shown, designed in the style of
// spec §7): the public list on the goods server, the staff user's balance and rights-fund orders
// (issue #13) on the common2 server.
const staffRoyalty = '/{product}-common2-server/api/v1/staff/royalty';

/** The royalty shop's calls, for both sides. */
export const royaltyCalls = {
  /** One page of the pieces staff can buy with the fund (public). */
  goodsList: call<{ body: typeof RoyaltyGoodsListBody; response: typeof RoyaltyGoodsListResponse }>()({
    method: 'POST',
    path: '/{product}-goods-server/royalty/goods/list',
    envelope: 'code',
  }),
  /** The signed-in staff user's fund for the year; HTTP 403 for a customer's account. */
  balance: call<{ response: typeof RoyaltyBalanceResponse }>()({
    method: 'GET',
    path: `${staffRoyalty}/balance`,
    envelope: 'code',
  }),
  /** The staff user's rights-fund orders, newest first, paged. */
  orders: call<{ query: typeof RoyaltyOrdersQuery; response: typeof RoyaltyOrdersResponse }>()({
    method: 'GET',
    path: `${staffRoyalty}/orders`,
    envelope: 'code',
  }),
};

/** The royalty shop's calls with the schemas the server checks them by. */
export const royaltyRoutes = routeSchemas(royaltyCalls, {
  goodsList: { body: RoyaltyGoodsListBody, response: { 200: RoyaltyGoodsListResponse, 400: ErrorBody } },
  balance: {
    querystring: RoyaltyBalanceQuery,
    response: { 200: RoyaltyBalanceResponse, 401: ErrorBody, 403: ErrorBody },
  },
  orders: {
    querystring: RoyaltyOrdersQuery,
    response: { 200: RoyaltyOrdersResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
  },
});
