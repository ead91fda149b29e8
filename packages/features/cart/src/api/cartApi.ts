import {
  cartPaths,
  checkoutPaths,
  goodsPaths,
  type CartItem,
  type CartLineRef,
  type CheckoutLine,
  type DiscountActivity,
} from '@mall/contract';
import type { ApiClient } from '@mall/core';

type CodeAnswer<T> = { code: number; msg: string; data: T };
type RetcodeAnswer<T> = { retcode: number; msg: string; data: T };

/** An answer with HTTP 200 whose envelope says no. */
export class CartCallFailed extends Error {
  constructor(readonly msg: string) {
    super(msg || 'call failed');
  }
}

function expectCode<T>(answer: CodeAnswer<T>): T {
  if (answer.code !== 200) throw new CartCallFailed(answer.msg);
  return answer.data;
}

/** A line to put in the member's bag. */
export type SyncLine = { goodID: number; attribute: string; buyNum: number; addTime?: string };

/**
 * One method per bag call (spec §7 Cart; the purchase limit of the checkout contract). Every call
 * carries the member fields (spec §7: cart calls get cardLevel, vipNo, cardNo) and is exempt from
 * the 401 / 1001 redirect (spec §8: "not for cart sync"): a lapsed session makes the bag fail
 * quietly instead of throwing the shopper out of the page they are on.
 */
export function createCartApi(client: ApiClient, productCode: string) {
  const paths = cartPaths(productCode);
  const checkout = checkoutPaths(productCode);
  const options = { withMember: true, isCartSync: true } as const;
  return {
    /** syncUserCart: operateType 0 adds / merges, 1 sets the quantities. */
    sync: async (uid: number, cartData: readonly SyncLine[], operateType: 0 | 1 = 0) =>
      expectCode(
        await client.post<CodeAnswer<CartLineRef[]>>(
          paths.syncUserCart,
          { cartData, uid, branchCode: 0, operateType },
          options,
        ),
      ),
    /** shoppingCart/getGoodsDetails → retcode 1, data.productData. */
    details: async (uid: number) => {
      const answer = await client.post<RetcodeAnswer<{ productData: CartItem[] }>>(
        paths.getGoodsDetails,
        { uid, branchCode: 0 },
        options,
      );
      if (answer.retcode !== 1) throw new CartCallFailed(answer.msg);
      return answer.data.productData;
    },
    /** deleteUserCart (gid, uid), narrowed to one attribute. */
    remove: async (uid: number, gid: number, attribute: string) =>
      expectCode(await client.post<CodeAnswer<CartLineRef[]>>(paths.deleteUserCart, { gid, attribute, uid }, options)),
    /** checkGoodsIds: resolves when every line can be bought; rejects with the server's msg otherwise. */
    checkGoods: async (uid: number, lines: readonly CheckoutLine[]) =>
      expectCode(
        await client.post<CodeAnswer<null>>(
          paths.checkGoodsIds,
          {
            uid,
            cartGoods: lines.map((line) => ({ goodId: line.goodID, attribute: line.attribute, qty: line.buyNum })),
          },
          options,
        ),
      ),
    /** The bag's marketing activities (type 1); an empty list means none (spec §8). */
    marketing: async (
      uid: number,
      lines: readonly { goodID: number; attribute: string; buyNum: number; unitPriceFen: number }[],
    ) =>
      expectCode(
        await client.post<CodeAnswer<DiscountActivity[]>>(
          paths.marketing,
          {
            uid,
            type: 1,
            CartItem: lines.map((line) => ({ goods_id: line.goodID, buy_cnt: line.buyNum, attribute: line.attribute })),
          },
          options,
        ),
      ),
    /** A visitor's bag: the running activities of its goods from the public goods call (getproductmarkeings). */
    productMarketings: async (goodsIds: readonly number[]) =>
      expectCode(
        await client.post<CodeAnswer<DiscountActivity[]>>(goodsPaths(productCode).getProductMarketings, {
          goodsIds: [...new Set(goodsIds)],
        }),
      ),
    /** Staff purchase limit (spec §4, §8): code 200 passes; otherwise the server's msg. */
    purchaseLimit: async (lines: readonly CheckoutLine[]) =>
      expectCode(await client.post<CodeAnswer<unknown>>(checkout.purchaseLimit, { lines })),
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
