import { bagLineKey } from '@mall/contract';
import { cartPaths, type CartItem } from '@mall/contract/cart';
import { checkoutPaths, type CheckoutLine } from '@mall/contract/checkout';
import { goodsPaths } from '@mall/contract/goods';
import { delay, http, HttpResponse } from 'msw';
import { diamondItem, necklaceItem, ringItem, sampleActivities, soldOutItem } from './samples';
import { clampQty } from '../logic/bag';

const paths = cartPaths('mall');
const checkout = checkoutPaths('mall');
const ok = <T>(data: T) => HttpResponse.json({ code: 200, msg: 'success', data });

type SyncBody = { cartData: { goodID: number; attribute: string; buyNum: number }[]; operateType?: 0 | 1 };

/**
 * An in-memory bag answering the bag's calls like the reference server: sync adds or sets
 * (capped by stock), delete removes, details lists newest first, checkGoodsIds refuses more than
 * the stock, and the activities of the samples come back for the goods they cover.
 */
export function bagServer(initial: readonly CartItem[], options: { purchaseLimitMsg?: string } = {}) {
  let lines = initial.map((line) => ({ ...line }));
  const catalogue = new Map([ringItem, diamondItem, necklaceItem, soldOutItem].map((item) => [bagLineKey(item), item]));
  const activitiesOf = (goodsIds: number[]) =>
    sampleActivities.filter((activity) => activity.ProductInfo.some((product) => goodsIds.includes(product.GoodsID)));
  return [
    http.post(paths.getGoodsDetails, () =>
      HttpResponse.json({
        retcode: 1,
        msg: 'success',
        data: { productData: [...lines].sort((a, b) => Date.parse(b.addTime) - Date.parse(a.addTime)) },
      }),
    ),
    http.post(paths.syncUserCart, async ({ request }) => {
      const body = (await request.json()) as SyncBody;
      for (const line of body.cartData) {
        const key = bagLineKey(line);
        const existing = lines.find((item) => bagLineKey(item) === key);
        const known = existing ?? catalogue.get(key);
        if (!known) return HttpResponse.json({ code: 404, msg: '商品不存在或已下架' }, { status: 404 });
        const buyNum = clampQty(
          body.operateType === 1 ? line.buyNum : (existing?.buyNum ?? 0) + line.buyNum,
          known.stockQtyWeb,
        );
        lines = existing
          ? lines.map((item) => (bagLineKey(item) === key ? { ...item, buyNum } : item))
          : [{ ...known, buyNum, addTime: new Date().toISOString() }, ...lines];
      }
      return ok(lines.map(({ goodID, attribute, buyNum }) => ({ goodID, attribute, buyNum })));
    }),
    http.post(paths.deleteUserCart, async ({ request }) => {
      const { gid, attribute } = (await request.json()) as { gid: number; attribute?: string };
      lines = lines.filter(
        (item) => !(item.goodID === gid && (attribute === undefined || item.attribute === attribute)),
      );
      return ok(lines.map(({ goodID, attribute: a, buyNum }) => ({ goodID, attribute: a, buyNum })));
    }),
    http.post(paths.checkGoodsIds, async ({ request }) => {
      const { cartGoods } = (await request.json()) as {
        cartGoods: { goodId: number; attribute: string; qty: number }[];
      };
      for (const line of cartGoods) {
        const item = lines.find(
          (candidate) => candidate.goodID === line.goodId && candidate.attribute === line.attribute,
        );
        if (!item || line.qty > item.stockQtyWeb) {
          return HttpResponse.json(
            {
              code: 409,
              msg: `「${item?.title ?? '商品'}」库存不足，仅剩${String(item?.stockQtyWeb ?? 0)}件`,
              data: [],
            },
            { status: 409 },
          );
        }
      }
      return ok(null);
    }),
    http.post(paths.marketing, async ({ request }) => {
      const { CartItem } = (await request.json()) as { CartItem: { goods_id: number }[] };
      return ok(activitiesOf(CartItem.map((line) => line.goods_id)));
    }),
    http.post(goodsPaths('mall').getProductMarketings, async ({ request }) => {
      const { goodsIds } = (await request.json()) as { goodsIds: number[] };
      return ok(activitiesOf(goodsIds));
    }),
    http.post(checkout.purchaseLimit, async ({ request }) => {
      const { lines: asked } = (await request.json()) as { lines: CheckoutLine[] };
      if (options.purchaseLimitMsg)
        return HttpResponse.json({ code: 409, msg: options.purchaseLimitMsg }, { status: 409 });
      return ok({ limitFen: 5_000_000, usedFen: 0, requestedFen: asked.length });
    }),
  ];
}

/** MSW handlers for the bag's stories and tests. */
export const cartHandlers = {
  /** A member's bag: the necklace, the diamond ring (2 in stock), the per-gram ring and a sold-out line. */
  memberBag: () => bagServer([necklaceItem, diamondItem, ringItem, soldOutItem]),
  emptyBag: () => bagServer([]),
  /** A staff user over the purchase limit. */
  staffOverLimit: () =>
    bagServer([necklaceItem, diamondItem], { purchaseLimitMsg: '本月内购额度剩余¥2,000.00，超出员工内购限额' }),
  loading: [
    http.post(paths.getGoodsDetails, async () => {
      await delay('infinite');
      return HttpResponse.json({ retcode: 1, msg: 'success', data: { productData: [] } });
    }),
  ],
  failing: [http.post(paths.getGoodsDetails, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 }))],
};
