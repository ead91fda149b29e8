import { checkoutCalls, type CheckoutLine } from '@mall/contract/checkout';
import { goodsCalls } from '@mall/contract/goods';
import { cartCalls, type CartDataLine } from '@mall/contract/cart';
import { bindCalls, type ApiClient } from '@mall/core';

/**
 * One method per bag call (spec §7 Cart; the purchase limit of the checkout contract), over the
 * contract's `cartCalls` (member fields and the quiet 401 are the calls' own).
 */
export function createCartApi(client: ApiClient, productCode: string) {
  const cart = bindCalls(client, productCode, cartCalls);
  const goods = bindCalls(client, productCode, goodsCalls);
  const checkout = bindCalls(client, productCode, checkoutCalls);
  return {
    /** syncUserCart: operateType 0 adds / merges, 1 sets the quantities. */
    sync: (uid: number, cartData: readonly CartDataLine[], operateType: 0 | 1 = 0) =>
      cart.syncUserCart({ cartData: [...cartData], uid, branchCode: 0, operateType }),
    /** The bag's lines, newest first. */
    details: async (uid: number) => (await cart.getGoodsDetails({ uid, branchCode: 0 })).productData,
    /** deleteUserCart (gid, uid), narrowed to one attribute. */
    remove: (uid: number, gid: number, attribute: string) => cart.deleteUserCart({ gid, attribute, uid }),
    /** checkGoodsIds: resolves when every line can be bought; rejects with the server's msg otherwise. */
    checkGoods: (uid: number, lines: readonly CheckoutLine[]) =>
      cart.checkGoodsIds({
        uid,
        cartGoods: lines.map((line) => ({ goodId: line.goodID, attribute: line.attribute, qty: line.buyNum })),
      }),
    /** The bag's marketing activities (type 1); an empty list means none (spec §8). */
    marketing: (uid: number, lines: readonly { goodID: number; attribute: string; buyNum: number }[]) =>
      cart.marketing({
        uid,
        type: 1,
        CartItem: lines.map((line) => ({ goods_id: line.goodID, buy_cnt: line.buyNum, attribute: line.attribute })),
      }),
    /** A visitor's bag: the running activities of its goods from the public goods call (getproductmarkeings). */
    productMarketings: (goodsIds: readonly number[]) =>
      goods.getProductMarketings({ goodsIds: [...new Set(goodsIds)] }),
    /** Staff purchase limit (spec §4, §8): code 200 passes; otherwise the server's msg. */
    purchaseLimit: (lines: readonly CheckoutLine[]) => checkout.purchaseLimit({ lines: [...lines] }),
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
