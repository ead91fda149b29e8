import { describe, expect, it } from 'vitest';
import { callPath, pathsOf, routeSchemas } from './call';
import { cartCalls } from './cart/calls';
import { CartGoodsDetailsBody, CartGoodsDetailsResponse, DeleteUserCartBody } from './cart/schemas';
import { ErrorBody } from './envelope';

// issue #37: the server's schemas are checked against the call table by tsc.

describe('a call table', () => {
  it('fills {product} in its paths', () => {
    expect(callPath(cartCalls.syncUserCart, 'mall')).toBe('/mall-goods-server/product/syncUserCart');
    expect(pathsOf(cartCalls, 'shop').marketing).toBe('/shop-marketing-server/api/v1/web/cart/marketing');
  });

  it('pairs each call with its schemas, and tsc refuses a schema of another type', () => {
    const { getGoodsDetails } = cartCalls;
    const routed = routeSchemas(
      { getGoodsDetails },
      { getGoodsDetails: { body: CartGoodsDetailsBody, response: { 200: CartGoodsDetailsResponse } } },
    );
    expect(routed.getGoodsDetails.call.path).toContain('getGoodsDetails');
    const wrongBody = () =>
      routeSchemas(
        { getGoodsDetails },
        // @ts-expect-error the body of getGoodsDetails is CartGoodsDetailsBody, not deleteUserCart's
        { getGoodsDetails: { body: DeleteUserCartBody, response: { 200: CartGoodsDetailsResponse } } },
      );
    const wrongAnswer = () =>
      routeSchemas(
        { getGoodsDetails },
        // @ts-expect-error the answer of getGoodsDetails is not an ErrorBody
        { getGoodsDetails: { body: CartGoodsDetailsBody, response: { 200: ErrorBody } } },
      );
    // @ts-expect-error every call of the table needs its schemas
    const missing = () => routeSchemas({ getGoodsDetails }, {});
    expect([wrongBody, wrongAnswer, missing]).toHaveLength(3);
  });
});
