import { routeSchemas, call } from '../call';
import { ErrorBody } from '../envelope';
import {
  CartGoodsDetailsBody,
  CartGoodsDetailsResponse,
  CartMarketingBody,
  CartMarketingResponse,
  CheckGoodsIdsBody,
  CheckGoodsIdsRefused,
  CheckGoodsIdsResponse,
  DeleteUserCartBody,
  DeleteUserCartResponse,
  SyncUserCartBody,
  SyncUserCartResponse,
} from './schemas';

// The bag's calls (spec §7 Cart): the goods server's paths as the spec gives them; the bag's
// marketing activities ("path not shown") designed on the marketing server. Every call carries the
// member fields (spec §7: cart calls get cardLevel, vipNo, cardNo) and a lapsed session only
// rejects (spec §8: "not for cart sync"), so the bag fails quietly instead of leaving the page.
const bag = { member: true, quietAuth: true } as const;

/** The bag's calls, for both sides. */
export const cartCalls = {
  /** syncUserCart: operateType 0 adds / merges, 1 sets the quantities. */
  syncUserCart: call<{ body: typeof SyncUserCartBody; response: typeof SyncUserCartResponse }>()({
    method: 'POST',
    path: '/{product}-goods-server/product/syncUserCart',
    envelope: 'code',
    ...bag,
  }),
  /** shoppingCart/getGoodsDetails → retcode 1, data.productData. */
  getGoodsDetails: call<{ body: typeof CartGoodsDetailsBody; response: typeof CartGoodsDetailsResponse }>()({
    method: 'POST',
    path: '/{product}-goods-server/shoppingCart/getGoodsDetails',
    envelope: 'retcode',
    ...bag,
  }),
  /** deleteUserCart (gid, uid), narrowed to one attribute. */
  deleteUserCart: call<{ body: typeof DeleteUserCartBody; response: typeof DeleteUserCartResponse }>()({
    method: 'POST',
    path: '/{product}-goods-server/shoppingCart/deleteUserCart',
    envelope: 'code',
    ...bag,
  }),
  /** checkGoodsIds: resolves when every line can be bought; HTTP 409 with the server's msg otherwise. */
  checkGoodsIds: call<{ body: typeof CheckGoodsIdsBody; response: typeof CheckGoodsIdsResponse }>()({
    method: 'POST',
    path: '/{product}-goods-server/shoppingCart/checkGoodsIds',
    envelope: 'code',
    ...bag,
  }),
  /** The bag's marketing activities (type 1); an empty list means none (spec §8). */
  marketing: call<{ body: typeof CartMarketingBody; response: typeof CartMarketingResponse }>()({
    method: 'POST',
    path: '/{product}-marketing-server/api/v1/web/cart/marketing',
    envelope: 'code',
    ...bag,
  }),
};

/** The bag's calls with the schemas the server checks them by. */
export const cartRoutes = routeSchemas(cartCalls, {
  syncUserCart: {
    body: SyncUserCartBody,
    response: { 200: SyncUserCartResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },
  getGoodsDetails: { body: CartGoodsDetailsBody, response: { 200: CartGoodsDetailsResponse, 401: ErrorBody } },
  deleteUserCart: { body: DeleteUserCartBody, response: { 200: DeleteUserCartResponse, 401: ErrorBody } },
  checkGoodsIds: {
    body: CheckGoodsIdsBody,
    response: { 200: CheckGoodsIdsResponse, 401: ErrorBody, 409: CheckGoodsIdsRefused },
  },
  marketing: { body: CartMarketingBody, response: { 200: CartMarketingResponse, 401: ErrorBody } },
});
